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
import {
  AdminCard,
  ConfirmItemAction,
  EditorDialog,
  EditorFor,
  EmptyNote,
  ItemButton,
  type Editing,
} from './parts.tsx';

const KIND_OPTIONS = OPPORTUNITY_FEED_KINDS.map((value) => ({ value, label: FEED_KIND_LABELS[value] }));
const HEALTH_TONES: Record<FeedHealth, 'neutral' | 'good' | 'warn' | 'bad'> = {
  off: 'neutral',
  'never-run': 'warn',
  failing: 'bad',
  ok: 'good',
};

/** Add a feed (`feed` null) or edit one. */
function FeedDialog({ feed, onClose }: { feed: OpportunityFeed | null; onClose: () => void }) {
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
    success: (saved) => ({
      title: feed ? 'Feed saved' : 'Feed added',
      description: feed ? saved.name : `${saved.name} is read from the next sync.`,
    }),
    failureTitle: feed ? 'Feed not saved' : 'Feed not added',
  });

  return (
    <EditorDialog
      title={feed ? `Edit ${feed.name}` : 'Add a feed'}
      description="The daily sync and members’ refreshes read every switched-on feed. A feed that fails never loses another’s items."
      submitLabel={feed ? 'Save feed' : 'Add feed'}
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField {...form.field('name')} label="Name" hint="Shown to members as the source." required maxLength={120} />
      <SelectField
        {...form.field('kind')}
        onValueChange={(value) => form.setValue('kind', value as OpportunityFeed['kind'])}
        label="Kind"
        hint={FEED_KIND_HINTS[form.values.kind]}
        options={KIND_OPTIONS}
      />
      <TextField
        {...form.field('url')}
        label="Address"
        hint="The feed’s full https:// address."
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
      />
      <CheckboxField {...form.field('enabled')} label="Switched on (read by the next sync)" />
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
  const toggleId = `admin-feed-${feed.id}-enabled`;
  const health = feedHealth(feed);
  return (
    <AdminCard
      title={feed.name}
      muted={!feed.enabled}
      badges={
        <>
          <Badge tone="brand">{FEED_KIND_LABELS[feed.kind]}</Badge>
          <Badge tone={HEALTH_TONES[health]}>{FEED_HEALTH_LABELS[health]}</Badge>
        </>
      }
    >
      <p className="mt-1 text-sm break-all text-neutral-700">{feed.url}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Last run">{feed.lastRunAt ? <DateText value={feed.lastRunAt} withTime /> : 'Never'}</Fact>
        <Fact label="Last success">
          {feed.lastSuccessAt ? <DateText value={feed.lastSuccessAt} withTime /> : 'Never'}
        </Fact>
        <Fact label="Items last run">{feed.lastItemCount}</Fact>
      </dl>
      {feed.lastError ? (
        <div className="mt-3 rounded-xl border-2 border-red-700 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-900">Last error</p>
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
            Switched on<span className="sr-only">: {feed.name}</span>
          </span>
        </label>
        <ItemButton item={feed.name} disabled={busy} onClick={onEdit}>
          Edit
        </ItemButton>
        <ItemButton item={feed.name} look="dangerOutline" disabled={busy} onClick={onDelete}>
          Remove
        </ItemButton>
      </div>
    </AdminCard>
  );
}

/** The feeds the opportunity sync reads (decision 012): how each last ran, switch on or off, add, edit, remove. */
export function OpportunityFeeds() {
  const feeds = useOpportunityFeeds();
  const [editing, setEditing] = useState<Editing<OpportunityFeed>>(null);
  const [removing, setRemoving] = useState<OpportunityFeed | null>(null);
  const toggle = useSetFeedEnabled((saved) => ({
    title: saved.enabled ? 'Feed switched on' : 'Feed switched off',
    description: saved.enabled
      ? `${saved.name} is read from the next sync.`
      : `${saved.name} is skipped by the sync; its items stay until they expire.`,
  }));
  const remove = useAdminAction({
    action: (feed: OpportunityFeed) => feedApi.remove(feed.id),
    refresh: refreshAfterFeeds,
    success: (_result, feed) => ({
      title: 'Feed removed',
      description: `${feed.name} and its items have left the list.`,
    }),
    failureTitle: 'Feed not removed',
  });
  const busyId = toggle.isPending ? toggle.variables?.feed.id : remove.isPending ? remove.variables?.id : undefined;

  return (
    <div className="grid gap-4">
      <p className="max-w-3xl text-neutral-800">
        The Income Seeking Resources list is filled from these feeds by the daily sync and by members’ refreshes. A
        feed’s error is kept here until its next successful run.
      </p>
      <div>
        <button type="button" onClick={() => setEditing('new')} className={buttonStyles.primary}>
          Add a feed
        </button>
      </div>
      <ListState
        query={feeds}
        what="the opportunity feeds"
        isEmpty={(items) => items.length === 0}
        empty={<EmptyNote>No feeds yet. Add one so members’ refreshes have something to read.</EmptyNote>}
      >
        {(items) => (
          <ul className="grid gap-4" aria-label="Opportunity feeds">
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
        title={`Remove ${removing?.name ?? 'this feed'}?`}
        description="The sync stops reading it and its opportunities leave the members’ list at once. Their history is kept. To pause a feed instead, switch it off."
        confirmLabel="Remove feed"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={(feed, done) => remove.mutate(feed, { onSuccess: done })}
      />
    </div>
  );
}
