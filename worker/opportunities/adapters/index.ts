import type { OpportunityFeedKind } from '../../../schema/contract/opportunities-rules.ts';
import type { FeedAdapter } from '../types.ts';
import { etendersAdapter } from './etenders.ts';
import { googleTrendsAdapter } from './google-trends.ts';
import { rssAdapter } from './rss.ts';

/** One adapter per feed kind (OPPORTUNITY_FEED_KINDS); the sync reads each stored feed with its kind's adapter. */
const ADAPTERS: Record<OpportunityFeedKind, FeedAdapter> = {
  'etenders-ocds': etendersAdapter,
  'google-trends': googleTrendsAdapter,
  rss: rssAdapter,
};

export function adapterFor(kind: OpportunityFeedKind): FeedAdapter {
  return ADAPTERS[kind];
}
