import type { MyStory } from '../../../../../schema/contract/stories.ts';
import { MySubmissions, type Submission } from '../../../components/list/my-submissions.tsx';
import { useMyStories } from '../api/stories.ts';

const STATUS: Record<MyStory['status'], Submission['status']> = {
  pending: { label: 'Waiting for review', style: 'bg-sunshine-100 text-lilac-950' },
  published: { label: 'Published', style: 'bg-grass-100 text-grass-900' },
  rejected: { label: 'Not published', style: 'bg-red-50 text-red-800' },
};

function describeStory(story: MyStory): Submission {
  return {
    title: (
      <>
        {story.beforeTitle} <span aria-hidden="true">→</span>
        <span className="sr-only">, now</span> {story.afterTitle}
      </>
    ),
    sent: story.createdAt,
    status: STATUS[story.status],
    note:
      story.status === 'rejected' && story.rejectionReason ? { label: 'Reason', text: story.rejectionReason } : null,
  };
}

/** "Your stories" (`GET /api/success-stories/mine`): each story the member sent, with its status. */
export function MyStories() {
  const mine = useMyStories();
  return (
    <MySubmissions
      noun="stories"
      intro="Every story is reviewed by our team before it appears in the gallery."
      empty="You have not shared a story yet."
      query={mine}
      describe={describeStory}
    />
  );
}
