import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import {
  EVENT_DRAFT_LIMITS,
  EventDraftInputSchema,
  type AdminEventDraft,
  type EventDraftInput,
} from '../../../../../schema/contract/admin.ts';
import { EVENT_TYPES, eventPriceText } from '../../../../../schema/contract/events-rules.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
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
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';

/** Completes a draft: every detail at once, checked by the contract the server checks with. */
function DraftDialog({ draft, onClose }: { draft: AdminEventDraft; onClose: () => void }) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
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
    success: ({ title }) => ({ title: t`Draft saved`, description: t`${title} is ready to publish.` }),
    failureTitle: t`Draft not saved`,
  });
  const proposed = draft.proposal?.proposedDate;
  const draftTitle = draft.title;
  const expected = draft.proposal?.expectedAttendees;

  return (
    <EditorDialog
      title={t`Complete ${draftTitle}`}
      description={
        proposed
          ? t`Nobody sees this event until you publish it. Times are South African time (SAST). The proposer suggested: “${proposed}”.`
          : t`Nobody sees this event until you publish it. Times are South African time (SAST).`
      }
      size="lg"
      submitLabel={t`Save draft`}
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField {...form.field('title')} label={t`Title`} required maxLength={EVENT_DRAFT_LIMITS.titleMax} />
      <SelectField
        {...form.field('type')}
        onValueChange={(value) => form.setValue('type', value as AdminEventDraft['type'])}
        label={t`Type`}
        options={EVENT_TYPES.map((value) => ({ value, label: t(EVENT_TYPE_LABELS[value]) }))}
      />
      <TextAreaField
        {...form.field('description')}
        label={t`Description`}
        required
        maxLength={EVENT_DRAFT_LIMITS.descriptionMax}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...form.field('date')} label={t`Date`} type="date" required />
        <TextField {...form.field('startTime')} label={t`Start time`} type="time" required />
        <TextField
          {...form.field('endTime')}
          label={t`End time`}
          type="time"
          hint={t`Optional. Before the start means the next day.`}
        />
      </div>
      <TextField
        {...form.field('location')}
        label={t`City`}
        hint={t`“Online” for an online event.`}
        required
        maxLength={EVENT_DRAFT_LIMITS.locationMax}
      />
      <TextField
        {...form.field('address')}
        label={t`Venue and address`}
        hint={t`Optional, e.g. Soweto Library, Chris Hani Road.`}
        maxLength={EVENT_DRAFT_LIMITS.addressMax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field('maxAttendees')}
          label={t`Capacity`}
          hint={expected ? t`The proposer expects ${expected} people.` : t`How many people can register.`}
          required
          inputMode="numeric"
          maxLength={6}
        />
        <TextField
          {...form.field('price')}
          label={t`Price (rand)`}
          hint={t`0 for a free event.`}
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
  useCatalog(adminCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const [failure, setFailure] = useState<string>();
  const publish = useAdminAction({
    action: (id: number) => adminApi.publishDraft(id),
    refresh: refreshAfter.drafts,
    success: ({ title }) => ({ title: t`Event published`, description: t`${title} is on the events page.` }),
    failureTitle: t`Event not published`,
  });
  const draftTitle = draft.title;
  const when = formats.dateTime(draft.scheduledAt);
  const where = draft.location;
  const host = draft.host ? personName(draft.host, i18n) : null;
  return (
    <Dialog open onOpenChange={(open) => (open || publish.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>
          <Trans>Publish {draftTitle}?</Trans>
        </DialogTitle>
        <DialogDescription className="mt-2">
          {host
            ? t`It appears on the events page at once (${when}, ${where}) and people can register. ${host}, who proposed it, is notified.`
            : t`It appears on the events page at once (${when}, ${where}) and people can register.`}
        </DialogDescription>
        <div className="mt-4">
          <FormAlert message={failure} />
        </div>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={publish.isPending} className={buttonStyles.outline}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            disabled={publish.isPending}
            className={buttonStyles.primary}
            onClick={() =>
              publish.mutate(draft.id, {
                onSuccess: onClose,
                onError: (error) => setFailure(errorMessage(error, t(ADMIN_ACTION_FAILED))),
              })
            }
          >
            {publish.isPending ? t`Publishing…` : t`Publish event`}
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
  useCatalog(adminCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const draftTitle = draft.title;
  return (
    <AdminCard
      title={draft.title}
      badges={
        <>
          <Badge tone="brand">{t(EVENT_TYPE_LABELS[draft.type])}</Badge>
          <Badge tone="warn">
            <Trans>Draft</Trans>
          </Badge>
        </>
      }
    >
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Fact label={t`Starts`}>{draft.hasFutureStart ? formats.dateTime(draft.scheduledAt) : t`Not set yet`}</Fact>
        <Fact label={t`Where`}>{draft.address ? `${draft.address}, ${draft.location}` : draft.location}</Fact>
        <Fact label={t`Capacity`}>{draft.maxAttendees}</Fact>
        <Fact label={t`Price`}>{eventPriceText(draft.priceCents)}</Fact>
        <Fact label={t`Proposed date`}>{draft.proposal?.proposedDate || t`Not given`}</Fact>
        <Fact label={t`Host`} wide>
          {draft.host ? `${personName(draft.host, i18n)} (${draft.host.email})` : t`Deleted account`}
        </Fact>
        {draft.proposal ? (
          <Fact label={t`Contact`} wide>
            {draft.proposal.contactDetails}
          </Fact>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ItemButton item={t`of ${draftTitle}`} look={draft.hasFutureStart ? 'outline' : 'primary'} onClick={onComplete}>
          {draft.hasFutureStart ? t`Edit details` : t`Complete details`}
        </ItemButton>
        {draft.hasFutureStart ? (
          <ItemButton item={draft.title} look="primary" onClick={onPublish}>
            <Trans>Publish</Trans>
          </ItemButton>
        ) : (
          <p className="text-sm text-neutral-700">
            <Trans>Set its date and start time to publish it.</Trans>
          </p>
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
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const drafts = useEventDrafts();
  const [completing, setCompleting] = useState<AdminEventDraft | null>(null);
  const [publishing, setPublishing] = useState<AdminEventDraft | null>(null);
  return (
    <TitledSection
      id="event-drafts-title"
      title={t`Draft events`}
      className="grid gap-4"
      titleClassName="text-xl font-bold text-lilac-950"
    >
      <PagedList
        query={drafts}
        what={t`draft events`}
        empty={
          <EmptyNote>
            <Trans>No drafts. Accepting a proposal makes a draft event here, to complete and publish.</Trans>
          </EmptyNote>
        }
      >
        {(items) => (
          <ul className="grid gap-4" aria-label={t`Draft events`}>
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
