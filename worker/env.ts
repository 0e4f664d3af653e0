import * as z from 'zod';
import type { AgeGroup } from '../schema/contract/consents-rules.ts';
import type { Db } from './db/client.ts';
import { isLoopbackUrl } from '../schema/contract/outside-address-rules.ts';
import { PRODUCT_NAME } from '../schema/contract/product.ts';

/**
 * Bindings and variables as the Worker receives them: `Env` is what wrangler.toml declares (generated into
 * worker-configuration.d.ts by `npm run cf-typegen`); the optional secrets come from `.dev.vars` or
 * `wrangler secret put`, which no configuration file names, so they are declared here.
 */
export type AppBindings = Env & {
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  /** The AI advisor's model provider; without it the offline advisor answers (worker/ai/advisor-for.ts). */
  OPENAI_API_KEY?: string;
  /** How long the model may take to answer, and to send each next piece of a streamed reply (default 20 s). */
  OPENAI_TIMEOUT_MS?: string;
  /** Payments (worker/payments): which provider, when more than one key is set. */
  PAYMENT_PROVIDER?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Paystack signs its webhooks with the secret key itself (HMAC-SHA512). */
  PAYSTACK_SECRET_KEY?: string;
  /** The test checkout's webhook signing secret (a fixed development value when unset). */
  SANDBOX_WEBHOOK_SECRET?: string;
  /** AES-256 key (32 random bytes, base64) that keeps calendar feed URLs showable to their owners (decision 017). */
  CALENDAR_FEED_KEY?: string;
  /** Email (worker/email): Resend's API key and the sender address, e.g. `Sebenza <hello@sebenza.example>`. */
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
  /**
   * The site's own address (e.g. `https://sebenza.co.za`): links in emails and WhatsApp messages, which the scheduled
   * sender writes without a request to take it from.
   */
  APP_ORIGIN?: string;
  /** WhatsApp Business Cloud API: a system user's access token and the sending number's id (worker/notifications). */
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  /** Signs the one-tap "can't make it" links in reminders (any long random text: `openssl rand -base64 32`). */
  REMINDER_LINK_KEY?: string;
  /** The operator's legal name, postal address and VAT number, printed on receipts and credit notes. */
  BUSINESS_NAME?: string;
  BUSINESS_ADDRESS?: string;
  VAT_NUMBER?: string;
  /** `npm run sim:latency` only: delay every D1 call by this many milliseconds (worker/db/simulated-latency.ts). */
  SIMULATED_D1_DELAY_MS?: string;
  /** The edge cache of public reads (worker/http/edge-cache.ts): `off` turns it off; it is off by default in tests. */
  EDGE_CACHE?: string;
};

/**
 * Where the app runs: on a developer's machine (`npm start`: development) or in the tests (test), in a rehearsal of
 * production that others can reach (staging, preview), or in production.
 */
const APP_ENVS = ['development', 'test', 'staging', 'preview', 'production'] as const;
export type AppEnvironment = (typeof APP_ENVS)[number];

/**
 * Only a developer's machine and the tests get the development tools (the one-click demo sign-in, the local outbox
 * and delivery listings, the local stand-ins for email and WhatsApp) and the public development secrets below.
 */
const onDevelopersMachine = (env: AppEnvironment) => env === 'development' || env === 'test';

/**
 * Configuration parsed once per isolate with zod, so a misconfigured deploy fails loudly on its first
 * request instead of misbehaving later.
 */
const ConfigSchema = z
  .object({
    APP_ENV: z.enum(APP_ENVS),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    PAYMENT_PROVIDER: z.enum(['stripe', 'paystack']).optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    CALENDAR_FEED_KEY: z
      .string()
      .refine(isAes256Key, 'CALENDAR_FEED_KEY must be 32 random bytes in base64 (openssl rand -base64 32)')
      .optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    EMAIL_FROM: z.string().min(3).optional(),
    INFORMATION_OFFICER_NAME: z.string().trim().min(1).optional(),
    INFORMATION_OFFICER_EMAIL: z.email().optional(),
    APP_ORIGIN: z
      .url()
      .transform((url) => new URL(url).origin)
      .optional(),
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID is the numeric id Meta shows for the sending number')
      .optional(),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/)
      .default('v23.0'),
    WHATSAPP_TEMPLATE_NAME: z.string().min(1).default('sebenza_notice'),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('en'),
    REMINDER_LINK_KEY: z.string().min(32, 'REMINDER_LINK_KEY must be at least 32 characters').optional(),
    BUSINESS_NAME: z.string().trim().min(1).default(PRODUCT_NAME),
    BUSINESS_ADDRESS: z.string().trim().min(1).optional(),
    // South African VAT numbers are ten digits starting with 4.
    VAT_NUMBER: z
      .string()
      .trim()
      .regex(/^4\d{9}$/, 'VAT_NUMBER is the ten-digit number SARS issued (it starts with 4)')
      .optional(),
  })
  .refine((c) => Boolean(c.OIDC_ISSUER) === Boolean(c.OIDC_CLIENT_ID), {
    message: 'OIDC_ISSUER and OIDC_CLIENT_ID must be set together',
  })
  .refine((c) => !c.OIDC_ISSUER || oidcIssuerAllowed(new URL(c.OIDC_ISSUER), c.APP_ENV), {
    message:
      'OIDC_ISSUER must be an https URL (http only in development and test, for a provider on this machine: 127.0.0.1, [::1] or localhost)',
  })
  .refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
  })
  .refine((c) => c.PAYMENT_PROVIDER !== 'stripe' || c.STRIPE_SECRET_KEY, {
    message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  })
  .refine((c) => c.PAYMENT_PROVIDER !== 'paystack' || c.PAYSTACK_SECRET_KEY, {
    message: 'PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY',
  })
  .refine((c) => c.PAYMENT_PROVIDER || !(c.STRIPE_SECRET_KEY && c.PAYSTACK_SECRET_KEY), {
    message: 'Both STRIPE_SECRET_KEY and PAYSTACK_SECRET_KEY are set: choose one with PAYMENT_PROVIDER',
  })
  .refine((c) => Boolean(c.RESEND_API_KEY) === Boolean(c.EMAIL_FROM), {
    message: 'RESEND_API_KEY and EMAIL_FROM must be set together',
  })
  .refine((c) => Boolean(c.INFORMATION_OFFICER_NAME) === Boolean(c.INFORMATION_OFFICER_EMAIL), {
    message: 'INFORMATION_OFFICER_NAME and INFORMATION_OFFICER_EMAIL must be set together',
  })
  .refine((c) => Boolean(c.WHATSAPP_TOKEN) === Boolean(c.WHATSAPP_PHONE_NUMBER_ID), {
    message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
  })
  .refine((c) => onDevelopersMachine(c.APP_ENV) || c.APP_ORIGIN, {
    message: 'APP_ORIGIN must be set outside development and test (e.g. https://sebenza.co.za): every link the app sends starts with it',
  })
  .superRefine((c, ctx) => {
    // A rehearsal of production (staging, a preview) is reachable by others: the public development secrets below
    // would let anyone sign its test payments or its reminder links, so it must have its own.
    if (onDevelopersMachine(c.APP_ENV) || c.APP_ENV === 'production') return;
    const missing = [
      ...(c.CALENDAR_FEED_KEY ? [] : ['CALENDAR_FEED_KEY']),
      ...(c.REMINDER_LINK_KEY ? [] : ['REMINDER_LINK_KEY']),
      ...(c.STRIPE_SECRET_KEY || c.PAYSTACK_SECRET_KEY || c.SANDBOX_WEBHOOK_SECRET ? [] : ['SANDBOX_WEBHOOK_SECRET']),
    ];
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `APP_ENV=${c.APP_ENV} needs its own secrets (the development ones are public): set ${missing.join(', ')}`,
      });
    }
  });

/**
 * Sign-in trusts the provider's answers because they come over TLS. A developer's or a test's provider on this machine
 * (Keycloak, oidc-provider) may speak plain http in development and test: nothing crosses a network there.
 */
function oidcIssuerAllowed(issuer: URL, appEnv: AppEnvironment): boolean {
  if (issuer.protocol === 'https:') return true;
  return issuer.protocol === 'http:' && onDevelopersMachine(appEnv) && isLoopbackUrl(issuer);
}

/** Signs the test checkout's events when SANDBOX_WEBHOOK_SECRET is unset (development and tests only). */
const DEVELOPMENT_SANDBOX_WEBHOOK_SECRET = 'whsec_sebenza_local_test_checkout';

/**
 * Encrypts calendar feed tokens when CALENDAR_FEED_KEY is unset in development and tests, so `npm start`, the tests
 * and CI need no secret. Public on purpose: it protects nothing but local data.
 */
const DEVELOPMENT_CALENDAR_FEED_KEY = 'c2ViZW56YS1sb2NhbC1jYWxlbmRhci1mZWVkLWtleSE=';

/** Where `npm start` serves the app by default: the site's origin in development and tests when APP_ORIGIN is unset. */
const DEVELOPMENT_ORIGIN = 'http://localhost:8787';

/** Signs "can't make it" links when REMINDER_LINK_KEY is unset in development and tests. Public: it guards local data only. */
const DEVELOPMENT_REMINDER_LINK_KEY = 'sebenza-local-reminder-link-key-not-a-secret';

function isAes256Key(value: string): boolean {
  try {
    return atob(value).length === 32;
  } catch {
    return false;
  }
}

/** Who takes payments on this deployment (worker/payments/payments-for.ts), or null when nobody can. */
export type PaymentsConfig =
  | { provider: 'stripe'; secretKey: string; webhookSecret: string }
  | { provider: 'paystack'; secretKey: string }
  | { provider: 'sandbox'; webhookSecret: string };

export type AppConfig = {
  env: AppEnvironment;
  /**
   * The development tools (the one-click demo sign-in, the local outbox and delivery listings, local stand-ins for
   * email, WhatsApp and payouts) exist in development and test only.
   */
  devToolsEnabled: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | null;
  /** The model provider behind /api/ai/*, or null when no key is set (the offline advisor answers). */
  openai: { apiKey: string; baseURL: string; model: string; timeoutMs: number } | null;
  /**
   * The payment provider. Without a key the app's own test checkout takes "payments" outside production (staging and
   * previews sign its events with their own SANDBOX_WEBHOOK_SECRET); production without a key has none (paid routes
   * answer 503).
   */
  payments: PaymentsConfig | null;
  /**
   * The key (base64, 32 bytes) calendar feed tokens are encrypted with, so their owners can see the URL again; null
   * in production without the secret, where a new feed URL is shown once and can afterwards only be replaced.
   */
  calendarFeedKey: string | null;
  /**
   * Who sends email (worker/email). Without a key the local outbox keeps messages in development and tests; elsewhere
   * without a key none is sent (sign-up by email answers 503).
   */
  email: EmailConfig | null;
  /**
   * The information officer /privacy names (POPIA), from INFORMATION_OFFICER_NAME and INFORMATION_OFFICER_EMAIL;
   * null where nobody has been named (the page then shows a labelled placeholder; `npm run deploy` refuses).
   */
  informationOfficer: { name: string; email: string } | null;
  /**
   * WhatsApp template messages (worker/outbox/channels). Without the token a local recorder keeps what would be
   * sent in development and tests; elsewhere without it no WhatsApp is offered.
   */
  whatsapp: WhatsAppConfig | null;
  /**
   * The site's address (APP_ORIGIN), which every absolute link the app writes starts with (docs/decisions/040): never
   * the request's, which a client can set. Required outside development and test; there it defaults to `npm start`'s.
   */
  origin: string;
  /** Signs the reminders' "can't make it" links; null in production without the secret (the links are left out). */
  reminderLinkKey: string | null;
  /** Who issues receipts and credit notes: BUSINESS_NAME (default the product's name), its address and VAT number. */
  business: BusinessDetails;
};

/** The operator as receipts print it; "VAT registered" is printed only when a VAT number is set. */
export type BusinessDetails = { name: string; address: string | null; vatNumber: string | null };

export type WhatsAppConfig =
  | {
      provider: 'cloud-api';
      token: string;
      phoneNumberId: string;
      apiVersion: string;
      templateName: string;
      templateLanguage: string;
    }
  | { provider: 'local'; templateName: string; templateLanguage: string };

export type EmailConfig = { provider: 'resend'; apiKey: string; from: string } | { provider: 'outbox' };

let cached: { source: AppBindings; config: AppConfig } | undefined;

export function readConfig(bindings: AppBindings): AppConfig {
  if (cached?.source === bindings) return cached.config;
  const parsed = ConfigSchema.parse({
    APP_ENV: bindings.APP_ENV,
    OIDC_ISSUER: bindings.OIDC_ISSUER || undefined,
    OIDC_CLIENT_ID: bindings.OIDC_CLIENT_ID || undefined,
    OIDC_CLIENT_SECRET: bindings.OIDC_CLIENT_SECRET || undefined,
    OPENAI_API_KEY: bindings.OPENAI_API_KEY || undefined,
    OPENAI_BASE_URL: bindings.OPENAI_BASE_URL || undefined,
    OPENAI_MODEL: bindings.OPENAI_MODEL || undefined,
    OPENAI_TIMEOUT_MS: bindings.OPENAI_TIMEOUT_MS || undefined,
    PAYMENT_PROVIDER: bindings.PAYMENT_PROVIDER || undefined,
    STRIPE_SECRET_KEY: bindings.STRIPE_SECRET_KEY || undefined,
    STRIPE_WEBHOOK_SECRET: bindings.STRIPE_WEBHOOK_SECRET || undefined,
    PAYSTACK_SECRET_KEY: bindings.PAYSTACK_SECRET_KEY || undefined,
    SANDBOX_WEBHOOK_SECRET: bindings.SANDBOX_WEBHOOK_SECRET || undefined,
    CALENDAR_FEED_KEY: bindings.CALENDAR_FEED_KEY || undefined,
    RESEND_API_KEY: bindings.RESEND_API_KEY || undefined,
    EMAIL_FROM: bindings.EMAIL_FROM || undefined,
    INFORMATION_OFFICER_NAME: bindings.INFORMATION_OFFICER_NAME || undefined,
    INFORMATION_OFFICER_EMAIL: bindings.INFORMATION_OFFICER_EMAIL || undefined,
    APP_ORIGIN: bindings.APP_ORIGIN || undefined,
    WHATSAPP_TOKEN: bindings.WHATSAPP_TOKEN || undefined,
    WHATSAPP_PHONE_NUMBER_ID: bindings.WHATSAPP_PHONE_NUMBER_ID || undefined,
    WHATSAPP_API_VERSION: bindings.WHATSAPP_API_VERSION || undefined,
    WHATSAPP_TEMPLATE_NAME: bindings.WHATSAPP_TEMPLATE_NAME || undefined,
    WHATSAPP_TEMPLATE_LANGUAGE: bindings.WHATSAPP_TEMPLATE_LANGUAGE || undefined,
    REMINDER_LINK_KEY: bindings.REMINDER_LINK_KEY || undefined,
    BUSINESS_NAME: bindings.BUSINESS_NAME || undefined,
    BUSINESS_ADDRESS: bindings.BUSINESS_ADDRESS || undefined,
    VAT_NUMBER: bindings.VAT_NUMBER || undefined,
  });
  const devToolsEnabled = onDevelopersMachine(parsed.APP_ENV);
  const config: AppConfig = {
    env: parsed.APP_ENV,
    devToolsEnabled,
    oidc:
      parsed.OIDC_ISSUER && parsed.OIDC_CLIENT_ID
        ? { issuer: parsed.OIDC_ISSUER, clientId: parsed.OIDC_CLIENT_ID, clientSecret: parsed.OIDC_CLIENT_SECRET }
        : null,
    openai: parsed.OPENAI_API_KEY
      ? {
          apiKey: parsed.OPENAI_API_KEY,
          baseURL: parsed.OPENAI_BASE_URL,
          model: parsed.OPENAI_MODEL,
          timeoutMs: parsed.OPENAI_TIMEOUT_MS,
        }
      : null,
    payments: paymentsConfig(parsed),
    calendarFeedKey: parsed.CALENDAR_FEED_KEY ?? (devToolsEnabled ? DEVELOPMENT_CALENDAR_FEED_KEY : null),
    email:
      parsed.RESEND_API_KEY && parsed.EMAIL_FROM
        ? { provider: 'resend', apiKey: parsed.RESEND_API_KEY, from: parsed.EMAIL_FROM }
        : devToolsEnabled
          ? { provider: 'outbox' }
          : null,
    informationOfficer:
      parsed.INFORMATION_OFFICER_NAME && parsed.INFORMATION_OFFICER_EMAIL
        ? { name: parsed.INFORMATION_OFFICER_NAME, email: parsed.INFORMATION_OFFICER_EMAIL }
        : null,
    whatsapp: whatsAppConfig(parsed, devToolsEnabled),
    // The schema refuses a missing APP_ORIGIN outside development and test.
    origin: parsed.APP_ORIGIN ?? DEVELOPMENT_ORIGIN,
    reminderLinkKey: parsed.REMINDER_LINK_KEY ?? (devToolsEnabled ? DEVELOPMENT_REMINDER_LINK_KEY : null),
    business: {
      name: parsed.BUSINESS_NAME,
      address: parsed.BUSINESS_ADDRESS ?? null,
      vatNumber: parsed.VAT_NUMBER ?? null,
    },
  };
  cached = { source: bindings, config };
  return config;
}

function paymentsConfig(parsed: z.infer<typeof ConfigSchema>): PaymentsConfig | null {
  const provider =
    parsed.PAYMENT_PROVIDER ?? (parsed.PAYSTACK_SECRET_KEY ? 'paystack' : parsed.STRIPE_SECRET_KEY ? 'stripe' : null);
  if (provider === 'paystack') return { provider, secretKey: parsed.PAYSTACK_SECRET_KEY! };
  if (provider === 'stripe') {
    return { provider, secretKey: parsed.STRIPE_SECRET_KEY!, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET! };
  }
  if (parsed.APP_ENV === 'production') return null;
  // Outside a developer's machine the schema has made sure the test checkout has its own secret.
  return { provider: 'sandbox', webhookSecret: parsed.SANDBOX_WEBHOOK_SECRET ?? DEVELOPMENT_SANDBOX_WEBHOOK_SECRET };
}

function whatsAppConfig(parsed: z.infer<typeof ConfigSchema>, devToolsEnabled: boolean): WhatsAppConfig | null {
  const template = { templateName: parsed.WHATSAPP_TEMPLATE_NAME, templateLanguage: parsed.WHATSAPP_TEMPLATE_LANGUAGE };
  if (parsed.WHATSAPP_TOKEN && parsed.WHATSAPP_PHONE_NUMBER_ID) {
    return {
      provider: 'cloud-api',
      token: parsed.WHATSAPP_TOKEN,
      phoneNumberId: parsed.WHATSAPP_PHONE_NUMBER_ID,
      apiVersion: parsed.WHATSAPP_API_VERSION,
      ...template,
    };
  }
  return devToolsEnabled ? { provider: 'local', ...template } : null;
}

/** The signed-in user as every route sees it (`c.var.user`). */
export type SignedInUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'member' | 'admin';
  profileImage: string | null;
  /** Which side of 18, and whether a parent or guardian agreed (decision 021): read by `requireSharingAllowed`. */
  ageGroup: AgeGroup | null;
  guardianConsentedAt: string | null;
};

export type AppEnv = {
  Bindings: AppBindings;
  Variables: {
    db: Db;
    config: AppConfig;
    user: SignedInUser | null;
    /** Hash of the sign-in token that authenticated this request, so sign-out can revoke it. */
    signInTokenHash: string | null;
    /**
     * Sends a request through this app in-process (every middleware included), so the test checkout delivers its
     * signed events to `POST /api/webhooks/sandbox` exactly as a provider would, without an HTTP call to itself.
     */
    dispatch: (request: Request) => Promise<Response>;
    /**
     * Reads where the account may hold live chat sockets (community rooms, coaching conversations) and answers what
     * closes those opened with one of its sign-ins (decision 016). Set by the app, which composes the domains that own
     * those sockets; sign-out (worker/auth) and account deletion (worker/privacy) use it. Reading first lets deletion
     * read it beside its other reads.
     */
    liveSocketsOf: (userId: string) => Promise<(signInHash: string) => Promise<void>>;
  };
};
