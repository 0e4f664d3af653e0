import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';

const statusTone = { pending: 'warn', accepted: 'good', declined: 'bad' } as const;

type Review = { proposal: AdminEventProposal; decision: 'accept' | 'decline' };

function ProposalItem({ proposal, onReview }: { proposal: AdminEventProposal; onReview: (review: Review) => void }) {
  useCatalog(adminCatalog);
  const { t, i18n } = useLingui();
  return (
    <AdminCard
      title={proposal.title}
      badges={
        <>
          <Badge tone="brand">{t(EVENT_TYPE_LABELS[proposal.type])}</Badge>
          <Badge tone={statusTone[proposal.status]}>{t(PROPOSAL_STATUS_LABELS[proposal.status])}</Badge>
        </>
      }
    >
      <p className="mt-2 whitespace-pre-line text-neutral-800">{proposal.description}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Fact label={t`When`}>{proposal.proposedDate || t`Not given`}</Fact>
        <Fact label={t`Where`}>{proposal.location}</Fact>
        <Fact label={t`Expected attendees`}>{proposal.expectedAttendees ?? t`Not given`}</Fact>
        <Fact label={t`Proposed by`} wide>
          {proposal.proposer
            ? `${personName(proposal.proposer, i18n)} (${proposal.proposer.email})`
            : t`Deleted account`}
        </Fact>
        <Fact label={t`Contact`} wide>
          {proposal.contactDetails}
        </Fact>
        <Fact label={t`Sent`}>
          <DateText value={proposal.createdAt} />
        </Fact>
        {proposal.reviewNote ? (
          <Fact label={t`Note sent`} wide>
            {proposal.reviewNote}
          </Fact>
        ) : null}
      </dl>
      {proposal.status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <ItemButton item={proposal.title} look="primary" onClick={() => onReview({ proposal, decision: 'accept' })}>
            <Trans>Accept</Trans>
          </ItemButton>
          <ItemButton
            item={proposal.title}
            look="dangerOutline"
            onClick={() => onReview({ proposal, decision: 'decline' })}
          >
            <Trans>Decline</Trans>
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
  useCatalog(adminCatalog);
  const { t } = useLingui();
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
            title: t`Proposal accepted`,
            description: t`The proposer has been told. Its draft event is under Draft events, to complete and publish.`,
          }
        : { title: t`Proposal declined`, description: t`The proposer has been told.` },
    failureTitle: t`Proposal not reviewed`,
  });

  const reviewTitle = review?.proposal.title;
  // Whole sentences per status, so each language words them its own way.
  const emptyText: Record<ProposalStatus, () => string> = {
    pending: () => t`No proposals are waiting for review.`,
    accepted: () => t`No accepted proposals.`,
    declined: () => t`No declined proposals.`,
  };

  return (
    <div className="grid gap-8">
      <EventDrafts />
      <TitledSection
        id="event-proposals-title"
        title={t`Proposals`}
        className="grid gap-4"
        titleClassName="text-xl font-bold text-lilac-950"
      >
        <StatusFilter
          label={t`Show proposals that are`}
          options={EVENT_PROPOSAL_STATUSES.map((value) => ({ value, label: t(PROPOSAL_STATUS_LABELS[value]) }))}
          value={status}
          onChange={setStatus}
        />
        <PagedList query={proposals} what={t`event proposals`} empty={<EmptyNote>{emptyText[status]()}</EmptyNote>}>
          {(items) => (
            <ul className="grid gap-4" aria-label={t`Event proposals`}>
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
          title={review.decision === 'accept' ? t`Accept this proposal?` : t`Decline this proposal?`}
          description={t`“${reviewTitle}”: the proposer is notified, with your note if you write one.`}
          label={t`Note to the proposer (optional)`}
          schema={ReviewProposalSchema}
          name="note"
          maxLength={MAX_REVIEW_NOTE}
          confirmLabel={review.decision === 'accept' ? t`Accept proposal` : t`Decline proposal`}
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
