/**
 * What every contract schema module needs besides `zod/mini` itself (see
 * docs/decisions/008-contract-schemas-in-zod-mini.md). Import it from each module that builds schemas.
 */
import * as z from 'zod/mini';
// Not `z.locales.en`: bundlers keep every locale reached through that namespace (about 30 KB brotli).
import { en } from 'zod/locales';

// zod/mini ships without messages (every issue would read "Invalid input"), while classic zod installs English on
// first use. The API answers and the forms show these texts, so the contracts install English themselves, in the
// Worker and in the browser alike; a locale configured before this module ran is kept, as classic zod does.
if (!z.config().localeError) z.config(en());

/**
 * Reports a problem from inside `z.transform`, like classic zod's `ctx.addIssue` (zod/mini's transform context has
 * no such method): a custom issue whose path is relative to the transformed value.
 */
export function addIssue(ctx: z.core.ParsePayload, issue: { message: string; path?: PropertyKey[] }): void {
  ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
}
