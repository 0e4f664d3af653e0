import { classifyByRules } from '../../opportunities/classify-rules.ts';
import type { IncomeAdvisor } from '../advisor.ts';
import { listOpportunities } from './analyse-market.ts';
import { composeChatReply } from './answer-chat.ts';
import { composeTemplate } from './generate-template.ts';
import { pickLesson } from './write-lesson.ts';

/**
 * The advisor used when no model provider is configured: every answer comes from the curated South African dataset
 * in `./dataset/` (decision 010), so it is deterministic, free and works offline. The UI labels it (kind 'offline').
 */
export function createOfflineAdvisor(): IncomeAdvisor {
  return {
    kind: 'offline',
    generateTemplate: async (input) => composeTemplate(input),
    analyseMarket: async ({ location, skills }) => listOpportunities({ city: location, skills }),
    writeLesson: async (input) => pickLesson(input),
    async *answerChat(input) {
      yield composeChatReply(input);
    },
    // The transparent keyword rules (decision 012): deterministic, so every sync explains itself.
    classifyOpportunities: async (items) => items.map(classifyByRules),
  };
}
