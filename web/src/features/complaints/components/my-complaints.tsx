import type { ComplaintStatus, MyComplaint } from '../../../../../schema/contract/complaints.ts';
import { MySubmissions, type Submission } from '../../../components/list/my-submissions.tsx';
import { useMyComplaints } from '../api/complaints.ts';

const STATUS: Record<ComplaintStatus, Submission['status']> = {
  new: { label: 'Received', style: 'bg-sunshine-100 text-lilac-950' },
  in_review: { label: 'In review', style: 'bg-lilac-100 text-lilac-900' },
  resolved: { label: 'Resolved', style: 'bg-grass-100 text-grass-900' },
};

function describeComplaint(complaint: MyComplaint): Submission {
  return {
    title: `Complaint #${complaint.id}`,
    sent: complaint.createdAt,
    status: STATUS[complaint.status],
    note: complaint.outcomeNote ? { label: 'Outcome', text: complaint.outcomeNote } : null,
  };
}

/**
 * "Your complaints" (`GET /api/complaints/mine`): status, and the outcome once resolved. Nothing of what was
 * written is sent back, so nothing of it is shown.
 */
export function MyComplaints() {
  const mine = useMyComplaints();
  return (
    <MySubmissions
      noun="complaints"
      intro="Only you and the product team can see these."
      empty="You have not submitted a complaint."
      query={mine}
      describe={describeComplaint}
    />
  );
}
