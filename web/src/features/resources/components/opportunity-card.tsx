import { Trans, useLingui } from '@lingui/react/macro';
import { kindCarriesEstimates, type BusinessOpportunity } from '../../../../../schema/contract/opportunities-rules.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { Badge } from '../../../components/badge.tsx';
import { Fact } from '../../../components/fact.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import {
  closingText,
  DIFFICULTY_STYLES,
  difficultyText,
  estimateMethodText,
  hasClosed,
  KIND_LABELS,
  NEWS_NOTE,
  safeSourceUrl,
  searchVolumeText,
  shownKeywords,
  sourceLinkText,
  trendBadgeStyle,
  trendBadgeText,
} from '../opportunity-display.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { resourcesCatalog } from '../locales/catalog.ts';

/**
 * One opportunity (spec sections 2, 4 and 9): what it is, its scores as badges with words (never colour alone),
 * the first 3 keywords, the estimates labelled as such with their method (none for news: a headline is news, not
 * an opportunity), a tender's buyer, province, closing time and
 * value, and where it came from. The card is focusable so "Load more" can move the focus to the first new one.
 */
export function OpportunityCard({
  opportunity,
  categoryName,
  now,
}: {
  opportunity: BusinessOpportunity;
  categoryName: (slug: string) => string;
  now: Date;
}) {
  useCatalog(resourcesCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const notPublished = t`Not published`;
  const unknown = t`Unknown`;
  const title = opportunity.title;
  const headingId = `opportunity-${opportunity.id}`;
  const keywords = shownKeywords(opportunity.keywords);
  const sourceUrl = safeSourceUrl(opportunity.sourceUrl);
  const isTender = opportunity.kind === 'tender';
  const sourceName = opportunity.sourceName ?? t`Unknown source`;
  const searches = opportunity.kind === 'trend' ? searchVolumeText(opportunity.searchVolume, i18n) : null;

  return (
    <article
      aria-labelledby={headingId}
      tabIndex={-1}
      data-opportunity
      className="flex h-full flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4 shadow-sm outline-none focus-visible:ring-3 focus-visible:ring-lilac-700 sm:p-5"
    >
      <p className="flex flex-wrap gap-2">
        <Badge colors="bg-lilac-100 text-lilac-900">{t(KIND_LABELS[opportunity.kind])}</Badge>
        <Badge colors="bg-neutral-100 text-neutral-800">{categoryName(opportunity.category)}</Badge>
      </p>
      <h3 id={headingId} className="text-lg font-bold break-words text-lilac-950">
        {opportunity.title}
      </h3>
      <p className="flex flex-wrap gap-2">
        <Badge colors={trendBadgeStyle(opportunity.trendScore)}>{trendBadgeText(opportunity.trendScore, i18n)}</Badge>
        {opportunity.difficulty ? (
          <Badge colors={DIFFICULTY_STYLES[opportunity.difficulty]}>
            {difficultyText(opportunity.difficulty, i18n)}
          </Badge>
        ) : null}
      </p>
      {opportunity.description ? (
        <p className="break-words whitespace-pre-line text-neutral-800">{opportunity.description}</p>
      ) : null}

      {isTender ? (
        <dl className="grid grid-cols-1 gap-3 rounded-xl bg-lilac-50 p-3 sm:grid-cols-2">
          <Fact label={t`Buyer`}>{opportunity.buyer ?? notPublished}</Fact>
          <Fact label={t`Province`}>{opportunity.province ?? notPublished}</Fact>
          <Fact label={t`Closes`}>
            {opportunity.closingAt ? (
              <>
                <time dateTime={opportunity.closingAt}>{closingText(opportunity.closingAt, i18n)}</time>
                {hasClosed(opportunity.closingAt, now) ? (
                  <span className="block text-sm font-semibold text-red-800">
                    <Trans>Closed</Trans>
                  </span>
                ) : null}
              </>
            ) : (
              notPublished
            )}
          </Fact>
          <Fact label={t`Value`}>
            {opportunity.valueCents !== null ? formats.rand(opportunity.valueCents) : notPublished}
          </Fact>
        </dl>
      ) : null}

      {keywords.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-neutral-700">
            <Trans>Keywords</Trans>
          </h4>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {keywords.map((keyword) => (
              <li key={keyword} className="rounded-md bg-neutral-100 px-2 py-0.5 text-sm text-neutral-800">
                {keyword}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {kindCarriesEstimates(opportunity.kind) ? (
        <div>
          <h4 className="text-sm font-semibold text-neutral-700">
            <Trans>Estimates (a rough guide, not a promise)</Trans>
          </h4>
          {/* One column on a phone: three side by side would squeeze each long estimate into a sliver. */}
          <dl className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-3">
            <Fact label={t`Time to market`}>{opportunity.timeToMarket || unknown}</Fact>
            <Fact label={t`Startup cost`}>{opportunity.estimatedStartupCost || unknown}</Fact>
            <Fact label={t`Market size`}>{opportunity.marketSize || unknown}</Fact>
          </dl>
          <p className="mt-2 text-sm text-neutral-700">{estimateMethodText(i18n)}</p>
          {searches ? (
            <p className="mt-2 text-sm text-neutral-700">
              <Trans>Searches in South Africa: {searches}</Trans>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-neutral-700">{t(NEWS_NOTE)}</p>
      )}

      <p className="mt-auto border-t border-lilac-100 pt-3 text-sm text-neutral-700">
        <Trans>Source: {sourceName}</Trans>
        {sourceUrl ? (
          <>
            {' · '}
            <a href={sourceUrl} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
              {sourceLinkText(opportunity.kind, i18n)}
              <span className="sr-only">
                <Trans>: {title} (opens in a new tab)</Trans>
              </span>
            </a>
          </>
        ) : null}
      </p>
    </article>
  );
}

/** A grey stand-in while the first page loads (hidden from screen readers by SkeletonGrid). */
export function OpportunityCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5">
      <div className="flex gap-2">
        <div className="h-6 w-20 animate-pulse rounded-full bg-lilac-100 motion-reduce:animate-none" />
        <div className="h-6 w-24 animate-pulse rounded-full bg-neutral-100 motion-reduce:animate-none" />
      </div>
      <div className="h-6 w-3/4 animate-pulse rounded bg-lilac-100 motion-reduce:animate-none" />
      <div className="flex gap-2">
        <div className="h-6 w-40 animate-pulse rounded-full bg-lilac-50 motion-reduce:animate-none" />
        <div className="h-6 w-28 animate-pulse rounded-full bg-lilac-50 motion-reduce:animate-none" />
      </div>
      <div className="h-4 w-full animate-pulse rounded bg-lilac-50 motion-reduce:animate-none" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-lilac-50 motion-reduce:animate-none" />
      <div className="h-16 w-full animate-pulse rounded-xl bg-lilac-50 motion-reduce:animate-none" />
      <div className="mt-auto h-4 w-1/2 animate-pulse rounded bg-lilac-50 motion-reduce:animate-none" />
    </div>
  );
}
