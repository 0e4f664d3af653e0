import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyStory } from '../../../../../schema/contract/stories.ts';
import { MySubmissions, type Submission } from '../../../components/list/my-submissions.tsx';
import { useMyStories } from '../api/stories.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { successStoriesCatalog } from '../locales/catalog.ts';

const STATUS: Record<MyStory['status'], { label: MessageDescriptor; style: string }> = {
  pending: { label: msg`Waiting for review`, style: 'bg-sunshine-100 text-lilac-950' },
  published: { label: msg`Published`, style: 'bg-grass-100 text-grass-900' },
  rejected: { label: msg`Not published`, style: 'bg-red-50 text-red-800' },
};

function describeStory(story: MyStory, i18n: I18n): Submission {
  const status = STATUS[story.status];
  return {
    title: (
      <>
        {story.beforeTitle} <span aria-hidden="true">→</span>
        <span className="sr-only">
          <Trans>, now</Trans>
        </span>{' '}
        {story.afterTitle}
      </>
    ),
    sent: story.createdAt,
    status: { label: i18n._(status.label), style: status.style },
    note:
      story.status === 'rejected' && story.rejectionReason
        ? { label: i18n._(msg`Reason`), text: story.rejectionReason }
        : null,
  };
}

/** "Your stories" (`GET /api/success-stories/mine`): each story the member sent, with its status. */
export function MyStories() {
  useCatalog(successStoriesCatalog);
  const { t, i18n } = useLingui();
  const mine = useMyStories();
  return (
    <MySubmissions
      noun={t`stories`}
      intro={t`Every story is reviewed by our team before it appears in the gallery.`}
      empty={t`You have not shared a story yet.`}
      query={mine}
      describe={(story) => describeStory(story, i18n)}
    />
  );
}
