import { Hono } from 'hono';
import { idParamSchema } from '../../schema/contract/fields.ts';
import {
  AdminWordingSuggestionQuerySchema,
  WordingSuggestionInputSchema,
} from '../../schema/contract/wording-suggestions.ts';
import { networkOf } from '../auth/sign-in-limits.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { sha256Hex } from '../lib/sha256.ts';
import {
  listOpenWordingSuggestions,
  markWordingSuggestionHandled,
  sendWordingSuggestion,
} from './wording-suggestions.ts';

/**
 * /api/wording-suggestions: anyone, visitors too, may suggest a better wording for a translated page. A visitor is
 * counted by their network (Cloudflare's `CF-Connecting-IP`, which a client cannot set), kept only as a hash.
 */
export const wordingSuggestionsApi = new Hono<AppEnv>().post(
  '/',
  route({ who: 'anyone', bumps: [] }),
  validate('json', WordingSuggestionInputSchema),
  async (c) => {
    const user = c.var.user;
    const sender = user
      ? { memberId: user.id }
      : { visitorNetwork: await sha256Hex(networkOf(c.req.header('CF-Connecting-IP') ?? '')) };
    return c.json(await sendWordingSuggestion(c.var.db, sender, c.req.valid('json')), 201);
  },
);

/** /api/admin/wording-suggestions: the admins' list of open suggestions, and marking one handled. */
export const wordingSuggestionsAdminApi = new Hono<AppEnv>()
  .get('/', route({ who: 'admin' }), validate('query', AdminWordingSuggestionQuerySchema), async (c) =>
    c.json(await listOpenWordingSuggestions(c.var.db, c.req.valid('query'))),
  )
  .post('/:id/handled', route({ who: 'admin', bumps: [] }), validate('param', idParamSchema()), async (c) =>
    c.json(await markWordingSuggestionHandled(c.var.db, { id: c.req.valid('param').id, adminId: c.var.user.id })),
  );
