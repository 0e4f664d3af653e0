import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  UpdateComplaintSchema,
  type AdminComplaint,
  type AdminComplaintSummary,
} from '../../../../../schema/contract/admin.ts';
import { MAX_OUTCOME_NOTE } from '../../../../../schema/contract/admin-rules.ts';
import type { ComplaintStatus } from '../../../../../schema/contract/complaints.ts';
import { COMPLAINT_STATUSES } from '../../../../../schema/contract/enums.ts';
import { DateText } from '../../../components/date-text.tsx';
import { SelectField, TextAreaField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useAdminComplaint, useAdminComplaints, useUpdateComplaint, ADMIN_ACTION_FAILED } from '../api/admin.ts';
import { COMPLAINT_STATUS_LABELS, personName } from '../admin-display.ts';
import { decisionValues, DECISION_FIELD_ORDER, toDecisionInput } from '../complaint-decision.ts';
import { Badge } from '../../../components/badge.tsx';
import { Fact } from '../../../components/fact.tsx';
import { EmptyNote, StatusFilter } from './parts.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';

const statusTone = { new: 'warn', in_review: 'brand', resolved: 'good' } as const;
const roleLabel = (role: string, i18n: I18n) => i18n._(role === 'mentor' ? msg`mentor` : msg`mentee`);

const FILTERS = [
  { value: 'all', label: msg`All` },
  ...COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] })),
] as const;

/** A complaint's new status in a sentence, whole per status so each language words it its own way. */
const NOW_STATUS = {
  new: (id: number) => msg`Complaint #${id} is now new.`,
  in_review: (id: number) => msg`Complaint #${id} is now in review.`,
  resolved: (id: number) => msg`Complaint #${id} is now resolved.`,
} satisfies Record<ComplaintStatus, (id: number) => unknown>;

const EMPTY_FOR_STATUS = {
  all: msg`No complaints yet.`,
  new: msg`No complaints are new.`,
  in_review: msg`No complaints are in review.`,
  resolved: msg`No complaints are resolved.`,
};

/** Status and outcome: resolving needs the outcome note the complainant is told. */
function ComplaintDecision({ complaint, onDone }: { complaint: AdminComplaint; onDone: () => void }) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const formId = useId();
  const form = useForm({
    id: formId,
    initialValues: decisionValues(complaint),
    fields: DECISION_FIELD_ORDER,
    schema: UpdateComplaintSchema,
    toInput: toDecisionInput,
  });
  const save = useUpdateComplaint(complaint.id, ({ id, status }) => ({
    title: t`Complaint updated`,
    description:
      status === 'resolved'
        ? t`Complaint #${id} is resolved; the complainant has been told the outcome.`
        : t(NOW_STATUS[status](id)),
  }));
  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      className="mt-6 grid gap-4 border-t border-lilac-100 pt-4"
      onSubmit={form.handleSubmit(sendForm(save, form, { failed: t(ADMIN_ACTION_FAILED) }, onDone))}
    >
      <h3 id={`${formId}-title`} className="text-lg font-bold text-lilac-950">
        <Trans>Decision</Trans>
      </h3>
      <SelectField
        {...form.field('status')}
        onValueChange={(value) => form.setValue('status', value as ComplaintStatus)}
        label={t`Status`}
        options={COMPLAINT_STATUSES.map((value) => ({ value, label: t(COMPLAINT_STATUS_LABELS[value]) }))}
      />
      <TextAreaField
        {...form.field('outcomeNote')}
        label={t`Outcome note`}
        hint={t`What the complainant is told. Required to resolve; do not include anything confidential.`}
        required={form.values.status === 'resolved'}
        rows={3}
        maxLength={MAX_OUTCOME_NOTE}
      />
      <FormAlert {...form.alert} />
      <div>
        <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
          {save.isPending ? t`Saving…` : t`Save decision`}
        </button>
      </div>
    </form>
  );
}

function ComplaintDialog({ id, onClose }: { id: number; onClose: () => void }) {
  useCatalog(adminCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const complaint = useAdminComplaint(id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogTitle>
          <Trans>Complaint #{id}</Trans>
        </DialogTitle>
        <DialogDescription className="mt-1">
          <Trans>Confidential: only admins can read this.</Trans>
        </DialogDescription>
        <div className="mt-4">
          <ListState query={complaint} what={t`the complaint`} isEmpty={() => false} empty={null}>
            {(data) => (
              <>
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Fact label={t`Status`}>
                    <Badge tone={statusTone[data.status]}>{t(COMPLAINT_STATUS_LABELS[data.status])}</Badge>
                  </Fact>
                  <Fact label={t`Received`}>
                    <DateText value={data.createdAt} withTime />
                  </Fact>
                  <Fact label={t`From`}>
                    {data.fullName} ({roleLabel(data.role, i18n)})
                  </Fact>
                  <Fact label={t`Contact details`}>{data.contactDetails}</Fact>
                  <Fact label={t`Account`}>
                    {data.complainant
                      ? `${personName(data.complainant, i18n)} (${data.complainant.email})`
                      : t`Deleted account`}
                  </Fact>
                  <Fact label={t`About`}>
                    {data.complaineeName} ({roleLabel(data.complaineeRole, i18n)})
                  </Fact>
                  <Fact label={t`Date of the incident`}>{formats.calendarDate(data.incidentDate)}</Fact>
                </dl>
                <h3 className="mt-4 font-semibold text-neutral-900">
                  <Trans>What happened</Trans>
                </h3>
                <p className="mt-1 whitespace-pre-line rounded-lg bg-lilac-50 p-3 text-neutral-900">
                  {data.complaintDetails}
                </p>
                <h3 className="mt-4 font-semibold text-neutral-900">
                  <Trans>Supporting evidence</Trans>
                </h3>
                <p className="mt-1 whitespace-pre-line text-neutral-800">{data.supportingEvidence || t`None given.`}</p>
                <ComplaintDecision key={data.updatedAt} complaint={data} onDone={onClose} />
              </>
            )}
          </ListState>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ComplaintRow({ complaint, onOpen }: { complaint: AdminComplaintSummary; onOpen: () => void }) {
  useCatalog(adminCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const { id, fullName: from, complaineeName: about } = complaint;
  const fromRole = roleLabel(complaint.role, i18n);
  const aboutRole = roleLabel(complaint.complaineeRole, i18n);
  const incident = formats.calendarDate(complaint.incidentDate);
  return (
    <li className="rounded-2xl border border-lilac-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-lilac-950">{t`#${id}: ${from} (${fromRole}) about ${about} (${aboutRole})`}</p>
          <p className="text-sm text-neutral-700">
            <Trans>
              Incident {incident} · received <DateText value={complaint.createdAt} />
            </Trans>
          </p>
        </div>
        <Badge tone={statusTone[complaint.status]}>{t(COMPLAINT_STATUS_LABELS[complaint.status])}</Badge>
      </div>
      <button type="button" onClick={onOpen} className={`${buttonStyles.outline} mt-3 px-4`}>
        <Trans>Read complaint #{id}</Trans>
      </button>
    </li>
  );
}

/** The confidential complaints inbox: list by status, read one, move it to in review or resolved. */
export function ComplaintsInbox() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const [status, setStatus] = useState<ComplaintStatus | 'all'>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const complaints = useAdminComplaints(status);
  return (
    <div className="grid gap-4">
      <StatusFilter
        label={t`Show complaints`}
        options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList query={complaints} what={t`complaints`} empty={<EmptyNote>{t(EMPTY_FOR_STATUS[status])}</EmptyNote>}>
        {(items) => (
          <ul className="grid gap-3" aria-label={t`Complaints`}>
            {items.map((complaint) => (
              <ComplaintRow key={complaint.id} complaint={complaint} onOpen={() => setOpenId(complaint.id)} />
            ))}
          </ul>
        )}
      </PagedList>
      {openId !== null ? <ComplaintDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
