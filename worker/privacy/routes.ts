import { Hono } from 'hono';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import { PRIVACY_NOTICE_VERSION } from '../../schema/contract/consents-rules.ts';
import { DeleteAccountSchema, exportFileName, type PrivacyNotice } from '../../schema/contract/privacy.ts';
import { clearSignInCookies } from '../auth/sign-in.ts';
import { signInClient } from '../auth/sign-in-limits.ts';
import type { AppEnv } from '../env.ts';
import { EVERY_DOMAIN, publicRead, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { paymentsFor } from '../payments/payments-for.ts';
import { deleteAccount, deletionCheck } from './delete-account.ts';
import { exportAccountData } from './export.ts';
import { exportAccountHtml } from './export-html.ts';

/** Shown on a server where nobody has been named yet; the page labels it as such (`configured: false`). */
const PLACEHOLDER_OFFICER =
  'Information officer not yet named: set INFORMATION_OFFICER_NAME and INFORMATION_OFFICER_EMAIL';

/** `GET /api/privacy-notice` (public): what /privacy needs from the server, the information officer. */
export const privacyNoticeApi = new Hono<AppEnv>().get('/', route({ who: 'anyone', cache: publicRead() }), (c) => {
  const officer = c.var.config.informationOfficer;
  return c.json({
    version: PRIVACY_NOTICE_VERSION,
    informationOfficer: officer
      ? { name: officer.name, email: officer.email, configured: true }
      : { name: PLACEHOLDER_OFFICER, email: null, configured: false },
  } satisfies PrivacyNotice);
});

/**
 * /api/me (signed in): the member's POPIA rights over their own account (docs/decisions/020). Only ever the caller's
 * own data: nothing here takes another account's id.
 */
export const accountDataApi = new Hono<AppEnv>()
  // Access: a JSON file, streamed as it is read.
  .get('/export', route({ who: 'member' }), (c) => {
    const now = new Date();
    const body = exportAccountData(c.var.db, c.var.user, { now });
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now.toISOString().slice(0, 10))}"`,
    });
  })
  // The same data as a page to read and print (export-html.ts): opened in the browser rather than saved.
  .get('/export/readable', route({ who: 'member' }), (c) => {
    const now = new Date();
    const body = exportAccountHtml(c.var.db, c.var.user, { now });
    return c.body(body, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `inline; filename="${exportFileName(now.toISOString().slice(0, 10), 'html')}"`,
    });
  })
  .get('/deletion', route({ who: 'member' }), async (c) => c.json(await deletionCheck(c.var.db, c.var.user.id)))
  // Deletion: confirmed with the password (or the email, without one); the browser is signed out by the answer.
  .delete('/', route({ who: 'member', bumps: EVERY_DOMAIN }), validate('json', DeleteAccountSchema), async (c) => {
    const services = {
      db: c.var.db,
      bucket: c.env.IMAGES,
      client: await signInClient(c),
      providerFor: (name: PaymentProviderName) => paymentsFor(c, name),
      liveSocketsOf: c.var.liveSocketsOf,
    };
    const deleted = await deleteAccount(services, c.var.user, c.req.valid('json'));
    // The claim and the mentor hint repeat the account's name, email and mentor id: nothing of it stays on the device.
    clearSignInCookies(c);
    return c.json(deleted);
  });
