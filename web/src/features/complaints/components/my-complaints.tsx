import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComplaintStatus, MyComplaint } from '../../../../../schema/contract/complaints.ts';
import { MySubmissions, type Submission } from '../../../components/list/my-submissions.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useMyComplaints } from '../api/complaints.ts';
import { complaintsCatalog } from '../locales/catalog.ts';

const STATUS: Record<ComplaintStatus, { label: MessageDescriptor; style: string }> = {
  new: { label: msg`Received`, style: 'bg-sunshine-100 text-lilac-950' },
  in_review: { label: msg`In review`, style: 'bg-lilac-100 text-lilac-900' },
  resolved: { label: msg`Resolved`, style: 'bg-grass-100 text-grass-900' },
};

function describeComplaint(complaint: MyComplaint, i18n: I18n): Submission {
  const { id } = complaint;
  const status = STATUS[complaint.status];
  return {
    title: i18n._(msg`Complaint #${id}`),
    sent: complaint.createdAt,
    status: { label: i18n._(status.label), style: status.style },
    note: complaint.outcomeNote ? { label: i18n._(msg`Outcome`), text: complaint.outcomeNote } : null,
  };
}

/**
 * "Your complaints" (`GET /api/complaints/mine`): status, and the outcome once resolved. Nothing of what was
 * written is sent back, so nothing of it is shown.
 */
export function MyComplaints() {
  useCatalog(complaintsCatalog);
  const { t, i18n } = useLingui();
  const mine = useMyComplaints();
  return (
    <MySubmissions
      noun={t`complaints`}
      intro={t`Only you and the product team can see these.`}
      empty={t`You have not submitted a complaint.`}
      query={mine}
      describe={(complaint) => describeComplaint(complaint, i18n)}
    />
  );
}
