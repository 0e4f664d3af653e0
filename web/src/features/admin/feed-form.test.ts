import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreateFeedSchema,
  OPPORTUNITY_MESSAGES,
  UpdateFeedSchema,
  type OpportunityFeed,
} from '../../../../schema/contract/opportunities.ts';
import { checkInput, placeIssues } from '../../components/form/form-errors.ts';
import { auditActionLabel, auditTargetLabel } from './admin-display.ts';
import {
  FEED_FIELD_ORDER,
  feedHealth,
  feedValues,
  toFeedInput,
  updateFeedPayload,
  type FeedFormValues,
} from './feed-form.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const feed: OpportunityFeed = {
  id: 3,
  name: 'SA small business news',
  kind: 'rss',
  url: 'https://news.example.co.za/feed',
  enabled: true,
  lastRunAt: '2026-03-01T02:00:00Z',
  lastSuccessAt: '2026-03-01T02:00:00Z',
  lastError: null,
  lastItemCount: 12,
};

/** What the feed dialog shows for these values: the contract's problems beside the dialog's fields. */
const problems = (values: FeedFormValues) => checkInput(CreateFeedSchema, toFeedInput(values), FEED_FIELD_ORDER);

describe('the feed editor', () => {
  it('checks what the server checks, with its messages, beside each field', () => {
    expect(problems(feedValues(null))).toEqual({
      fields: { name: OPPORTUNITY_MESSAGES.feedName, url: OPPORTUNITY_MESSAGES.feedUrl },
      form: undefined,
    });
    for (const url of ['http://news.example/feed', 'news.example/feed', 'https://', 'javascript:alert(1)']) {
      expect(problems({ ...feedValues(feed), url }).fields).toEqual({ url: OPPORTUNITY_MESSAGES.feedUrl });
    }
    // Addresses the Worker may not fetch (outside-address-rules.ts): the browser's URL parser reads them as the
    // Worker's does, so the dialog says what the server would.
    for (const url of [
      'https://127.0.0.1/feed',
      'https://0x7f.1/feed',
      'https://169.254.169.254/',
      'https://localhost/x',
    ]) {
      expect(problems({ ...feedValues(feed), url }).fields).toEqual({ url: OPPORTUNITY_MESSAGES.feedUrlNotPublic });
    }
    expect(problems({ ...feedValues(feed), url: 'https://me:pw@news.example.co.za/feed' }).fields).toEqual({
      url: OPPORTUNITY_MESSAGES.feedUrlCredentials,
    });
    expect(problems({ ...feedValues(feed), name: 'x'.repeat(121) }).fields).toEqual({
      name: OPPORTUNITY_MESSAGES.feedName,
    });
    expect(problems(feedValues(feed))).toEqual({ fields: {}, form: undefined });
  });

  it('adds with a trimmed body, switched on by default', () => {
    const body = toFeedInput({
      ...feedValues(null),
      name: ' Trends ',
      kind: 'google-trends',
      url: ' https://t.example/rss ',
    });
    expect(body).toEqual({ name: 'Trends', kind: 'google-trends', url: 'https://t.example/rss', enabled: true });
    expect(CreateFeedSchema.safeParse(body).success).toBe(true);
  });

  it('sends only what changed on edit, and nothing when nothing did', () => {
    expect(updateFeedPayload(feed, toFeedInput(feedValues(feed)))).toBeNull();
    const changes = updateFeedPayload(
      feed,
      toFeedInput({ ...feedValues(feed), url: 'https://other.example/rss', enabled: false }),
    );
    expect(changes).toEqual({ url: 'https://other.example/rss', enabled: false });
    expect(UpdateFeedSchema.safeParse(changes).success).toBe(true);
  });

  it('puts a feed that is already listed beside the address', () => {
    // The Worker answers 409 with the issue on `url`.
    expect(placeIssues([{ path: 'url', message: OPPORTUNITY_MESSAGES.feedExists }], FEED_FIELD_ORDER)).toEqual({
      fields: { url: OPPORTUNITY_MESSAGES.feedExists },
      form: undefined,
    });
  });
});

describe('a feed in the list', () => {
  it('says how it stands', () => {
    expect(feedHealth(feed)).toBe('ok');
    expect(feedHealth({ ...feed, lastError: 'Timed out after 10 s' })).toBe('failing');
    expect(feedHealth({ ...feed, lastRunAt: null })).toBe('never-run');
    expect(feedHealth({ ...feed, enabled: false, lastError: 'Timed out after 10 s' })).toBe('off');
  });

  it('names feed changes in the audit log', () => {
    expect(auditActionLabel('opportunity-feed.disable', en)).toBe('Switched off an opportunity feed');
    expect(auditTargetLabel({ targetType: 'opportunity_feed', targetId: '3' }, en)).toBe('Feed #3');
  });
});
