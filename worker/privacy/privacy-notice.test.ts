import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../schema/contract/consents-rules.ts';
import { RETENTION, type PrivacyNotice } from '../../schema/contract/privacy.ts';
import { SIGN_IN_IDLE_MS } from '../auth/sign-in.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, SIGN_IN_WINDOW_MS } from '../auth/sign-in-limits.ts';
import { LINK_TTL_MS } from '../auth/sign-up.ts';
import { readConfig } from '../env.ts';
import { UNUSED_IMAGE_GRACE_MS } from '../images/images.ts';
import { PROCESSED_WEBHOOK_RETENTION_DAYS } from '../scheduled.ts';
import { api } from '../test/http.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

describe('GET /api/privacy-notice', () => {
  it('names the information officer, or says plainly that this server has none yet', async () => {
    const res = await api('/api/privacy-notice');
    expect(res.status).toBe(200);
    const notice = await res.json<PrivacyNotice>();
    // wrangler.toml leaves the officer empty, as on every local server.
    expect(notice).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      informationOfficer: { name: expect.stringContaining('not yet named'), email: null, configured: false },
    });
  });

  it('reads the officer from INFORMATION_OFFICER_NAME and INFORMATION_OFFICER_EMAIL, set together', () => {
    const named = {
      ...env,
      INFORMATION_OFFICER_NAME: 'Nomsa Dube',
      INFORMATION_OFFICER_EMAIL: 'privacy@sebenza.example',
    };
    expect(readConfig(named).informationOfficer).toEqual({ name: 'Nomsa Dube', email: 'privacy@sebenza.example' });
    expect(() => readConfig({ ...env, INFORMATION_OFFICER_NAME: 'Nomsa Dube' })).toThrow(/must be set together/);
  });
});

describe('what /privacy says about keeping things', () => {
  it('is what the Worker does', () => {
    expect(RETENTION.signInIdleDays * DAY_MS).toBe(SIGN_IN_IDLE_MS);
    expect(RETENTION.signInAttemptMinutes * MINUTE_MS).toBe(SIGN_IN_WINDOW_MS);
    expect(RETENTION.knownDeviceDays * 86_400).toBe(DEVICE_COOKIE_MAX_AGE_SECONDS);
    expect(RETENTION.signUpLinkHours * HOUR_MS).toBe(LINK_TTL_MS);
    expect(RETENTION.webhookEventDays).toBe(PROCESSED_WEBHOOK_RETENTION_DAYS);
    expect(RETENTION.unusedImageDays * DAY_MS).toBe(UNUSED_IMAGE_GRACE_MS);
  });
});
