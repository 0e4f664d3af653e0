import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DateText } from '../date-text.tsx';
import type { ListQuery, NextPageQuery } from '../../lib/list-query.ts';
import { PagedList, type PagedData } from './paged-list.tsx';

/** One thing a member sent, as their own list shows it. */
export interface Submission {
  /** What it is about, in a line ("Complaint #12"). */
  title: ReactNode;
  /** When it was sent (an ISO instant). */
  sent: string;
  /** Its review status, in words, and its pill's colours. */
  status: { label: string; style: string };
  /** What the reviewers said, once there is something to say ("Reason", "Outcome"). */
  note?: { label: string; text: string } | null;
}

function SubmissionItem({ title, sent, status, note }: Submission) {
  return (
    <li className="rounded-xl border border-lilac-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-lilac-950">{title}</p>
          <p className="text-sm text-neutral-700">
            <Trans>
              Sent <DateText value={sent} />
            </Trans>
          </p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${status.style}`}>
          <span className="sr-only">
            <Trans>Status:</Trans>{' '}
          </span>
          {status.label}
        </p>
      </div>
      {note ? (
        <p className="mt-2 text-neutral-800">
          <span className="font-semibold">{note.label}:</span> {note.text}
        </p>
      ) : null}
    </li>
  );
}

/**
 * "Your stories", "Your complaints": what a member sent for review, newest first, page by page, each with its
 * status and the reviewers' note. `noun` names the things ("stories"): the heading says "Your {noun}".
 */
export function MySubmissions<Item extends { id: number | string }>({
  noun,
  intro,
  empty,
  query,
  describe,
}: {
  noun: string;
  /** Under the heading: who sees these, what happens to them. */
  intro: ReactNode;
  /** Shown when the member has sent nothing yet. */
  empty: string;
  query: ListQuery<PagedData<Item>> & NextPageQuery;
  describe: (item: Item) => Submission;
}) {
  const { t } = useLingui();
  const headingId = `my-${noun}`;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold text-lilac-950">
        <Trans>Your {noun}</Trans>
      </h2>
      <p className="mt-1 text-neutral-700">{intro}</p>
      <div className="mt-4">
        <PagedList
          query={query}
          what={t`your ${noun}`}
          more={noun}
          empty={<p className="rounded-xl bg-lilac-50 p-4 text-neutral-800">{empty}</p>}
        >
          {(items) => (
            <ul className="grid gap-3">
              {items.map((item) => (
                <SubmissionItem key={item.id} {...describe(item)} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </section>
  );
}
