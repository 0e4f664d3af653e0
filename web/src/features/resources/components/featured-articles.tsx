import { Trans, useLingui } from '@lingui/react/macro';
import { TitledSection } from '../../../components/page-sections.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { FEATURED_ARTICLES } from '../featured-articles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { resourcesCatalog } from '../locales/catalog.ts';

/** The two featured external articles (spec section 2), each naming its publisher; they open in a new tab. */
export function FeaturedArticles() {
  useCatalog(resourcesCatalog);
  const { t } = useLingui();
  return (
    <TitledSection id="featured-articles-title" title={t`Featured reading`} className="mt-12">
      <p className="mt-1 max-w-2xl text-neutral-700">
        <Trans>
          Government buys cleaning, catering, transport, printing and maintenance from small suppliers. Start here.
        </Trans>
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {FEATURED_ARTICLES.map((article) => {
          const site = new URL(article.url).hostname.replace(/^www\./, '');
          const title = article.title;
          return (
            <li key={article.url}>
              <article className="flex h-full flex-col gap-2 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm">
                {/* The publisher's name and the article's own title, as the article (in English) has them. */}
                <p translate="no" className="text-sm font-semibold text-grass-800">
                  {article.publisher}
                </p>
                <h3 translate="no" className="text-lg font-bold text-lilac-950">
                  {article.title}
                </h3>
                <p className="text-neutral-800">{article.summary}</p>
                <p className="mt-auto pt-2">
                  <a href={article.url} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
                    <Trans>
                      Read on {site}
                      <span className="sr-only">: {title} (opens in a new tab)</span>
                    </Trans>
                  </a>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
