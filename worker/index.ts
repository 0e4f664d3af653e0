import { createApp } from './app.ts';
import type { AppBindings } from './env.ts';
import { runDailyJobs } from './scheduled.ts';

export { ChatRoom } from './community/chat-room.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runDailyJobs(env));
  },
} satisfies ExportedHandler<AppBindings>;
