/**
 * The opportunity feed editor's values, request bodies and labels. Its rules are the contract's CreateFeedSchema,
 * which the form kit runs before sending, with the messages the server answers with.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpportunityFeed, OpportunityFeedKind } from '../../../../schema/contract/opportunities-rules.ts';
import type { CreateFeedInput, UpdateFeedInput } from './api/opportunity-feeds.ts';

/** What each kind of feed is, so an admin picks the adapter that can read the address. */
export const FEED_KIND_LABELS: Record<OpportunityFeedKind, MessageDescriptor> = {
  'etenders-ocds': msg`eTenders (OCDS releases)`,
  'google-trends': msg`Google Trends (daily trending searches, RSS)`,
  rss: msg`News (RSS or Atom)`,
};

export const FEED_KIND_HINTS: Record<OpportunityFeedKind, MessageDescriptor> = {
  'etenders-ocds': msg`National Treasury’s eTenders data in the Open Contracting Data Standard (JSON): open tenders become opportunities.`,
  'google-trends': msg`The South African daily trending searches feed (RSS), read as a demand signal.`,
  rss: msg`Any South African business or small-business news feed (RSS or Atom).`,
};

export interface FeedFormValues {
  name: string;
  kind: OpportunityFeedKind;
  url: string;
  enabled: boolean;
}

/** Screen order: the first field with a problem is focused. */
export const FEED_FIELD_ORDER: readonly (keyof FeedFormValues)[] = ['name', 'kind', 'url', 'enabled'];

export function feedValues(feed: OpportunityFeed | null): FeedFormValues {
  return {
    name: feed?.name ?? '',
    kind: feed?.kind ?? 'rss',
    url: feed?.url ?? '',
    enabled: feed?.enabled ?? true,
  };
}

/** The `POST /api/admin/opportunity-feeds` body (trimmed), and what the form checks for an edit too. */
export function toFeedInput(values: FeedFormValues): CreateFeedInput {
  return { name: values.name.trim(), kind: values.kind, url: values.url.trim(), enabled: values.enabled };
}

/** The `PATCH` body: only what changed; null when nothing did. */
export function updateFeedPayload(feed: OpportunityFeed, input: CreateFeedInput): UpdateFeedInput | null {
  const changes: UpdateFeedInput = {};
  if (input.name !== feed.name) changes.name = input.name;
  if (input.kind !== feed.kind) changes.kind = input.kind;
  if (input.url !== feed.url) changes.url = input.url;
  if (input.enabled !== undefined && input.enabled !== feed.enabled) changes.enabled = input.enabled;
  return Object.keys(changes).length > 0 ? changes : null;
}

export type FeedHealth = 'off' | 'never-run' | 'failing' | 'ok';

/** How a feed stands, for its badge: switched off, not run yet, its last run failed, or fine. */
export function feedHealth(feed: Pick<OpportunityFeed, 'enabled' | 'lastRunAt' | 'lastError'>): FeedHealth {
  if (!feed.enabled) return 'off';
  if (!feed.lastRunAt) return 'never-run';
  return feed.lastError ? 'failing' : 'ok';
}

export const FEED_HEALTH_LABELS: Record<FeedHealth, MessageDescriptor> = {
  off: msg`Switched off`,
  'never-run': msg`Not run yet`,
  failing: msg`Last run failed`,
  ok: msg`Working`,
};
