import { Hono } from 'hono';
import type { Bootstrap } from '../../schema/contract/bootstrap.ts';
import { keepMentorHint } from '../auth/sign-in-claim.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { getBootstrap } from './bootstrap.ts';

/** /api/bootstrap: the app shell's one question about the signed-in member (decision 022). */
export const bootstrapApi = new Hono<AppEnv>().get('/', route({ who: 'member' }), async (c) => {
  const bootstrap = await getBootstrap(c.var.db, c.var.user.id, new Date());
  // Kept up to date here, where a page's render learns who is signed in: a member who has just become a mentor.
  keepMentorHint(c, {
    userId: bootstrap.user.id,
    mentorId: bootstrap.mentorStatus.mentorProfile?.id ?? null,
    serviceType: bootstrap.user.serviceType,
  });
  return c.json(bootstrap satisfies Bootstrap);
});
