import { createApp } from './app.ts';
import { fetchWithSimulatedLatency, simulatedD1Delay } from './db/simulated-latency.ts';
import type { AppBindings } from './env.ts';
import { runScheduledJobs } from './scheduled.ts';

export { ChatRoom } from './community/chat-room.ts';
export { CoachingConversation } from './coaching/conversation.ts';

const app = createApp();

export default {
  fetch(request, env, ctx) {
    // `npm run sim:latency` only (never in production): D1 as far away as it is from Johannesburg.
    const delayMs = simulatedD1Delay(env);
    if (delayMs !== null) return fetchWithSimulatedLatency(app.fetch, request, env, ctx, delayMs);
    return app.fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(controller.cron, env));
  },
} satisfies ExportedHandler<AppBindings>;
