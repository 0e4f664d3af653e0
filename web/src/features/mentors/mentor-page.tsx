import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { mentorPublicPath } from '../../../../schema/contract/share.ts';
import { ItemNotFound, ItemPageState, previewText, useItemId, type NotFound } from '../../components/item-page.tsx';
import { MentorDetails } from '../../components/mentors/mentor-detail-dialog.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useMentorLabels } from '../../lib/api/mentor-labels.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { paths } from '../../lib/paths.ts';
import { useMentorPage } from './api/mentor-page.ts';

const NOT_FOUND: NotFound = {
  title: 'Mentor not found',
  description: 'This mentor is not listed (any more). Other mentors are waiting to help.',
  back: { to: paths.mentors, label: 'Find a mentor' },
};

/**
 * `/mentors/{id}`: one mentor's page, where a shared mentor link leads: everything the mentor list's detail dialog
 * shows (the same component), readable without an account; Connect and View sessions ask a visitor to sign in and
 * bring them back here.
 */
export function MentorPage() {
  const id = useItemId();
  return id === null ? <ItemNotFound {...NOT_FOUND} /> : <MentorById id={id} />;
}

function MentorById({ id }: { id: number }) {
  return (
    <ItemPageState query={useMentorPage(id)} what="the mentor" notFound={NOT_FOUND}>
      {(mentor) => <MentorView mentor={mentor} />}
    </ItemPageState>
  );
}

function MentorView({ mentor }: { mentor: Mentor }) {
  const { categoryName, journeyName } = useMentorLabels();
  const path = mentorPublicPath(mentor.id);
  // No PageFrame here (the details bring their own h1), so the tab's title is set here.
  useDocumentTitle(mentor.name);
  usePageHead({
    title: `${mentor.name}, ${mentor.title}`,
    description: previewText(mentor.description || `${mentor.name} mentors on ${PRODUCT_NAME}: ${mentor.title}.`),
    image: mentor.profileImage,
    path,
  });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <article className="rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8">
        <MentorDetails
          mentor={mentor}
          asPage
          onClose={() => undefined}
          categoryName={categoryName}
          journeyName={journeyName}
          connectReturnTo={path}
        />
      </article>
    </div>
  );
}
