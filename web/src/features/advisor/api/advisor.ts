import { useMutation } from '@tanstack/react-query';
import type {
  IncomeChatInput,
  MarketIntelligenceInput,
  MarketIntelligenceResult,
  MicroLearningInput,
  MicroLearningResult,
} from '../../../../../schema/contract/ai.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { streamAdvisorReply } from './chat-stream.ts';

export const MARKET_INTELLIGENCE_URL = '/api/ai/market-intelligence';
export const MICRO_LEARNING_URL = '/api/ai/micro-learning';

/** `POST /api/ai/market-intelligence`: opportunities for a city and skills. */
export function useAnalyzeMarket() {
  return useMutation({
    mutationFn: (input: MarketIntelligenceInput) =>
      apiJson<MarketIntelligenceResult>('POST', MARKET_INTELLIGENCE_URL, input),
  });
}

/** `POST /api/ai/micro-learning`: a lesson for a goal, new to the member (completed lesson ids are sent). */
export function useGenerateLesson() {
  return useMutation({
    mutationFn: (input: MicroLearningInput) => apiJson<MicroLearningResult>('POST', MICRO_LEARNING_URL, input),
  });
}

/** `POST /api/ai/income-chat`, streamed: `onText` shows the reply as it is written. */
export function useAskAdvisor() {
  return useMutation({
    mutationFn: (request: { input: IncomeChatInput; onText: (textSoFar: string) => void }) =>
      streamAdvisorReply(request),
  });
}
