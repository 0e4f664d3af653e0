import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import {
  EVENT_DRAFT_LIMITS,
  EventDraftInputSchema,
  type AdminEventDraft,
  type EventDraftInput,
} from '../../../../../schema/contract/admin.ts';
import { EVENT_TYPES, eventPriceText } from '../../../../../schema/contract/events-rules.ts';
import { formatDateTime } from '../../../components/date-text.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ADMIN_ACTION_FAILED, adminApi, refreshAfter, useAdminAction, useEventDrafts } from '../api/admin.ts';
import { EVENT_TYPE_LABELS, personName } from '../admin-display.ts';
import { DRAFT_FIELD_ORDER, draftFieldOf, draftValues, toDraftInput } from '../event-draft-form.ts';
import { Fact } from '../../../components/fact.tsx';
import { AdminCard, EditorDialog, EmptyNote, ItemButton } from './parts.tsx';
import { TitledSection } from '../../../components/page-sections.tsx';

const TYPE_OPTIONS = EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }));

/** Completes a draft: every detail at once, checked by the contract the server checks with. */
function DraftDialog({ draft, onClose }: { draft: AdminEventDraft; onClose: () => void }) {
  const form = useForm({
    id: `draft-${draft.id}`,
    initialValues: draftValues(draft),
    fields: DRAFT_FIELD_ORDER,
    schema: EventDraftInputSchema,
    toInput: toDraftInput,
    fieldOf: draftFieldOf,
  });
  const save = useAdminAction({
    action: (input: EventDraftInput) => adminApi.updateDraft(draft.id, input),
    refresh: refreshAfter.drafts,
    success: (saved) => ({ title: 'Draft saved', description: `${saved.title} is ready to publish.` }),
    failureTitle: 'Draft not saved',
  });
  const proposed = draft.proposal?.proposedDate;

  return (
    <EditorDialog
      title={`Complete ${draft.title}`}
      description={
        <>
          Nobody sees this event until you publish it. Times are South African time (SAST).
          {proposed ? ` The proposer suggested: “${proposed}”.` : null}
        </>
      }
      size="lg"
      submitLabel="Save draft"
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField {...form.field('title')} label="Title" required maxLength={EVENT_DRAFT_LIMITS.titleMax} />
      <SelectField
        {...form.field('type')}
        onValueChange={(value) => form.setValue('type', value as AdminEventDraft['type'])}
        label="Type"
        options={TYPE_OPTIONS}
      />
      <TextAreaField
        {...form.field('description')}
        label="Description"
        required
        maxLength={EVENT_DRAFT_LIMITS.descriptionMax}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...form.field('date')} label="Date" type="date" required />
        <TextField {...form.field('startTime')} label="Start time" type="time" required />
        <TextField
          {...form.field('endTime')}
          label="End time"
          type="time"
          hint="Optional. Before the start means the next day."
        />
      </div>
      <TextField
        {...form.field('location')}
        label="City"
        hint="“Online” for an online event."
        required
        maxLength={EVENT_DRAFT_LIMITS.locationMax}
      />
      <TextField
        {...form.field('address')}
        label="Venue and address"
        hint="Optional, e.g. Soweto Library, Chris Hani Road."
        maxLength={EVENT_DRAFT_LIMITS.addressMax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field('maxAttendees')}
          label="Capacity"
          hint={
            draft.proposal?.expectedAttendees
              ? `The proposer expects ${draft.proposal.expectedAttendees} people.`
              : 'How many people can register.'
          }
          required
          inputMode="numeric"
          maxLength={6}
        />
        <TextField
          {...form.field('price')}
          label="Price (rand)"
          hint="0 for a free event."
          required
          inputMode="decimal"
          maxLength={12}
        />
      </div>
    </EditorDialog>
  );
}

/** Publishing asks once, says what happens, and says inside the dialog why it failed (a modal hides the toasts). */
function PublishDialog({ draft, onClose }: { draft: AdminEventDraft; onClose: () => void }) {
  const [failure, setFailure] = useState<string>();
  const publish = useAdminAction({
    action: (id: number) => adminApi.publishDraft(id),
    refresh: refreshAfter.drafts,
    success: (event) => ({ title: 'Event published', description: `${event.title} is on the events page.` }),
    failureTitle: 'Event not published',
  });
  return (
    <Dialog open onOpenChange={(open) => (open || publish.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Publish {draft.title}?</DialogTitle>
        <DialogDescription className="mt-2">
          It appears on the events page at once ({formatDateTime(draft.scheduledAt)}, {draft.location}) and people can
          register. {draft.host ? `${personName(draft.host)}, who proposed it, is notified.` : null}
        </DialogDescription>
        <div className="mt-4">
          <FormAlert message={failure} />
        </div>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={publish.isPending} className={buttonStyles.outline}>
            Cancel
          </button>
          <button
            type="button"
            disabled={publish.isPending}
            className={buttonStyles.primary}
            onClick={() =>
              publish.mutate(draft.id, {
                onSuccess: onClose,
                onError: (error) => setFailure(errorMessage(error, ADMIN_ACTION_FAILED)),
              })
            }
          >
            {publish.isPending ? 'Publishing…' : 'Publish event'}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DraftItem({
  draft,
  onComplete,
  onPublish,
}: {
  draft: AdminEventDraft;
  onComplete: () => void;
  onPublish: () => void;
}) {
  return (
    <AdminCard
      title={draft.title}
      badges={
        <>
          <Badge tone="brand">{EVENT_TYPE_LABELS[draft.type]}</Badge>
          <Badge tone="warn">Draft</Badge>
        </>
      }
    >
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Fact label="Starts">{draft.hasFutureStart ? formatDateTime(draft.scheduledAt) : 'Not set yet'}</Fact>
        <Fact label="Where">{draft.address ? `${draft.address}, ${draft.location}` : draft.location}</Fact>
        <Fact label="Capacity">{draft.maxAttendees}</Fact>
        <Fact label="Price">{eventPriceText(draft.priceCents)}</Fact>
        <Fact label="Proposed date">{draft.proposal?.proposedDate || 'Not given'}</Fact>
        <Fact label="Host" wide>
          {draft.host ? `${personName(draft.host)} (${draft.host.email})` : 'Deleted account'}
        </Fact>
        {draft.proposal ? (
          <Fact label="Contact" wide>
            {draft.proposal.contactDetails}
          </Fact>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ItemButton item={`of ${draft.title}`} look={draft.hasFutureStart ? 'outline' : 'primary'} onClick={onComplete}>
          {draft.hasFutureStart ? 'Edit details' : 'Complete details'}
        </ItemButton>
        {draft.hasFutureStart ? (
          <ItemButton item={draft.title} look="primary" onClick={onPublish}>
            Publish
          </ItemButton>
        ) : (
          <p className="text-sm text-neutral-700">Set its date and start time to publish it.</p>
        )}
      </div>
    </AdminCard>
  );
}

/**
 * Draft events made by accepting host proposals: an admin completes each (date and time, capacity, price, venue)
 * and publishes it; until then nobody else sees it.
 */
export function EventDrafts() {
  const drafts = useEventDrafts();
  const [completing, setCompleting] = useState<AdminEventDraft | null>(null);
  const [publishing, setPublishing] = useState<AdminEventDraft | null>(null);
  return (
    <TitledSection
      id="event-drafts-title"
      title="Draft events"
      className="grid gap-4"
      titleClassName="text-xl font-bold text-lilac-950"
    >
      <PagedList
        query={drafts}
        what="draft events"
        empty={
          <EmptyNote>No drafts. Accepting a proposal makes a draft event here, to complete and publish.</EmptyNote>
        }
      >
        {(items) => (
          <ul className="grid gap-4" aria-label="Draft events">
            {items.map((draft) => (
              <DraftItem
                key={draft.id}
                draft={draft}
                onComplete={() => setCompleting(draft)}
                onPublish={() => setPublishing(draft)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {completing ? <DraftDialog key={completing.id} draft={completing} onClose={() => setCompleting(null)} /> : null}
      {publishing ? <PublishDialog key={publishing.id} draft={publishing} onClose={() => setPublishing(null)} /> : null}
    </TitledSection>
  );
}
