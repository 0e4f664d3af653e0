import { useMutation } from '@tanstack/react-query';
import type {
  IncomeChatInput,
  MarketIntelligenceInput,
  MicroLearningInput,
} from '../../../../../schema/contract/ai.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { streamAdvisorReply } from './chat-stream.ts';

/** `POST /api/ai/market-intelligence`: opportunities for a city and skills. */
export function useAnalyzeMarket() {
  return useMutation({
    mutationFn: (input: MarketIntelligenceInput) => answerOf(api.ai['market-intelligence'].$post({ json: input })),
  });
}

/** `POST /api/ai/micro-learning`: a lesson for a goal, new to the member (completed lesson ids are sent). */
export function useGenerateLesson() {
  return useMutation({
    mutationFn: (input: MicroLearningInput) => answerOf(api.ai['micro-learning'].$post({ json: input })),
  });
}

/** `POST /api/ai/income-chat`, streamed: `onText` shows the reply as it is written. */
export function useAskAdvisor() {
  return useMutation({
    mutationFn: (request: { input: IncomeChatInput; onText: (textSoFar: string) => void }) =>
      streamAdvisorReply(request),
  });
}
