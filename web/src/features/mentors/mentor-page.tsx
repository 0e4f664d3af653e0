import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { mentorPublicPath } from '../../../../schema/contract/share.ts';
import { ItemNotFound, ItemPageState, previewText, useItemId, type NotFound } from '../../components/item-page.tsx';
import { MentorDetails } from '../../components/mentors/mentor-detail-dialog.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useMentorLabels } from '../../lib/api/mentor-labels.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { paths } from '../../lib/paths.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { useMentorPage } from './api/mentor-page.ts';
import { mentorsCatalog } from './locales/catalog.ts';

const NOT_FOUND = {
  title: msg`Mentor not found`,
  description: msg`This mentor is not listed (any more). Other mentors are waiting to help.`,
  back: msg`Find a mentor`,
};

/** The not-found page's texts in the page's language. */
function useNotFound(): NotFound {
  useCatalog(mentorsCatalog);
  const { t } = useLingui();
  return {
    title: t(NOT_FOUND.title),
    description: t(NOT_FOUND.description),
    back: { to: paths.mentors, label: t(NOT_FOUND.back) },
  };
}

/**
 * `/mentors/{id}`: one mentor's page, where a shared mentor link leads: everything the mentor list's detail dialog
 * shows (the same component), readable without an account; Connect and View sessions ask a visitor to sign in and
 * bring them back here.
 */
export function MentorPage() {
  const id = useItemId();
  const notFound = useNotFound();
  return id === null ? <ItemNotFound {...notFound} /> : <MentorById id={id} />;
}

function MentorById({ id }: { id: number }) {
  const notFound = useNotFound();
  const { t } = useLingui();
  return (
    <ItemPageState query={useMentorPage(id)} what={t`the mentor`} notFound={notFound}>
      {(mentor) => <MentorView mentor={mentor} />}
    </ItemPageState>
  );
}

function MentorView({ mentor }: { mentor: Mentor }) {
  useCatalog(mentorsCatalog);
  const { t } = useLingui();
  const { categoryName, journeyName } = useMentorLabels();
  const path = mentorPublicPath(mentor.id);
  const { name, title: mentorTitle } = mentor;
  // No PageFrame here (the details bring their own h1), so the tab's title is set here.
  useDocumentTitle(mentor.name);
  usePageHead({
    title: `${mentor.name}, ${mentor.title}`,
    description: previewText(mentor.description || t`${name} mentors on ${PRODUCT_NAME}: ${mentorTitle}.`),
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
