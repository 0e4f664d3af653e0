import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import { OPPORTUNITY_FEED_KINDS } from '../../../../../schema/contract/enums.ts';
import { CreateFeedSchema, type OpportunityFeed } from '../../../../../schema/contract/opportunities.ts';
import { DateText } from '../../../components/date-text.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useAdminAction, useSaveItem } from '../api/admin.ts';
import { feedApi, refreshAfterFeeds, useOpportunityFeeds, useSetFeedEnabled } from '../api/opportunity-feeds.ts';
import {
  FEED_FIELD_ORDER,
  FEED_HEALTH_LABELS,
  FEED_KIND_HINTS,
  FEED_KIND_LABELS,
  feedHealth,
  feedValues,
  toFeedInput,
  updateFeedPayload,
  type FeedHealth,
} from '../feed-form.ts';
import { Fact } from '../../../components/fact.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import {
  AdminCard,
  ConfirmItemAction,
  EditorDialog,
  EditorFor,
  EmptyNote,
  ItemButton,
  type Editing,
} from './parts.tsx';

const HEALTH_TONES: Record<FeedHealth, 'neutral' | 'good' | 'warn' | 'bad'> = {
  off: 'neutral',
  'never-run': 'warn',
  failing: 'bad',
  ok: 'good',
};

/** Add a feed (`feed` null) or edit one. */
function FeedDialog({ feed, onClose }: { feed: OpportunityFeed | null; onClose: () => void }) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const form = useForm({
    id: 'feed',
    initialValues: feedValues(feed),
    fields: FEED_FIELD_ORDER,
    // An edit sends only what changed, but the form holds every field: the create schema checks them with the
    // rules (and messages) the update route applies to each.
    schema: CreateFeedSchema,
    toInput: toFeedInput,
  });
  const save = useSaveItem({
    item: feed,
    itemApi: feedApi,
    changesOf: updateFeedPayload,
    refresh: refreshAfterFeeds,
    success: ({ name }) => ({
      title: feed ? t`Feed saved` : t`Feed added`,
      description: feed ? name : t`${name} is read from the next sync.`,
    }),
    failureTitle: feed ? t`Feed not saved` : t`Feed not added`,
  });
  const feedName = feed?.name;

  return (
    <EditorDialog
      title={feed ? t`Edit ${feedName}` : t`Add a feed`}
      description={t`The daily sync and members’ refreshes read every switched-on feed. A feed that fails never loses another’s items.`}
      submitLabel={feed ? t`Save feed` : t`Add feed`}
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField
        {...form.field('name')}
        label={t`Name`}
        hint={t`Shown to members as the source.`}
        required
        maxLength={120}
      />
      <SelectField
        {...form.field('kind')}
        onValueChange={(value) => form.setValue('kind', value as OpportunityFeed['kind'])}
        label={t`Kind`}
        hint={t(FEED_KIND_HINTS[form.values.kind])}
        options={OPPORTUNITY_FEED_KINDS.map((value) => ({ value, label: t(FEED_KIND_LABELS[value]) }))}
      />
      <TextField
        {...form.field('url')}
        label={t`Address`}
        hint={t`The feed’s full https:// address.`}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
      />
      <CheckboxField {...form.field('enabled')} label={t`Switched on (read by the next sync)`} />
    </EditorDialog>
  );
}

function FeedItem({
  feed,
  busy,
  enabled,
  onToggle,
  onEdit,
  onDelete,
}: {
  feed: OpportunityFeed;
  busy: boolean;
  /** What the switch shows: the value being saved while its request runs, else the feed's. */
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const toggleId = `admin-feed-${feed.id}-enabled`;
  const health = feedHealth(feed);
  return (
    <AdminCard
      title={feed.name}
      muted={!feed.enabled}
      badges={
        <>
          <Badge tone="brand">{t(FEED_KIND_LABELS[feed.kind])}</Badge>
          <Badge tone={HEALTH_TONES[health]}>{t(FEED_HEALTH_LABELS[health])}</Badge>
        </>
      }
    >
      <p className="mt-1 text-sm break-all text-neutral-700">{feed.url}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t`Last run`}>{feed.lastRunAt ? <DateText value={feed.lastRunAt} withTime /> : t`Never`}</Fact>
        <Fact label={t`Last success`}>
          {feed.lastSuccessAt ? <DateText value={feed.lastSuccessAt} withTime /> : t`Never`}
        </Fact>
        <Fact label={t`Items last run`}>{feed.lastItemCount}</Fact>
      </dl>
      {feed.lastError ? (
        <div className="mt-3 rounded-xl border-2 border-red-700 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-900">
            <Trans>Last error</Trans>
          </p>
          <p className="break-words whitespace-pre-line text-neutral-900">{feed.lastError}</p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label htmlFor={toggleId} className="inline-flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={enabled}
            disabled={busy}
            onChange={(event) => onToggle(event.target.checked)}
            className="size-5 accent-lilac-700"
          />
          <span className="font-semibold text-neutral-900">
            <Trans>Switched on</Trans>
            <span className="sr-only">: {feed.name}</span>
          </span>
        </label>
        <ItemButton item={feed.name} disabled={busy} onClick={onEdit}>
          <Trans>Edit</Trans>
        </ItemButton>
        <ItemButton item={feed.name} look="dangerOutline" disabled={busy} onClick={onDelete}>
          <Trans>Remove</Trans>
        </ItemButton>
      </div>
    </AdminCard>
  );
}

/** The feeds the opportunity sync reads (decision 012): how each last ran, switch on or off, add, edit, remove. */
export function OpportunityFeeds() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const feeds = useOpportunityFeeds();
  const [editing, setEditing] = useState<Editing<OpportunityFeed>>(null);
  const [removing, setRemoving] = useState<OpportunityFeed | null>(null);
  const toggle = useSetFeedEnabled(({ enabled, name }) => ({
    title: enabled ? t`Feed switched on` : t`Feed switched off`,
    description: enabled
      ? t`${name} is read from the next sync.`
      : t`${name} is skipped by the sync; its items stay until they expire.`,
  }));
  const remove = useAdminAction({
    action: (feed: OpportunityFeed) => feedApi.remove(feed.id),
    refresh: refreshAfterFeeds,
    success: (_result, { name }) => ({
      title: t`Feed removed`,
      description: t`${name} and its items have left the list.`,
    }),
    failureTitle: t`Feed not removed`,
  });
  const removingName = removing?.name;
  const busyId = toggle.isPending ? toggle.variables?.feed.id : remove.isPending ? remove.variables?.id : undefined;

  return (
    <div className="grid gap-4">
      <p className="max-w-3xl text-neutral-800">
        <Trans>
          The Income Seeking Resources list is filled from these feeds by the daily sync and by members’ refreshes. A
          feed’s error is kept here until its next successful run.
        </Trans>
      </p>
      <div>
        <button type="button" onClick={() => setEditing('new')} className={buttonStyles.primary}>
          <Trans>Add a feed</Trans>
        </button>
      </div>
      <ListState
        query={feeds}
        what={t`the opportunity feeds`}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyNote>
            <Trans>No feeds yet. Add one so members’ refreshes have something to read.</Trans>
          </EmptyNote>
        }
      >
        {(items) => (
          <ul className="grid gap-4" aria-label={t`Opportunity feeds`}>
            {items.map((feed) => (
              <FeedItem
                key={feed.id}
                feed={feed}
                busy={busyId === feed.id}
                enabled={
                  toggle.isPending && toggle.variables?.feed.id === feed.id ? toggle.variables.enabled : feed.enabled
                }
                onToggle={(enabled) => toggle.mutate({ feed, enabled })}
                onEdit={() => setEditing(feed)}
                onDelete={() => setRemoving(feed)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <EditorFor editing={editing}>{(feed) => <FeedDialog feed={feed} onClose={() => setEditing(null)} />}</EditorFor>
      <ConfirmItemAction
        item={removing}
        onClose={() => setRemoving(null)}
        title={removingName ? t`Remove ${removingName}?` : t`Remove this feed?`}
        description={t`The sync stops reading it and its opportunities leave the members’ list at once. Their history is kept. To pause a feed instead, switch it off.`}
        confirmLabel={t`Remove feed`}
        pendingLabel={t`Removing…`}
        pending={remove.isPending}
        onConfirm={(feed, done) => remove.mutate(feed, { onSuccess: done })}
      />
    </div>
  );
}
