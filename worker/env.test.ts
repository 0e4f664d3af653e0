import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { readConfig, type AppBindings } from './env.ts';

/** What a rehearsal of production (staging, a preview) must set for itself: none of the public development values. */
const OWN_SECRETS = {
  APP_ORIGIN: 'https://staging.sebenza.example',
  CALENDAR_FEED_KEY: btoa('s'.repeat(32)),
  REMINDER_LINK_KEY: 'a-long-random-reminder-link-key-for-staging-only',
  SANDBOX_WEBHOOK_SECRET: 'whsec_staging_its_own_secret',
};

const bindings = (vars: Partial<AppBindings>): AppBindings => ({ ...env, ...vars });

describe('where the app runs', () => {
  it('refuses to start outside development and test without APP_ORIGIN', () => {
    for (const APP_ENV of ['production', 'staging', 'preview']) {
      expect(() => readConfig(bindings({ APP_ENV, ...OWN_SECRETS, APP_ORIGIN: '' })), APP_ENV).toThrow(
        /APP_ORIGIN must be set outside development and test/,
      );
    }
    expect(readConfig(bindings({ APP_ENV: 'production', APP_ORIGIN: 'https://sebenza.example/' })).origin).toBe(
      'https://sebenza.example',
    );
  });

  it('refuses to start a staging or preview server on the public development secrets', () => {
    for (const APP_ENV of ['staging', 'preview']) {
      expect(() => readConfig(bindings({ APP_ENV, APP_ORIGIN: OWN_SECRETS.APP_ORIGIN })), APP_ENV).toThrow(
        `APP_ENV=${APP_ENV} needs its own secrets (the development ones are public): set CALENDAR_FEED_KEY, REMINDER_LINK_KEY, SANDBOX_WEBHOOK_SECRET`,
      );
    }
  });

  it('gives a staging server its own secrets and no development tools', () => {
    const config = readConfig(bindings({ APP_ENV: 'staging', ...OWN_SECRETS }));
    expect(config).toMatchObject({
      devToolsEnabled: false,
      origin: OWN_SECRETS.APP_ORIGIN,
      payments: { provider: 'sandbox', webhookSecret: OWN_SECRETS.SANDBOX_WEBHOOK_SECRET },
      calendarFeedKey: OWN_SECRETS.CALENDAR_FEED_KEY,
      reminderLinkKey: OWN_SECRETS.REMINDER_LINK_KEY,
      // Nobody could read what a local stand-in recorded there: without a provider, the channel is not offered.
      email: null,
      whatsapp: null,
    });
  });

  it('serves the outbox, the local deliveries and the demo sign-in in development and test only', async () => {
    const app = createApp();
    const staging = bindings({ APP_ENV: 'staging', ...OWN_SECRETS });
    for (const path of ['/api/dev/outbox', '/api/dev/outbox/messages', '/api/dev-login-form']) {
      const res = await app.fetch(new Request(`http://localhost${path}`), staging, createExecutionContext());
      expect(res.status, path).toBe(404);
    }
    const here = await app.fetch(new Request('http://localhost/api/dev/outbox/messages'), env, createExecutionContext());
    expect(here.status).toBe(200);
  });
});
