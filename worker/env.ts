import * as z from 'zod';
import type { Db } from './db/client.ts';

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
};

/**
 * Configuration parsed once per isolate with zod, so a misconfigured deploy fails loudly on its first
 * request instead of misbehaving later.
 */
const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'production']),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  })
  .refine((c) => Boolean(c.OIDC_ISSUER) === Boolean(c.OIDC_CLIENT_ID), {
    message: 'OIDC_ISSUER and OIDC_CLIENT_ID must be set together',
  });

export type AppConfig = {
  env: 'development' | 'test' | 'production';
  /** Development-only pages (the one-click demo sign-in) exist everywhere except production. */
  devToolsEnabled: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | null;
  /** The model provider behind /api/ai/*, or null when no key is set (the offline advisor answers). */
  openai: { apiKey: string; baseURL: string; model: string; timeoutMs: number } | null;
};

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
  });
  const config: AppConfig = {
    env: parsed.APP_ENV,
    devToolsEnabled: parsed.APP_ENV !== 'production',
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
  };
  cached = { source: bindings, config };
  return config;
}

/** The signed-in user as every route sees it (`c.var.user`). */
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'member' | 'admin';
  profileImage: string | null;
};

export type AppEnv = {
  Bindings: AppBindings;
  Variables: {
    db: Db;
    config: AppConfig;
    user: SessionUser | null;
    /** Hash of the session token that authenticated this request, so sign-out can revoke it. */
    sessionTokenHash: string | null;
  };
};
