import { TitledSection } from '../../../components/page-sections.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { FEATURED_ARTICLES } from '../featured-articles.ts';

/** The two featured external articles (spec section 2), each naming its publisher; they open in a new tab. */
export function FeaturedArticles() {
  return (
    <TitledSection id="featured-articles-title" title="Featured reading" className="mt-12">
      <p className="mt-1 max-w-2xl text-neutral-700">
        Government buys cleaning, catering, transport, printing and maintenance from small suppliers. Start here.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {FEATURED_ARTICLES.map((article) => (
          <li key={article.url}>
            <article className="flex h-full flex-col gap-2 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold text-grass-800">{article.publisher}</p>
              <h3 className="text-lg font-bold text-lilac-950">{article.title}</h3>
              <p className="text-neutral-800">{article.summary}</p>
              <p className="mt-auto pt-2">
                <a href={article.url} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
                  Read on {new URL(article.url).hostname.replace(/^www\./, '')}
                  <span className="sr-only">: {article.title} (opens in a new tab)</span>
                </a>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
