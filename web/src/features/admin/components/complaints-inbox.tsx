import { useId, useState } from 'react';
import {
  UpdateComplaintSchema,
  type AdminComplaint,
  type AdminComplaintSummary,
} from '../../../../../schema/contract/admin.ts';
import { MAX_OUTCOME_NOTE } from '../../../../../schema/contract/admin-rules.ts';
import type { ComplaintStatus } from '../../../../../schema/contract/complaints.ts';
import { COMPLAINT_STATUSES } from '../../../../../schema/contract/enums.ts';
import { DateText, formatCalendarDate } from '../../../components/date-text.tsx';
import { SelectField, TextAreaField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
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

const statusTone = { new: 'warn', in_review: 'brand', resolved: 'good' } as const;
const roleLabel = (role: string) => (role === 'mentor' ? 'mentor' : 'mentee');

const FILTERS: readonly { value: ComplaintStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  ...COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] })),
];

/** Status and outcome: resolving needs the outcome note the complainant is told. */
function ComplaintDecision({ complaint, onDone }: { complaint: AdminComplaint; onDone: () => void }) {
  const formId = useId();
  const form = useForm({
    id: formId,
    initialValues: decisionValues(complaint),
    fields: DECISION_FIELD_ORDER,
    schema: UpdateComplaintSchema,
    toInput: toDecisionInput,
  });
  const save = useUpdateComplaint(complaint.id, (updated) => ({
    title: 'Complaint updated',
    description:
      updated.status === 'resolved'
        ? `Complaint #${updated.id} is resolved; the complainant has been told the outcome.`
        : `Complaint #${updated.id} is now ${COMPLAINT_STATUS_LABELS[updated.status].toLowerCase()}.`,
  }));
  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      className="mt-6 grid gap-4 border-t border-lilac-100 pt-4"
      onSubmit={form.handleSubmit(sendForm(save, form, { failed: ADMIN_ACTION_FAILED }, onDone))}
    >
      <h3 id={`${formId}-title`} className="text-lg font-bold text-lilac-950">
        Decision
      </h3>
      <SelectField
        {...form.field('status')}
        onValueChange={(value) => form.setValue('status', value as ComplaintStatus)}
        label="Status"
        options={COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] }))}
      />
      <TextAreaField
        {...form.field('outcomeNote')}
        label="Outcome note"
        hint="What the complainant is told. Required to resolve; do not include anything confidential."
        required={form.values.status === 'resolved'}
        rows={3}
        maxLength={MAX_OUTCOME_NOTE}
      />
      <FormAlert {...form.alert} />
      <div>
        <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
          {save.isPending ? 'Saving…' : 'Save decision'}
        </button>
      </div>
    </form>
  );
}

function ComplaintDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const complaint = useAdminComplaint(id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogTitle>Complaint #{id}</DialogTitle>
        <DialogDescription className="mt-1">Confidential: only admins can read this.</DialogDescription>
        <div className="mt-4">
          <ListState query={complaint} what="the complaint" isEmpty={() => false} empty={null}>
            {(data) => (
              <>
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Fact label="Status">
                    <Badge tone={statusTone[data.status]}>{COMPLAINT_STATUS_LABELS[data.status]}</Badge>
                  </Fact>
                  <Fact label="Received">
                    <DateText value={data.createdAt} withTime />
                  </Fact>
                  <Fact label="From">
                    {data.fullName} ({roleLabel(data.role)})
                  </Fact>
                  <Fact label="Contact details">{data.contactDetails}</Fact>
                  <Fact label="Account">
                    {data.complainant
                      ? `${personName(data.complainant)} (${data.complainant.email})`
                      : 'Deleted account'}
                  </Fact>
                  <Fact label="About">
                    {data.complaineeName} ({roleLabel(data.complaineeRole)})
                  </Fact>
                  <Fact label="Date of the incident">{formatCalendarDate(data.incidentDate)}</Fact>
                </dl>
                <h3 className="mt-4 font-semibold text-neutral-900">What happened</h3>
                <p className="mt-1 whitespace-pre-line rounded-lg bg-lilac-50 p-3 text-neutral-900">
                  {data.complaintDetails}
                </p>
                <h3 className="mt-4 font-semibold text-neutral-900">Supporting evidence</h3>
                <p className="mt-1 whitespace-pre-line text-neutral-800">{data.supportingEvidence || 'None given.'}</p>
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
  return (
    <li className="rounded-2xl border border-lilac-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-lilac-950">
            #{complaint.id}: {complaint.fullName} ({roleLabel(complaint.role)}) about {complaint.complaineeName} (
            {roleLabel(complaint.complaineeRole)})
          </p>
          <p className="text-sm text-neutral-700">
            Incident {formatCalendarDate(complaint.incidentDate)} · received <DateText value={complaint.createdAt} />
          </p>
        </div>
        <Badge tone={statusTone[complaint.status]}>{COMPLAINT_STATUS_LABELS[complaint.status]}</Badge>
      </div>
      <button type="button" onClick={onOpen} className={`${buttonStyles.outline} mt-3 px-4`}>
        Read complaint #{complaint.id}
      </button>
    </li>
  );
}

/** The confidential complaints inbox: list by status, read one, move it to in review or resolved. */
export function ComplaintsInbox() {
  const [status, setStatus] = useState<ComplaintStatus | 'all'>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const complaints = useAdminComplaints(status);
  return (
    <div className="grid gap-4">
      <StatusFilter label="Show complaints" options={FILTERS} value={status} onChange={setStatus} />
      <PagedList
        query={complaints}
        what="complaints"
        empty={
          <EmptyNote>
            {status === 'all'
              ? 'No complaints yet.'
              : `No complaints are ${COMPLAINT_STATUS_LABELS[status].toLowerCase()}.`}
          </EmptyNote>
        }
      >
        {(items) => (
          <ul className="grid gap-3" aria-label="Complaints">
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
