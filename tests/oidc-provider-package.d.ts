// The parts of the `oidc-provider` package (which ships no types) that tests/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: () => Claims | Promise<Claims> };
  type Context = { path: string; type: string; body: unknown };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    jwks?: { keys: object[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    findAccount?: (ctx: unknown, accountId: string) => Account | undefined | Promise<Account | undefined>;
  };

  /** A Koa application: `use` adds middleware before the provider's own routes. */
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    use(middleware: (ctx: Context, next: () => Promise<void>) => unknown): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
