import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import { ReviewProposalSchema, type AdminEventProposal } from '../../../../../schema/contract/admin.ts';
import { MAX_REVIEW_NOTE } from '../../../../../schema/contract/admin-rules.ts';
import { EVENT_PROPOSAL_STATUSES } from '../../../../../schema/contract/enums.ts';
import { DateText } from '../../../components/date-text.tsx';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { adminApi, refreshAfter, useAdminAction, useEventProposals, type ProposalStatus } from '../api/admin.ts';
import { EVENT_TYPE_LABELS, personName, PROPOSAL_STATUS_LABELS } from '../admin-display.ts';
import { EventDrafts } from './event-drafts.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { Fact } from '../../../components/fact.tsx';
import { AdminCard, EmptyNote, ItemButton, StatusFilter } from './parts.tsx';
import { TitledSection } from '../../../components/page-sections.tsx';

const statusTone = { pending: 'warn', accepted: 'good', declined: 'bad' } as const;

type Review = { proposal: AdminEventProposal; decision: 'accept' | 'decline' };

function ProposalItem({ proposal, onReview }: { proposal: AdminEventProposal; onReview: (review: Review) => void }) {
  return (
    <AdminCard
      title={proposal.title}
      badges={
        <>
          <Badge tone="brand">{EVENT_TYPE_LABELS[proposal.type]}</Badge>
          <Badge tone={statusTone[proposal.status]}>{PROPOSAL_STATUS_LABELS[proposal.status]}</Badge>
        </>
      }
    >
      <p className="mt-2 whitespace-pre-line text-neutral-800">{proposal.description}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Fact label="When">{proposal.proposedDate || 'Not given'}</Fact>
        <Fact label="Where">{proposal.location}</Fact>
        <Fact label="Expected attendees">{proposal.expectedAttendees ?? 'Not given'}</Fact>
        <Fact label="Proposed by" wide>
          {proposal.proposer ? `${personName(proposal.proposer)} (${proposal.proposer.email})` : 'Deleted account'}
        </Fact>
        <Fact label="Contact" wide>
          {proposal.contactDetails}
        </Fact>
        <Fact label="Sent">
          <DateText value={proposal.createdAt} />
        </Fact>
        {proposal.reviewNote ? (
          <Fact label="Note sent" wide>
            {proposal.reviewNote}
          </Fact>
        ) : null}
      </dl>
      {proposal.status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <ItemButton item={proposal.title} look="primary" onClick={() => onReview({ proposal, decision: 'accept' })}>
            Accept
          </ItemButton>
          <ItemButton
            item={proposal.title}
            look="dangerOutline"
            onClick={() => onReview({ proposal, decision: 'decline' })}
          >
            Decline
          </ItemButton>
        </div>
      ) : null}
    </AdminCard>
  );
}

/**
 * Event host proposals from the events page: accept or decline, with an optional note to the proposer. Accepting makes
 * a draft event, listed first, which an admin completes and publishes.
 */
export function EventProposals() {
  const [status, setStatus] = useState<ProposalStatus>('pending');
  const [review, setReview] = useState<Review | null>(null);
  const proposals = useEventProposals(status);
  const decide = useAdminAction({
    action: ({ proposal, decision, note }: Review & { note: string }) =>
      adminApi.reviewProposal(proposal.id, decision, note),
    refresh: refreshAfter.proposals,
    success: (_, { decision }) =>
      decision === 'accept'
        ? {
            title: 'Proposal accepted',
            description: 'The proposer has been told. Its draft event is under Draft events, to complete and publish.',
          }
        : { title: 'Proposal declined', description: 'The proposer has been told.' },
    failureTitle: 'Proposal not reviewed',
  });

  return (
    <div className="grid gap-8">
      <EventDrafts />
      <TitledSection
        id="event-proposals-title"
        title="Proposals"
        className="grid gap-4"
        titleClassName="text-xl font-bold text-lilac-950"
      >
        <StatusFilter
          label="Show proposals that are"
          options={EVENT_PROPOSAL_STATUSES.map((value) => ({ value, label: PROPOSAL_STATUS_LABELS[value] }))}
          value={status}
          onChange={setStatus}
        />
        <PagedList
          query={proposals}
          what="event proposals"
          empty={
            <EmptyNote>
              {status === 'pending' ? 'No proposals are waiting for review.' : `No ${status} proposals.`}
            </EmptyNote>
          }
        >
          {(items) => (
            <ul className="grid gap-4" aria-label="Event proposals">
              {items.map((proposal) => (
                <ProposalItem key={proposal.id} proposal={proposal} onReview={setReview} />
              ))}
            </ul>
          )}
        </PagedList>
      </TitledSection>
      {review ? (
        <NoteDialog
          key={`${review.proposal.id}-${review.decision}`}
          open
          title={review.decision === 'accept' ? 'Accept this proposal?' : 'Decline this proposal?'}
          description={`“${review.proposal.title}”: the proposer is notified, with your note if you write one.`}
          label="Note to the proposer (optional)"
          schema={ReviewProposalSchema}
          name="note"
          maxLength={MAX_REVIEW_NOTE}
          confirmLabel={review.decision === 'accept' ? 'Accept proposal' : 'Decline proposal'}
          destructive={review.decision === 'decline'}
          busy={decide.isPending}
          onCancel={() => setReview(null)}
          onConfirm={(note, failed) =>
            decide.mutate({ ...review, note }, { onSuccess: () => setReview(null), onError: failed })
          }
        />
      ) : null}
    </div>
  );
}
