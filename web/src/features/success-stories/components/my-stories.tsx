import type { MyStory } from '../../../../../schema/contract/stories.ts';
import { DateText } from '../../../components/date-text.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useMyStories } from '../api/stories.ts';

const STATUS: Record<MyStory['status'], { label: string; style: string }> = {
  pending: { label: 'Waiting for review', style: 'bg-sunshine-100 text-lilac-950' },
  published: { label: 'Published', style: 'bg-grass-100 text-grass-900' },
  rejected: { label: 'Not published', style: 'bg-red-50 text-red-800' },
};

function MyStoryItem({ story }: { story: MyStory }) {
  const status = STATUS[story.status];
  return (
    <li className="rounded-xl border border-lilac-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-lilac-950">
            {story.beforeTitle} <span aria-hidden="true">→</span>
            <span className="sr-only">, now</span> {story.afterTitle}
          </p>
          <p className="text-sm text-neutral-700">
            Sent <DateText value={story.createdAt} />
          </p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${status.style}`}>
          <span className="sr-only">Status: </span>
          {status.label}
        </p>
      </div>
      {story.status === 'rejected' && story.rejectionReason ? (
        <p className="mt-2 text-neutral-800">
          <span className="font-semibold">Reason:</span> {story.rejectionReason}
        </p>
      ) : null}
    </li>
  );
}

/** "Your stories" (`GET /api/success-stories/mine`): each story the member sent, with its status. */
export function MyStories() {
  const mine = useMyStories({ enabled: true });
  const stories = mine.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="my-stories" className="mt-12">
      <h2 id="my-stories" className="text-2xl font-bold text-lilac-950">
        Your stories
      </h2>
      <p className="mt-1 text-neutral-700">Every story is reviewed by our team before it appears in the gallery.</p>
      <div className="mt-4">
        {mine.isPending ? (
          <Spinner label="Loading your stories…" />
        ) : mine.isError ? (
          <LoadError what="your stories" onRetry={() => void mine.refetch()} />
        ) : stories.length === 0 ? (
          <p className="rounded-xl bg-lilac-50 p-4 text-neutral-800">You have not shared a story yet.</p>
        ) : (
          <ul className="grid gap-3">
            {stories.map((story) => (
              <MyStoryItem key={story.id} story={story} />
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
            {mine.isFetchingNextPage ? 'Loading…' : 'Show older stories'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
