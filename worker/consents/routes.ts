import { Hono } from 'hono';
import { GuardianConsentRequestSchema, SignUpAnswersSchema } from '../../schema/contract/consents.ts';
import { emailSenderFor } from '../email/email-for.ts';
import type { AppEnv } from '../env.ts';
import { EVERY_DOMAIN, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { listConsents, recordWelcomeAnswers } from './consents.ts';
import { guardianConsentStatus, requestGuardianConsent } from './guardian-consent.ts';

/**
 * Under /api/me, the signed-in member's own consents (decision 021): the record of every consent, the
 * welcome page's terms-and-age answers for an account that never saw the sign-up form, and the request to a parent
 * or guardian. Each route checks sign-in itself: other routers share the /api/me prefix.
 */
export const consentsApi = new Hono<AppEnv>()
  .get('/consents', route({ who: 'member' }), async (c) => c.json(await listConsents(c.var.db, c.var.user.id)))
  .post(
    '/consents',
    route({ who: 'member', bumps: EVERY_DOMAIN }),
    validate('json', SignUpAnswersSchema),
    async (c) => {
      return c.json(await recordWelcomeAnswers(c.var.db, c.var.user.id, c.req.valid('json')), 201);
    },
  )
  .get('/guardian-consent', route({ who: 'member' }), async (c) =>
    c.json(await guardianConsentStatus(c.var.db, c.var.user.id)),
  )
  .post(
    '/guardian-consent',
    route({ who: 'member', bumps: EVERY_DOMAIN }),
    validate('json', GuardianConsentRequestSchema),
    async (c) => {
      const services = { db: c.var.db, email: emailSenderFor(c), origin: c.var.config.origin };
      return c.json(await requestGuardianConsent(services, c.var.user, c.req.valid('json')), 201);
    },
  );
