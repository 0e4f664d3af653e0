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
  const headingId = `admin-story-${story.id}`;
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
              <span className="sr-only">, now</span> {story.afterTitle}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone={statusTone[story.status]}>{STORY_STATUS_LABELS[story.status]}</Badge>
            {story.isFeatured ? <Badge tone="brand">Featured</Badge> : null}
          </div>
        </div>
        <blockquote className="mt-3 whitespace-pre-line text-neutral-800">“{story.quote}”</blockquote>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Fact label="Income streams">
            {story.incomeStreamsBefore} → {story.incomeStreamsAfter}
          </Fact>
          <Fact label="Took">{story.transformationTime || 'Not given'}</Fact>
          <Fact label="Helped by">{story.serviceType === 'coaching' ? 'Coaching' : 'Mentorship'}</Fact>
          <Fact label="Submitted">
            <DateText value={story.createdAt} />
          </Fact>
          <Fact label="Submitted by" wide>
            {story.submitter ? `${personName(story.submitter)} (${story.submitter.email})` : 'Added by the team'}
          </Fact>
          {story.status === 'rejected' && story.rejectionReason ? (
            <Fact label="Reason given" wide>
              {story.rejectionReason}
            </Fact>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {story.status !== 'published' ? (
            <ItemButton item={`the story of ${story.name}`} look="primary" disabled={busy} onClick={onPublish}>
              Publish
            </ItemButton>
          ) : null}
          {story.status === 'published' && !story.isFeatured ? (
            <ItemButton item={`the story of ${story.name}`} disabled={busy} onClick={onFeature}>
              Feature
            </ItemButton>
          ) : null}
          {story.status !== 'rejected' ? (
            <ItemButton item={`the story of ${story.name}`} look="dangerOutline" disabled={busy} onClick={onReject}>
              {story.status === 'published' ? 'Take down' : 'Reject'}
            </ItemButton>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The success-story moderation queue: publish, reject with a reason the submitter sees, feature. */
export function StoriesQueue() {
  const [status, setStatus] = useState<StoryStatus>('pending');
  const [rejecting, setRejecting] = useState<AdminStory | null>(null);
  const stories = useAdminStories(status);

  const publish = useAdminAction({
    action: (story: AdminStory) => adminApi.publishStory(story.id),
    refresh: refreshAfter.stories,
    success: (_, story) => ({ title: 'Story published', description: `${story.name}’s story is now in the gallery.` }),
    failureTitle: 'Story not published',
  });
  const feature = useAdminAction({
    action: (story: AdminStory) => adminApi.featureStory(story.id),
    refresh: refreshAfter.stories,
    success: (_, story) => ({ title: 'Story featured', description: `${story.name}’s story now leads the gallery.` }),
    failureTitle: 'Story not featured',
  });
  const reject = useAdminAction({
    action: ({ story, reason }: { story: AdminStory; reason: string }) => adminApi.rejectStory(story.id, reason),
    refresh: refreshAfter.stories,
    success: (_, { story }) => ({
      title: story.status === 'published' ? 'Story taken down' : 'Story rejected',
      description: 'The submitter will see your reason.',
    }),
    failureTitle: 'Story not rejected',
  });
  const busyId = [publish, feature].find((m) => m.isPending)?.variables?.id;

  return (
    <div className="grid gap-4">
      <StatusFilter
        label="Show stories that are"
        options={STORY_STATUSES.map((value) => ({ value, label: STORY_STATUS_LABELS[value] }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        query={stories}
        what="stories"
        empty={
          <EmptyNote>{status === 'pending' ? 'No stories are waiting for review.' : `No ${status} stories.`}</EmptyNote>
        }
      >
        {(items) => (
          <ul className="grid gap-4" aria-label={`${STORY_STATUS_LABELS[status]} stories`}>
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
          title={rejecting.status === 'published' ? 'Take this story down?' : 'Reject this story?'}
          description={`${rejecting.name}’s story will not be shown in the gallery. They will see your reason.`}
          label="Reason"
          hint="Be kind and specific: what would need to change for it to be published?"
          schema={RejectStorySchema}
          name="reason"
          required
          maxLength={MAX_REJECTION_REASON}
          confirmLabel={rejecting.status === 'published' ? 'Take down' : 'Reject story'}
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
