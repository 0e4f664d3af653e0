import type { AppConfig } from '../env.ts';
import type { IncomeAdvisor } from './advisor.ts';
import { createOfflineAdvisor } from './offline/offline-advisor.ts';
import { createProviderAdvisor } from './provider/provider-advisor.ts';

/** The model provider when a key is configured (base URL and model from the vars), else the offline advisor. */
export function advisorFor(config: Pick<AppConfig, 'openai'>): IncomeAdvisor {
  return config.openai ? createProviderAdvisor(config.openai) : createOfflineAdvisor();
}
