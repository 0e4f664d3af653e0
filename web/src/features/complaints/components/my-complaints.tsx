import type { ComplaintStatus, MyComplaint } from '../../../../../schema/contract/complaints.ts';
import { DateText } from '../../../components/date-text.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useMyComplaints } from '../api/complaints.ts';

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  new: 'Received',
  in_review: 'In review',
  resolved: 'Resolved',
};

const statusStyle: Record<ComplaintStatus, string> = {
  new: 'bg-sunshine-100 text-lilac-950',
  in_review: 'bg-lilac-100 text-lilac-900',
  resolved: 'bg-grass-100 text-grass-900',
};

function MyComplaintItem({ complaint }: { complaint: MyComplaint }) {
  return (
    <li className="rounded-xl border border-lilac-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p>
          <span className="font-bold text-lilac-950">Complaint #{complaint.id}</span>
          <span className="block text-sm text-neutral-700">
            Sent <DateText value={complaint.createdAt} />
          </span>
        </p>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${statusStyle[complaint.status]}`}>
          <span className="sr-only">Status: </span>
          {COMPLAINT_STATUS_LABELS[complaint.status]}
        </p>
      </div>
      {complaint.outcomeNote ? (
        <p className="mt-2 text-neutral-800">
          <span className="font-semibold">Outcome:</span> {complaint.outcomeNote}
        </p>
      ) : null}
    </li>
  );
}

/**
 * "Your complaints" (`GET /api/complaints/mine`): status, and the outcome once resolved. Nothing of what was
 * written is sent back, so nothing of it is shown.
 */
export function MyComplaints() {
  const mine = useMyComplaints();
  const complaints = mine.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="my-complaints" className="mt-12">
      <h2 id="my-complaints" className="text-2xl font-bold text-lilac-950">
        Your complaints
      </h2>
      <p className="mt-1 text-neutral-700">Only you and the product team can see these.</p>
      <div className="mt-4">
        {mine.isPending ? (
          <Spinner label="Loading your complaints…" />
        ) : mine.isError ? (
          <LoadError what="your complaints" onRetry={() => void mine.refetch()} />
        ) : complaints.length === 0 ? (
          <p className="rounded-xl bg-lilac-50 p-4 text-neutral-800">You have not submitted a complaint.</p>
        ) : (
          <ul className="grid gap-3">
            {complaints.map((complaint) => (
              <MyComplaintItem key={complaint.id} complaint={complaint} />
            ))}
          </ul>
        )}
        {mine.hasNextPage ? (
          <button
            type="button"
            disabled={mine.isFetchingNextPage}
            onClick={() => void mine.fetchNextPage()}
            className={`${buttonStyles.outline} mt-4`}
          >
            {mine.isFetchingNextPage ? 'Loading…' : 'Show older complaints'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
