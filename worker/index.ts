import { createApp } from './app.ts';
import type { AppBindings } from './env.ts';
import { runScheduledJobs } from './scheduled.ts';

export { ChatRoom } from './community/chat-room.ts';
export { CoachingConversation } from './coaching/conversation.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(controller.cron, env));
  },
} satisfies ExportedHandler<AppBindings>;
