import { Hono } from 'hono';
import { html } from 'hono/html';
import {
  CONSENT_MESSAGES,
  GUARDIAN_LINK_TTL_DAYS,
  GUARDIAN_RELATIONSHIP_LABELS,
  GuardianTokenSchema,
  type GuardianRelationship,
} from '../../schema/contract/consents.ts';
import { PRIVACY_NOTICE_PATH, PRODUCT_NAME } from '../../schema/contract/product.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { readFormFields } from '../http/form-body.ts';
import { htmlPage } from '../http/html-page.ts';
import { EVERY_DOMAIN, route } from '../http/route-policy.ts';
import { confirmGuardianConsent, findGuardianRequest, GUARDIAN_CONSENT_PATH } from './guardian-consent.ts';

/**
 * The page a parent or guardian's emailed link opens (decision 021), served by the Worker as plain HTML so it works on
 * any phone without the app: what the young person asked, what agreeing allows and what we keep, and an "I agree"
 * button. The GET only shows; the button's POST records the consent, so a mail scanner that opens the link agrees to
 * nothing.
 */
export const guardianConsentPages = new Hono<AppEnv>()
  .get('/guardian-consent', route({ who: 'anyone' }), async (c) => {
    const parsed = GuardianTokenSchema.safeParse({ token: c.req.query('token') });
    const request = parsed.success ? await findGuardianRequest(c.var.db, parsed.data.token) : null;
    if (!parsed.success || !request) return c.html(linkExpiredPage(), 400);
    return c.html(consentPage(parsed.data.token, request));
  })
  .post('/guardian-consent', route({ who: 'anyone', bumps: EVERY_DOMAIN }), async (c) => {
    const parsed = GuardianTokenSchema.safeParse(await readFormFields(c.req.raw));
    if (!parsed.success) return c.html(linkExpiredPage(), 400);
    try {
      const { firstName } = await confirmGuardianConsent(c.var.db, parsed.data.token);
      return c.html(thankYouPage(firstName));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return c.html(linkExpiredPage(), err.status);
    }
  });

function consentPage(
  token: string,
  request: { guardianName: string; relationship: GuardianRelationship; firstName: string; lastName: string },
) {
  const name = `${request.firstName} ${request.lastName}`.trim();
  const relationship = GUARDIAN_RELATIONSHIP_LABELS[request.relationship].toLowerCase();
  return htmlPage({
    title: `Do you agree to ${name} using ${PRODUCT_NAME}?`,
    css: PAGE_CSS,
    body: html`<h1>Do you agree to ${name} using ${PRODUCT_NAME}?</h1>
      <p class="lead">
        Hello ${request.guardianName}. ${name} told us they are under 18 and that you are their ${relationship}.
      </p>
      <h2>What ${PRODUCT_NAME} is</h2>
      <p>
        A place where people learn from mentors how to earn an income: group sessions, events, community chat rooms and
        one-on-one coaching.
      </p>
      <h2>What you agree to</h2>
      <ul>
        <li>Mentors and other members can see ${request.firstName}'s profile: their name, photo, town and goals.</li>
        <li>${request.firstName} can send messages in community chat rooms and to a coach.</li>
        <li>${request.firstName} can apply to be a mentor and share a success story.</li>
      </ul>
      <h2>Until you agree</h2>
      <p>
        ${request.firstName} can read, learn and join group sessions (the mentor who hosts a session sees who joined),
        but members do not see their profile and they cannot send messages.
      </p>
      <h2>What we keep</h2>
      <p>
        Your name, your email address, that you are their ${relationship}, and when you agreed: the law (POPIA) asks us
        to be able to show who agreed. Read our <a href="${PRIVACY_NOTICE_PATH}">privacy notice</a> for everything we
        collect and why.
      </p>
      <form method="post" action="${GUARDIAN_CONSENT_PATH}">
        <input type="hidden" name="token" value="${token}" />
        <button type="submit">I agree</button>
      </form>
      <p>If you do not agree, close this page: nothing changes.</p>`,
  });
}

function thankYouPage(firstName: string) {
  return htmlPage({
    title: 'Thank you',
    css: PAGE_CSS,
    body: html`<h1>Thank you</h1>
      <p class="lead" role="status">
        You agreed. ${firstName} can now show their profile to mentors and send messages on ${PRODUCT_NAME}.
      </p>
      <p><a href="/">Go to ${PRODUCT_NAME}</a></p>`,
  });
}

function linkExpiredPage() {
  return htmlPage({
    title: 'This link does not work',
    css: PAGE_CSS,
    body: html`<h1>This link does not work</h1>
      <p class="error" role="alert">${CONSENT_MESSAGES.linkExpired}</p>
      <p>A link works once, for ${GUARDIAN_LINK_TTL_DAYS} days.</p>
      <p><a href="/">Go to ${PRODUCT_NAME}</a></p>`,
  });
}

/** The consent page's own rules, on top of the shared page look (htmlPage). */
const PAGE_CSS = `h1{font-size:1.5rem;margin:.25rem 0}h2{font-size:1.1rem;margin:1.25rem 0 .25rem}
.lead{color:#4a4458;margin-top:0}ul{padding-left:1.25rem}li{margin:.25rem 0}form{margin:1.5rem 0 .5rem}
button{font:inherit;font-weight:700;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#5b3f8f;color:#fff;cursor:pointer;min-height:44px}
button:hover{background:#4a3275}a{color:#5b3f8f}button:focus,a:focus{outline:3px solid #f5b800;outline-offset:2px}
.error{background:#fde8e8;border:1px solid #e0a0a0;color:#8a1c1c;padding:.75rem;border-radius:.5rem}
`;
