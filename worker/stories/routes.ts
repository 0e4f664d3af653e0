import { Hono } from 'hono';
import { StoryInputSchema, StoryListQuerySchema } from '../../schema/contract/stories.ts';
import { requireSharingAllowed } from '../consents/sharing.ts';
import type { AppEnv } from '../env.ts';
import { publicRead, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { listMyStories, listPublishedStories, storyImpact, submitStory } from './stories.ts';

/**
 * /api/success-stories: the public gallery (published only), its impact numbers, submitting a story (signed in;
 * pending until an admin publishes it) and the submitter's own stories with their status.
 */
export const storiesApi = new Hono<AppEnv>()
  .get(
    '/',
    route({ who: 'anyone', cache: publicRead('stories') }),
    validate('query', StoryListQuerySchema),
    async (c) => c.json(await listPublishedStories(c.var.db, c.req.valid('query'))),
  )
  .get('/impact', route({ who: 'anyone', cache: publicRead('stories') }), async (c) =>
    c.json(await storyImpact(c.var.db)),
  )
  .get('/mine', route({ who: 'member' }), validate('query', StoryListQuerySchema), async (c) => {
    return c.json(await listMyStories(c.var.db, c.var.user.id, c.req.valid('query')));
  })
  // A story is published under its submitter's name and picture.
  .post(
    '/',
    route({ who: 'member', bumps: ['stories'], body: 'with-image' }),
    requireSharingAllowed(),
    validate('json', StoryInputSchema),
    async (c) => {
      const story = await submitStory({ db: c.var.db, bucket: c.env.IMAGES }, c.var.user.id, c.req.valid('json'));
      return c.json(story, 201);
    },
  );
