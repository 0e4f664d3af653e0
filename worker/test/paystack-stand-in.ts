import { Hono } from 'hono';
import { vi } from 'vitest';
import { signPaystackPayload as signWithPaystackScheme } from '../payments/paystack.ts';

/**
 * A stand-in for the part of Paystack's REST API the app calls (customers, plans, transaction initialize and
 * verify, subscriptions, refunds), for worker tests: the isolate's outbound fetch to api.paystack.co is answered here
 * (`intercept()`), every request is recorded with its JSON body, and answers have the shapes of Paystack's
 * documented samples (`{ status, message, data }`; `{ status: false, message }` on errors), and the transfer API coach
 * payouts use (banks, account validation, recipients, transfers). It refuses what
 * Paystack refuses that the app could get wrong: a wrong key, a reference with characters Paystack does not
 * allow or used twice, an unknown plan, a disable without the subscription's email token.
 */

export const PAYSTACK_TEST_SECRET_KEY = 'sk_test_paystack_stand_in_secret_key';

const PAYSTACK_HOST = 'api.paystack.co';

export type PaystackRequest = { method: string; path: string; headers: Headers; body: Record<string, unknown> | null };

type Failure = { status: number; message?: string } | 'network' | 'hang';

type StandInSubscription = { code: string; emailToken: string; status: string };

/** A transaction as Paystack holds it: 'abandoned' until paid, then 'success' (amount in the currency's subunit). */
export type StandInTransaction = { reference: string; status: string; amount: number; currency: string };

/** A transfer as Paystack holds it once queued (amount in cents). */
export type StandInTransfer = { reference: string; amount: number; transfer_code: string; status: string };

/** South African banks as Paystack lists them (`type: 'basa'`). */
export const STAND_IN_BANKS = [
  { code: '632005', name: 'Absa Bank Limited, South Africa' },
  { code: '470010', name: 'Capitec Bank Limited' },
  { code: '250655', name: 'First National Bank' },
];

/** An account number the stand-in's account validation never confirms. */
export const UNVERIFIABLE_ACCOUNT = '1111111111';

export function paystackStandIn(options: { secretKey?: string; plans?: string[]; subscriptions?: string[] } = {}) {
  const secretKey = options.secretKey ?? PAYSTACK_TEST_SECRET_KEY;
  const plans = new Set(options.plans ?? []);
  const subscriptions = new Map<string, StandInSubscription>(
    (options.subscriptions ?? []).map((code) => [code, { code, emailToken: `token_${code}`, status: 'active' }]),
  );
  const transactions = new Map<string, StandInTransaction>();
  const recipients = new Set<string>();
  const transfers = new Map<string, StandInTransfer>();
  const requests: PaystackRequest[] = [];
  const failures: Failure[] = [];
  let sequence = 0;
  const nextCode = (prefix: string) => `${prefix}_standin${++sequence}`;

  const ok = (message: string, data?: unknown) => Response.json({ status: true, message, data });
  const refuse = (status: number, message: string) => Response.json({ status: false, message }, { status });
  const bodyOf = () => requests.at(-1)!.body ?? {};

  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.header('Authorization') !== `Bearer ${secretKey}`) return refuse(401, 'Invalid key');
    await next();
  });

  app.post('/customer', () => {
    const body = bodyOf();
    return ok('Customer created', {
      email: body.email,
      integration: 100032,
      domain: 'test',
      customer_code: nextCode('CUS'),
      id: sequence,
      identified: false,
    });
  });

  app.post('/plan', () => {
    const body = bodyOf();
    const planCode = nextCode('PLN');
    plans.add(planCode);
    return ok('Plan created', { ...body, plan_code: planCode, id: sequence, domain: 'test' });
  });

  app.post('/transaction/initialize', () => {
    const body = bodyOf();
    const reference = typeof body.reference === 'string' ? body.reference : nextCode('ref');
    if (!/^[A-Za-z0-9.=-]+$/.test(reference)) {
      return refuse(400, 'Invalid transaction reference. Only -, ., = and alphanumeric characters allowed.');
    }
    if (transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
    if (body.plan !== undefined && !plans.has(String(body.plan))) return refuse(400, 'Plan not found');
    transactions.set(reference, {
      reference,
      status: 'abandoned',
      amount: Number(body.amount),
      currency: String(body.currency ?? 'NGN'),
    });
    const accessCode = nextCode('access');
    return ok('Authorization URL created', {
      authorization_url: `https://checkout.paystack.com/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  });

  app.get('/transaction/verify/:reference', (c) => {
    const transaction = transactions.get(c.req.param('reference'));
    if (!transaction) return refuse(400, 'Transaction reference not found');
    return ok('Verification successful', {
      id: 4099260516,
      domain: 'test',
      ...transaction,
      gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: transaction.status === 'success' ? '2026-11-08T10:15:19.000Z' : null,
      channel: 'card',
    });
  });

  app.get('/subscription/:code', (c) => {
    const subscription = subscriptions.get(c.req.param('code'));
    if (!subscription) return refuse(404, 'Subscription not found');
    return ok('Subscription retrieved successfully', {
      subscription_code: subscription.code,
      email_token: subscription.emailToken,
      status: subscription.status,
    });
  });

  // Creates a subscription for a customer and plan, charging the customer's most recent card from `start_date`
  // (https://paystack.com/docs/api/subscription/#create).
  app.post('/subscription', () => {
    const body = bodyOf();
    if (typeof body.customer !== 'string' || !body.customer) return refuse(400, 'Customer is required');
    if (typeof body.plan !== 'string' || !plans.has(body.plan)) return refuse(400, 'Plan not found');
    const code = nextCode('SUB');
    const subscription = { code, emailToken: `token_${code}`, status: 'active' };
    subscriptions.set(code, subscription);
    return ok('Subscription successfully created', {
      customer: sequence,
      plan: sequence,
      status: 'active',
      start: typeof body.start_date === 'string' ? Math.floor(Date.parse(body.start_date) / 1000) : null,
      subscription_code: code,
      email_token: subscription.emailToken,
    });
  });

  app.post('/subscription/disable', () => {
    const body = bodyOf();
    const subscription = subscriptions.get(String(body.code));
    if (!subscription || subscription.emailToken !== body.token || subscription.status !== 'active') {
      return refuse(400, 'Subscription with code not found or already inactive');
    }
    subscription.status = 'non-renewing';
    return ok('Subscription disabled successfully');
  });

  /** Refunded so far per transaction reference: Paystack refuses a refund beyond what was paid. */
  const refunded = new Map<string, number>();
  app.post('/refund', () => {
    const body = bodyOf();
    const transaction = transactions.get(String(body.transaction));
    if (!transaction || transaction.status !== 'success') return refuse(400, 'Transaction not found');
    const amount = body.amount === undefined ? transaction.amount : Number(body.amount);
    const already = refunded.get(transaction.reference) ?? 0;
    if (!Number.isSafeInteger(amount) || amount <= 0 || already + amount > transaction.amount) {
      return refuse(400, 'Refund amount cannot be more than the transaction amount');
    }
    refunded.set(transaction.reference, already + amount);
    return ok('Refund has been queued for processing', {
      transaction: { reference: transaction.reference, amount: transaction.amount, currency: transaction.currency },
      integration: 100032,
      deducted_amount: 0,
      channel: null,
      merchant_note: body.merchant_note ?? null,
      customer_note: body.customer_note ?? null,
      status: 'pending',
      refunded_by: 'standin@example.co.za',
      expected_at: '2026-11-18T10:15:19.000Z',
      currency: transaction.currency,
      domain: 'test',
      amount,
      fully_deducted: false,
      id: ++sequence,
    });
  });

  // --- transfers (coach payouts) ---
  app.get('/bank', (c) => {
    if (c.req.query('country') !== 'south africa' || c.req.query('currency') !== 'ZAR')
      return ok('Banks retrieved', []);
    return ok(
      'Banks retrieved',
      STAND_IN_BANKS.map((bank, i) => ({
        id: i + 1,
        ...bank,
        slug: bank.name.toLowerCase(),
        active: true,
        type: 'basa',
      })),
    );
  });

  app.post('/bank/validate', () => {
    const body = bodyOf();
    const known = STAND_IN_BANKS.some((bank) => bank.code === body.bank_code);
    if (!known || body.country_code !== 'ZA') return refuse(400, 'Invalid bank code');
    // An account is confirmed for its holder's name and ID number; the stand-in refuses one account number.
    const verified = body.account_number !== UNVERIFIABLE_ACCOUNT && /^\d{13}$/.test(String(body.document_number));
    return ok('Personal Account Verification attempted', {
      verified,
      verificationMessage: verified ? 'Account is verified successfully' : 'Account could not be verified',
    });
  });

  app.post('/transferrecipient', () => {
    const body = bodyOf();
    if (body.type !== 'basa' || body.currency !== 'ZAR') return refuse(400, 'Invalid recipient type or currency');
    const code = nextCode('RCP');
    recipients.add(code);
    return ok('Transfer recipient created successfully', {
      active: true,
      currency: 'ZAR',
      name: body.name,
      recipient_code: code,
      type: 'basa',
      details: { account_number: body.account_number, bank_code: body.bank_code },
    });
  });

  app.post('/transfer', () => {
    const body = bodyOf();
    const reference = String(body.reference ?? '');
    if (!/^[a-z0-9_-]+$/.test(reference)) return refuse(400, 'Invalid transfer reference');
    if (transfers.has(reference)) return refuse(400, 'Duplicate Transfer Reference');
    if (!recipients.has(String(body.recipient))) return refuse(400, 'Recipient not found');
    const transfer = { reference, amount: Number(body.amount), transfer_code: nextCode('TRF'), status: 'pending' };
    transfers.set(reference, transfer);
    return ok('Transfer has been queued', { ...transfer, currency: body.currency, source: body.source });
  });

  app.all('*', () => refuse(404, 'Not found'));

  async function handle(request: Request, signal: AbortSignal | null | undefined): Promise<Response> {
    const text = request.method === 'GET' ? '' : new TextDecoder().decode(await request.clone().arrayBuffer());
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
    const failure = failures.shift();
    if (failure === 'network') throw new TypeError('Network connection lost.');
    if (failure === 'hang') {
      // Never answers: only the client's own timeout ends the call.
      return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    }
    if (failure) return refuse(failure.status, failure.message ?? 'An error occurred');
    return app.fetch(request);
  }

  return {
    /** Every request the client sent, in order. */
    requests,
    /** Subscriptions as the stand-in holds them (status becomes non-renewing when disabled). */
    subscriptions,
    /**
     * Transactions as the stand-in holds them: one per initialize, and any a test adds (a payer can start one from
     * Paystack's popup with an amount, currency and reference of their own).
     */
    transactions,
    /** The payer pays an initialized transaction, by default exactly what it asked for. */
    pay(reference: string, paid: Partial<Pick<StandInTransaction, 'amount' | 'currency'>> = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The stand-in never initialized ${reference}.`);
      transactions.set(reference, { ...transaction, ...paid, status: 'success' });
    },
    /** Transfers the app sent, by reference (Paystack refuses a second one with the same reference). */
    transfers,
    /** The next request fails this way. */
    failNext(failure: Failure) {
      failures.push(failure);
    },
    /** Answers the isolate's requests to api.paystack.co from now on; `vi.restoreAllMocks()` undoes it. */
    intercept() {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).host !== PAYSTACK_HOST) return realFetch(input, init);
        return handle(request, init?.signal ?? request.signal);
      });
    },
  };
}

/** Signs a webhook body as Paystack does: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export const signPaystackPayload = (payload: string, secretKey = PAYSTACK_TEST_SECRET_KEY) =>
  signWithPaystackScheme(payload, secretKey);

/** Headers carrying `x-paystack-signature` for `payload`. */
export async function paystackSignedHeaders(payload: string, secretKey = PAYSTACK_TEST_SECRET_KEY) {
  return new Headers({ 'x-paystack-signature': await signPaystackPayload(payload, secretKey) });
}

const customer = {
  id: 57199167,
  first_name: 'Thandi',
  last_name: 'Mokoena',
  email: 'thandi@example.co.za',
  customer_code: 'CUS_standin1',
  phone: null,
  metadata: null,
  risk_action: 'default',
};

const subscriptionObject = (code: string) => ({
  status: 'active',
  subscription_code: code,
  email_token: `token_${code}`,
  amount: 29_900,
  cron_expression: '0 0 8 * *',
  next_payment_date: '2026-12-08T00:00:00.000Z',
  open_invoice: null,
});

/**
 * Paystack webhook bodies, shaped as Paystack's documented samples (PaystackOSS/doc-code-snippets,
 * src/doc/payments/webhooks/events/*.json) in rand, with `overrides` merged into `data`.
 */
export const paystackEvents = {
  chargeSuccess: (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      event: 'charge.success',
      data: {
        id: 302961,
        domain: 'test',
        status: 'success',
        reference: 'sbz-sub-7-0123456789abcdef',
        amount: 29_900,
        gateway_response: 'Approved',
        paid_at: '2026-11-08T10:15:19.000Z',
        created_at: '2026-11-08T10:14:56.000Z',
        channel: 'card',
        currency: 'ZAR',
        metadata: { sebenza_subscription_id: '7', cancel_action: 'https://sebenza.test/sebenza-coaching' },
        customer,
        plan: {},
        ...overrides,
      },
    }),
  invoice: (
    event: 'invoice.create' | 'invoice.update' | 'invoice.payment_failed',
    overrides: Record<string, unknown> = {},
  ) =>
    JSON.stringify({
      event,
      data: {
        domain: 'test',
        invoice_code: 'INV_standin1',
        amount: 29_900,
        period_start: '2026-11-08T00:00:00.000Z',
        period_end: '2026-12-08T00:00:00.000Z',
        status: 'success',
        paid: true,
        paid_at: '2026-11-08T00:00:06.000Z',
        description: null,
        subscription: subscriptionObject('SUB_standin1'),
        customer,
        transaction: { reference: 'rdtmivs7zf', status: 'success', amount: 29_900, currency: 'ZAR' },
        created_at: '2026-11-05T00:00:02.000Z',
        ...overrides,
      },
    }),
  subscription: (
    event: 'subscription.create' | 'subscription.enable' | 'subscription.not_renew' | 'subscription.disable',
    overrides: Record<string, unknown> = {},
  ) =>
    JSON.stringify({
      event,
      data: {
        domain: 'test',
        ...subscriptionObject('SUB_standin1'),
        status:
          { 'subscription.not_renew': 'non-renewing', 'subscription.disable': 'complete' }[event as string] ?? 'active',
        plan: {
          name: 'Sebenza Coaching',
          plan_code: 'PLN_standin1',
          amount: 29_900,
          interval: 'monthly',
          currency: 'ZAR',
        },
        customer,
        createdAt: '2026-10-08T10:15:24.000Z',
        created_at: '2026-10-08T10:15:24.000Z',
        ...overrides,
      },
    }),
  /** Paystack's refund events (its samples: the transaction and amount, as a string; no refund id nor metadata). */
  refund: (
    event: 'refund.pending' | 'refund.processing' | 'refund.processed' | 'refund.failed',
    overrides: Record<string, unknown> = {},
  ) =>
    JSON.stringify({
      event,
      data: {
        status: event.slice('refund.'.length),
        transaction_reference: 'sbz-seat-1-0123456789abcdef',
        refund_reference: event === 'refund.processed' ? '132013318360' : null,
        amount: '5000',
        currency: 'ZAR',
        processor: 'mpgs_zen',
        customer: { first_name: customer.first_name, last_name: customer.last_name, email: customer.email },
        integration: 412829,
        domain: 'test',
        ...overrides,
      },
    }),
  /** A transfer's outcome (sample: doc/payments/webhooks/events/transfer-successful.json), in rand. */
  transfer: (
    event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
    overrides: { reference: string; amount: number } & Record<string, unknown>,
  ) =>
    JSON.stringify({
      event,
      data: {
        domain: 'test',
        currency: 'ZAR',
        reason: 'Sebenza coaching earnings',
        source: 'balance',
        status: { 'transfer.success': 'success', 'transfer.failed': 'failed' }[event as string] ?? 'reversed',
        transfer_code: `TRF_${overrides.reference}`,
        recipient: { recipient_code: 'RCP_standin1', type: 'basa', currency: 'ZAR' },
        created_at: '2026-11-01T02:00:01.000Z',
        updated_at: '2026-11-01T02:00:05.000Z',
        ...overrides,
      },
    }),
};
