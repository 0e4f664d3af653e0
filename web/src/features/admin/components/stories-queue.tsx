import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import { RejectStorySchema, type AdminStory } from '../../../../../schema/contract/admin.ts';
import type { StoryStatus } from '../../../../../schema/contract/stories.ts';
import { MAX_REJECTION_REASON } from '../../../../../schema/contract/stories-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { STORY_STATUSES } from '../../../../../schema/contract/enums.ts';
import { adminApi, refreshAfter, useAdminAction, useAdminStories } from '../api/admin.ts';
import { personName, STORY_STATUS_LABELS } from '../admin-display.ts';
import { NoteDialog } from './note-dialog.tsx';
import { Fact } from '../../../components/fact.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import { EmptyNote, ItemButton, StatusFilter } from './parts.tsx';

const statusTone = { pending: 'warn', published: 'good', rejected: 'bad' } as const;

function StoryItem({
  story,
  busy,
  onPublish,
  onFeature,
  onReject,
}: {
  story: AdminStory;
  busy: boolean;
  onPublish: () => void;
  onFeature: () => void;
  onReject: () => void;
}) {
  useCatalog(adminCatalog);
  const { t, i18n } = useLingui();
  const headingId = `admin-story-${story.id}`;
  const name = story.name;
  const item = t`the story of ${name}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-start gap-3">
          <Avatar name={story.name} src={story.profileImage} size="md" />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="text-lg font-bold text-lilac-950">
              {story.name}
            </h3>
            <p className="text-neutral-700">
              {story.beforeTitle} <span aria-hidden="true">→</span>
              <span className="sr-only">
                <Trans>, now</Trans>
              </span>{' '}
              {story.afterTitle}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone={statusTone[story.status]}>{t(STORY_STATUS_LABELS[story.status])}</Badge>
            {story.isFeatured ? (
              <Badge tone="brand">
                <Trans>Featured</Trans>
              </Badge>
            ) : null}
          </div>
        </div>
        <blockquote className="mt-3 whitespace-pre-line text-neutral-800">“{story.quote}”</blockquote>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Fact label={t`Income streams`}>
            {story.incomeStreamsBefore} → {story.incomeStreamsAfter}
          </Fact>
          <Fact label={t`Took`}>{story.transformationTime || t`Not given`}</Fact>
          <Fact label={t`Helped by`}>{story.serviceType === 'coaching' ? t`Coaching` : t`Mentorship`}</Fact>
          <Fact label={t`Submitted`}>
            <DateText value={story.createdAt} />
          </Fact>
          <Fact label={t`Submitted by`} wide>
            {story.submitter ? `${personName(story.submitter, i18n)} (${story.submitter.email})` : t`Added by the team`}
          </Fact>
          {story.status === 'rejected' && story.rejectionReason ? (
            <Fact label={t`Reason given`} wide>
              {story.rejectionReason}
            </Fact>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {story.status !== 'published' ? (
            <ItemButton item={item} look="primary" disabled={busy} onClick={onPublish}>
              <Trans>Publish</Trans>
            </ItemButton>
          ) : null}
          {story.status === 'published' && !story.isFeatured ? (
            <ItemButton item={item} disabled={busy} onClick={onFeature}>
              <Trans>Feature</Trans>
            </ItemButton>
          ) : null}
          {story.status !== 'rejected' ? (
            <ItemButton item={item} look="dangerOutline" disabled={busy} onClick={onReject}>
              {story.status === 'published' ? t`Take down` : t`Reject`}
            </ItemButton>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The success-story moderation queue: publish, reject with a reason the submitter sees, feature. */
export function StoriesQueue() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const [status, setStatus] = useState<StoryStatus>('pending');
  const [rejecting, setRejecting] = useState<AdminStory | null>(null);
  const stories = useAdminStories(status);

  const publish = useAdminAction({
    action: (story: AdminStory) => adminApi.publishStory(story.id),
    refresh: refreshAfter.stories,
    success: (_, { name }) => ({ title: t`Story published`, description: t`${name}’s story is now in the gallery.` }),
    failureTitle: t`Story not published`,
  });
  const feature = useAdminAction({
    action: (story: AdminStory) => adminApi.featureStory(story.id),
    refresh: refreshAfter.stories,
    success: (_, { name }) => ({ title: t`Story featured`, description: t`${name}’s story now leads the gallery.` }),
    failureTitle: t`Story not featured`,
  });
  const reject = useAdminAction({
    action: ({ story, reason }: { story: AdminStory; reason: string }) => adminApi.rejectStory(story.id, reason),
    refresh: refreshAfter.stories,
    success: (_, { story }) => ({
      title: story.status === 'published' ? t`Story taken down` : t`Story rejected`,
      description: t`The submitter will see your reason.`,
    }),
    failureTitle: t`Story not rejected`,
  });
  const busyId = [publish, feature].find((m) => m.isPending)?.variables?.id;
  const rejectingName = rejecting?.name;
  // Whole sentences per status, so each language words them its own way.
  const emptyText: Record<StoryStatus, () => string> = {
    pending: () => t`No stories are waiting for review.`,
    published: () => t`No published stories.`,
    rejected: () => t`No rejected stories.`,
  };
  const listLabel: Record<StoryStatus, () => string> = {
    pending: () => t`Pending stories`,
    published: () => t`Published stories`,
    rejected: () => t`Rejected stories`,
  };

  return (
    <div className="grid gap-4">
      <StatusFilter
        label={t`Show stories that are`}
        options={STORY_STATUSES.map((value) => ({ value, label: t(STORY_STATUS_LABELS[value]) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList query={stories} what={t`stories`} empty={<EmptyNote>{emptyText[status]()}</EmptyNote>}>
        {(items) => (
          <ul className="grid gap-4" aria-label={listLabel[status]()}>
            {items.map((story) => (
              <StoryItem
                key={story.id}
                story={story}
                busy={busyId === story.id}
                onPublish={() => publish.mutate(story)}
                onFeature={() => feature.mutate(story)}
                onReject={() => setRejecting(story)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {rejecting ? (
        <NoteDialog
          key={rejecting.id}
          open
          title={rejecting.status === 'published' ? t`Take this story down?` : t`Reject this story?`}
          description={t`${rejectingName}’s story will not be shown in the gallery. They will see your reason.`}
          label={t`Reason`}
          hint={t`Be kind and specific: what would need to change for it to be published?`}
          schema={RejectStorySchema}
          name="reason"
          required
          maxLength={MAX_REJECTION_REASON}
          confirmLabel={rejecting.status === 'published' ? t`Take down` : t`Reject story`}
          destructive
          busy={reject.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason, failed) =>
            reject.mutate({ story: rejecting, reason }, { onSuccess: () => setRejecting(null), onError: failed })
          }
        />
      ) : null}
    </div>
  );
}
