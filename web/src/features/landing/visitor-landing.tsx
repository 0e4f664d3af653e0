import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { ButtonLinks, type ButtonLink } from '../../components/button-links.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths } from '../../lib/paths.ts';
import { TAGLINE } from '../../lib/i18n/tagline.ts';

/** The two ways in: join sessions, or host them. */
const HERO_LINKS: readonly (Omit<ButtonLink, 'label'> & { label: MessageDescriptor })[] = [
  { to: paths.mentors, label: msg`Attend Group Sessions` },
  { to: paths.becomeMentor, label: msg`Host Group Sessions` },
];

const BelowTheFold = lazyComponent('BelowTheFold', () =>
  import('./components/below-the-fold.tsx').then((m) => m.BelowTheFold),
);

/**
 * The landing page for visitors (spec section 2). Only the hero is in the first chunk; the sections below it come
 * in their own (see BelowTheFold). The data sections (journeys, mentors, stories, member count) each read one small
 * list. Nothing is fetched that is not shown.
 */
export function VisitorLanding() {
  const { t } = useLingui();
  const tagline = t(TAGLINE);
  useDocumentTitle(`${PRODUCT_NAME} · ${tagline}`, { raw: true });
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-lilac-50">
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="text-sm font-bold tracking-widest text-grass-800 uppercase">
              <Trans>Free mentorship for South Africa</Trans>
            </p>
            <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-lilac-950 sm:text-6xl">
              {tagline}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-neutral-800 sm:text-xl">
              <Trans>
                Join free group sessions hosted by people who have built their own income, learn what worked for them,
                and start building yours.
              </Trans>
            </p>
            <ButtonLinks className="mt-8" links={HERO_LINKS.map((link) => ({ ...link, label: t(link.label) }))} />
          </div>
          <figure className="rounded-2xl border-2 border-sunshine-300 bg-white p-6 shadow-sm">
            <p className="text-xs font-bold tracking-widest text-lilac-700 uppercase">
              <Trans>A sample success path</Trans>
            </p>
            <blockquote className="mt-3 text-xl font-semibold text-lilac-950">
              <Trans>
                “I joined group sessions with no job and a laptop. In 2025 I started my own creative agency.”
              </Trans>
            </blockquote>
            <figcaption className="mt-4 flex items-center gap-2 text-sm text-neutral-700">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-grass-700 font-bold text-white">
                ✓
              </span>
              <Trans>Creative Hustler journey</Trans>
            </figcaption>
          </figure>
        </div>
      </section>

      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
