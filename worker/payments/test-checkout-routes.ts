import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatRand } from '../../schema/contract/money-rules.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { readFormFields } from '../http/form-body.ts';
import { htmlPage } from '../http/html-page.ts';
import { route } from '../http/route-policy.ts';
import { sandboxPayments } from './payments-for.ts';
import { PaymentProviderError } from './provider.ts';
import type { SandboxCheckout, SandboxPayments } from './sandbox.ts';

/**
 * The test checkout's page (`GET/POST /api/test-checkout/{token}`), served only when the app's own test checkout
 * is the configured provider. Plain server-rendered HTML like the sign-in pages: a form with Pay and Decline that
 * works without JavaScript. Paying here moves no money: it sends the provider events a real checkout would,
 * through the real webhook route (sandbox.ts), then returns the buyer to the app.
 */
// For anyone holding the link: the page itself lets in only the checkout's owner (findCheckout), as a page.
export const testCheckoutPages = new Hono<AppEnv>()
  .get('/:token', route({ who: 'anyone' }), async (c) => {
    const found = await findCheckout(c);
    if ('page' in found) return found.page;
    const { checkout } = found;
    if (checkout.state !== 'open') return c.html(finishedPage(checkout));
    if (isExpired(checkout)) return c.html(expiredPage(checkout), 410);
    return c.html(checkoutPage(checkout, new URL(c.req.url).pathname));
  })
  .post('/:token', route({ who: 'anyone', bumps: [] }), async (c) => {
    const found = await findCheckout(c);
    if ('page' in found) return found.page;
    const { checkout, sandbox } = found;
    const action = await readAction(c.req.raw);
    if (!action) return c.html(messagePage('Choose Pay or Decline', 'Please use the Pay or Decline button.'), 400);
    if (checkout.state === 'paid') {
      // A second click on Pay (or a reload) after paying: the payment already went through.
      return action === 'pay'
        ? c.redirect(checkout.successUrl, 303)
        : c.html(messagePage('Already paid', 'This test checkout was already paid, so it cannot be declined.'), 409);
    }
    if (checkout.state === 'declined') {
      return action === 'decline'
        ? c.redirect(checkout.cancelUrl, 303)
        : c.html(messagePage('Checkout declined', 'This test checkout was declined. Please start again.'), 409);
    }
    try {
      if (isExpired(checkout)) {
        // As a provider does when a checkout times out: the app hears that it ended unpaid.
        await sandbox.decline(checkout);
        return c.html(expiredPage(checkout), 410);
      }
      if (action === 'pay') {
        await sandbox.pay(checkout);
        return c.redirect(checkout.successUrl, 303);
      }
      await sandbox.decline(checkout);
      return c.redirect(checkout.cancelUrl, 303);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      return c.html(messagePage('The test payment did not go through', err.message), 502);
    }
  });

type Found = { checkout: SandboxCheckout; sandbox: SandboxPayments } | { page: Response | Promise<Response> };

/** The checkout behind the path's token, if the caller may act on it; otherwise the page that says why. */
async function findCheckout(c: Context<AppEnv>): Promise<Found> {
  const sandbox = sandboxPayments(c);
  const page = (title: string, message: string, status: ContentfulStatusCode, signIn = false) => ({
    page: c.html(messagePage(title, message, signIn), status),
  });
  if (!sandbox) return page('No test checkout here', 'This server takes real payments; it has no test checkout.', 404);
  const checkout = await sandbox.readCheckout(c.req.param('token') ?? '');
  if (!checkout) {
    return page(
      'Checkout not found',
      'This test checkout does not exist or has long expired. Please start again.',
      404,
    );
  }
  const user = c.var.user;
  if (!user) return page('Please sign in', 'Sign in with the account that started this checkout.', 401, true);
  if (checkout.userId !== user.id) {
    return page('Not your checkout', 'This test checkout was started by another account.', 403);
  }
  return { checkout, sandbox };
}

const isExpired = (checkout: SandboxCheckout) => Date.parse(checkout.expiresAt) <= Date.now();

/** The button pressed, or null when the post is not the page's form (the page then asks again, with a 400). */
async function readAction(request: Request): Promise<'pay' | 'decline' | null> {
  let action: string | undefined;
  try {
    action = (await readFormFields(request)).action;
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
  return action === 'pay' || action === 'decline' ? action : null;
}

const amountOf = (checkout: SandboxCheckout) =>
  checkout.interval === 'month'
    ? `${formatRand(checkout.amountCents)} per month`
    : formatRand(checkout.amountCents, { cents: 'always' });

function checkoutPage(checkout: SandboxCheckout, action: string) {
  const amount = amountOf(checkout);
  return testPage({
    title: 'Test checkout',
    body: html`<p class="test" role="note">
        <strong>TEST CHECKOUT</strong> This is not a real payment page: no money moves and no card is needed.
      </p>
      <h1>Test checkout</h1>
      <dl>
        <dt>You are buying</dt>
        <dd>${checkout.description}</dd>
        <dt>Amount</dt>
        <dd class="amount">${amount}</dd>
        <dt>Account</dt>
        <dd>${checkout.email}</dd>
        <dt>Pay before</dt>
        <dd>${formatSastDateTime(checkout.expiresAt)}</dd>
      </dl>
      <form method="post" action="${action}">
        <div class="buttons">
          <button type="submit" name="action" value="pay">Pay ${amount} (test)</button>
          <button type="submit" name="action" value="decline" class="secondary">Decline</button>
        </div>
      </form>
      <p class="hint">
        Pay sends the payment events a real provider would; Decline ends this checkout unpaid. Either way you return to
        ${PRODUCT_NAME}.
      </p>`,
  });
}

function finishedPage(checkout: SandboxCheckout) {
  const paid = checkout.state === 'paid';
  return testPage({
    title: paid ? 'Already paid' : 'Checkout declined',
    body: html`<p class="test" role="note"><strong>TEST CHECKOUT</strong> No money moves.</p>
      <h1>${paid ? 'Already paid' : 'Checkout declined'}</h1>
      <p>${paid ? 'This test checkout was paid.' : 'This test checkout was declined.'}</p>
      <p><a href="${paid ? checkout.successUrl : checkout.cancelUrl}">Back to ${PRODUCT_NAME}</a></p>`,
  });
}

function expiredPage(checkout: SandboxCheckout) {
  return testPage({
    title: 'Checkout expired',
    body: html`<p class="test" role="note"><strong>TEST CHECKOUT</strong> No money moves.</p>
      <h1>Checkout expired</h1>
      <p class="error" role="alert">This test checkout expired before it was paid. Please start again.</p>
      <p><a href="${checkout.cancelUrl}">Back to ${PRODUCT_NAME}</a></p>`,
  });
}

function messagePage(title: string, message: string, signIn = false) {
  return testPage({
    title,
    body: html`<p class="test" role="note"><strong>TEST CHECKOUT</strong> No money moves.</p>
      <h1>${title}</h1>
      <p class="error" role="alert">${message}</p>
      <p>${signIn ? html`<a href="/api/login">Sign in</a> · ` : ''}<a href="/">Back to ${PRODUCT_NAME}</a></p>`,
  });
}

/** Every test checkout page: the shared shell with this page's CSS and "(test)" in the document title. */
const testPage = ({ title, body }: { title: string; body: HtmlEscapedString | Promise<HtmlEscapedString> }) =>
  htmlPage({ title, css: PAGE_CSS, body, titleSuffix: ' (test)' });

/** On top of the shared page look (htmlPage): the test banner (yellow, so it cannot be mistaken for a real checkout). */
const PAGE_CSS = `h1{font-size:1.5rem;margin:.5rem 0}
.test{background:#fff7d6;border:2px dashed #b38600;padding:.75rem;border-radius:.5rem;margin:0 0 1rem}
.test strong{display:block;letter-spacing:.05em}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1rem 0}dt{color:#4a4458}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
form{margin:1rem 0}.buttons{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#5b3f8f;color:#fff;cursor:pointer;flex:1 1 10rem}
button:hover{background:#4a3275}button.secondary{background:#fff;color:#5b3f8f;border:2px solid #5b3f8f}
button.secondary:hover{background:#efe9f8}
button:focus,a:focus{outline:3px solid #f5b800;outline-offset:2px}a{color:#5b3f8f}
.hint{font-size:.9rem;color:#4a4458}
.error{background:#fde8e8;border:1px solid #e0a0a0;color:#8a1c1c;padding:.75rem;border-radius:.5rem}
`;
