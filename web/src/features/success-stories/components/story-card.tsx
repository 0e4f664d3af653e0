import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { SuccessStory } from '../../../../../schema/contract/stories.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { SERVICE_TYPE_LABELS, incomeStreamsLine, incomeStreamsSpoken, isLongQuote } from '../story-display.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { successStoriesCatalog } from '../locales/catalog.ts';

/** The facts under a story: how long it took, income streams before → after, and the kind of help. */
export function StoryFacts({ story }: { story: SuccessStory }) {
  useCatalog(successStoriesCatalog);
  const { t, i18n } = useLingui();
  const time = story.transformationTime;
  return (
    <ul className="flex flex-wrap gap-2 text-sm font-semibold" aria-label={t`Story facts`}>
      {story.transformationTime ? (
        <li className="rounded-full bg-sunshine-100 px-3 py-1 text-lilac-950">
          <Trans>In {time}</Trans>
        </li>
      ) : null}
      <li className="rounded-full bg-grass-100 px-3 py-1 text-grass-900">
        <span aria-hidden="true">{incomeStreamsLine(story, i18n)}</span>
        <span className="sr-only">{incomeStreamsSpoken(story, i18n)}</span>
      </li>
      <li className="rounded-full bg-lilac-100 px-3 py-1 text-lilac-900">
        {t(SERVICE_TYPE_LABELS[story.serviceType])}
      </li>
    </ul>
  );
}

/** "Before → after", read out as "Was …, now …". */
export function BeforeAfter({ story, className = '' }: { story: SuccessStory; className?: string }) {
  useCatalog(successStoriesCatalog);
  return (
    <p className={className}>
      <span className="sr-only">
        <Trans>Was</Trans>{' '}
      </span>
      {story.beforeTitle} <span aria-hidden="true">→</span>
      <span className="sr-only">
        <Trans>, now</Trans>
      </span>{' '}
      <span className="font-semibold text-lilac-900">{story.afterTitle}</span>
    </p>
  );
}

/** The story text; a long one is cut to a few lines until the reader asks for the rest. */
export function StoryQuote({ quote, lines = 'line-clamp-6' }: { quote: string; lines?: string }) {
  useCatalog(successStoriesCatalog);
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = isLongQuote(quote);
  return (
    <div className="flex-1">
      <blockquote id={id} className={`whitespace-pre-line text-neutral-800 ${long && !open ? lines : ''}`}>
        “{quote}”
      </blockquote>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="mt-1 min-h-11 text-sm font-semibold text-lilac-700 underline underline-offset-4"
        >
          {open ? <Trans>Show less</Trans> : <Trans>Read the full story</Trans>}
        </button>
      ) : null}
    </div>
  );
}

/** One story in the gallery grid. */
export function StoryCard({ story }: { story: SuccessStory }) {
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar name={story.name} src={story.profileImage} size="md" />
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-lilac-950">{story.name}</h3>
          <BeforeAfter story={story} className="text-sm text-neutral-700" />
        </div>
      </div>
      <StoryQuote quote={story.quote} />
      <StoryFacts story={story} />
    </article>
  );
}

/** The featured person (spec section 2): the same facts, larger. */
export function FeaturedStory({ story }: { story: SuccessStory }) {
  useCatalog(successStoriesCatalog);
  return (
    <article
      aria-labelledby="featured-story-name"
      className="grid gap-6 rounded-3xl bg-lilac-50 p-5 sm:p-8 md:grid-cols-[auto_1fr] md:items-start"
    >
      <div className="flex items-center gap-4 md:flex-col md:items-center">
        <Avatar name={story.name} src={story.profileImage} size="lg" className="md:size-40" />
        <p className="rounded-full bg-sunshine-300 px-3 py-1 text-xs font-bold tracking-wider text-lilac-950 uppercase">
          <Trans>Featured story</Trans>
        </p>
      </div>
      <div className="grid gap-4">
        <div>
          <h2 id="featured-story-name" className="text-2xl font-bold text-lilac-950 sm:text-3xl">
            {story.name}
          </h2>
          <BeforeAfter story={story} className="mt-1 text-lg text-neutral-700" />
        </div>
        <StoryQuote quote={story.quote} lines="line-clamp-[10]" />
        <StoryFacts story={story} />
      </div>
    </article>
  );
}
