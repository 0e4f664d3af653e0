import { Hono } from 'hono';
import { idParamSchema } from '../../schema/contract/fields.ts';
import {
  CreateFeedSchema,
  OPPORTUNITY_MESSAGES,
  OpportunityListQuerySchema,
  UpdateFeedSchema,
  type OpportunityFeed,
  type OpportunityPage,
  type SyncResult,
} from '../../schema/contract/opportunities.ts';
import type { AppConfig, AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { createFeed, deleteFeed, listFeeds, updateFeed } from './feeds.ts';
import { listOpportunities } from './list.ts';
import { syncForMember } from './sync.ts';
import type { OpportunityClassifier } from './types.ts';

/** Spec section 8: a visitor is told to sign in (the screen redirects after 1000 ms). */
const signInFirst = `${OPPORTUNITY_MESSAGES.accessRestricted}: ${OPPORTUNITY_MESSAGES.accessRestrictedText}`;

/**
 * Income Seeking Resources under /api/business-opportunities: members only. A sync classifies through
 * `classifierFor(config)`, which the app passes in (the AI advisor), so this folder does not import worker/ai.
 */
export const opportunitiesApiWith = (classifierFor: (config: AppConfig) => OpportunityClassifier) =>
  new Hono<AppEnv>()
    .get(
      '/',
      route({ who: 'member', signInMessage: signInFirst }),
      validate('query', OpportunityListQuerySchema),
      async (c) => c.json((await listOpportunities(c.var.db, c.req.valid('query'))) satisfies OpportunityPage),
    )
    // No payload: the sync reads the feeds the admins configured. One in flight, one per 10 minutes (sync.ts).
    .post('/sync', route({ who: 'member', signInMessage: signInFirst, bumps: [] }), async (c) => {
      const result = await syncForMember({ db: c.var.db, advisor: classifierFor(c.var.config), now: new Date() });
      return c.json(result satisfies SyncResult);
    });

const IdParamSchema = idParamSchema(OPPORTUNITY_MESSAGES.feedNotFound);

/** The feed list under /api/admin/opportunity-feeds: admins only (401 / 403 otherwise); every change is audited. */
export const opportunityFeedsAdminApi = new Hono<AppEnv>()
  .get('/', route({ who: 'admin' }), async (c) => c.json((await listFeeds(c.var.db)) satisfies OpportunityFeed[]))
  .post('/', route({ who: 'admin', bumps: [] }), validate('json', CreateFeedSchema), async (c) =>
    c.json(await createFeed(c.var.db, { adminId: c.var.user.id, feed: c.req.valid('json') }), 201),
  )
  .patch(
    '/:id',
    route({ who: 'admin', bumps: [] }),
    validate('param', IdParamSchema),
    validate('json', UpdateFeedSchema),
    async (c) =>
      c.json(
        await updateFeed(c.var.db, {
          id: c.req.valid('param').id,
          adminId: c.var.user.id,
          changes: c.req.valid('json'),
        }),
      ),
  )
  .delete('/:id', route({ who: 'admin', bumps: [] }), validate('param', IdParamSchema), async (c) => {
    await deleteFeed(c.var.db, { id: c.req.valid('param').id, adminId: c.var.user.id, now: new Date() });
    return c.body(null, 204);
  });
