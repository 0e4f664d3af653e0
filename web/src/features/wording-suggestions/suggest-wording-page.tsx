import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { APP_LANGUAGE_NAMES } from '../../../../schema/contract/app-languages.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { WordingForm } from './components/wording-form.tsx';
import { wordingSuggestionsCatalog } from './locales/catalog.ts';
import { emptyWordingValues, pageFromSearch, wordingLanguageOf } from './wording-form.ts';

/** After sending: the thanks (focused, so a screen reader says it), another suggestion, or back to the page. */
function Sent({ pagePath, onAnother }: { pagePath: string; onAnother: () => void }) {
  useCatalog(wordingSuggestionsCatalog);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-3xl bg-grass-50 p-6 sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-grass-950 outline-none">
        <Trans>Thank you: your suggestion was sent</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-800">
        <Trans>Our team reads every suggestion and uses the good ones to improve the translation.</Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onAnother} className={buttonStyles.primary}>
          <Trans>Suggest another wording</Trans>
        </button>
        <Link to={pagePath} className={buttonStyles.outline}>
          <Trans>Back to the page</Trans>
        </Link>
      </div>
    </div>
  );
}

/**
 * `/suggest-wording?page=/mentors` (the language picker links here from every translated page): a reader tells us how
 * a text on a translated page would read better. Anyone may send one; admins read them in the console. The
 * suggestion is about the language the reader is reading in; in English, the source, there is nothing to suggest.
 */
export function SuggestWordingPage() {
  useCatalog(wordingSuggestionsCatalog);
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const language = wordingLanguageOf(i18n.locale);
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [pagePath, setPagePath] = useState(() => pageFromSearch(search));
  const languageName = language ? APP_LANGUAGE_NAMES[language] : '';

  return (
    <PageFrame
      title={t`Suggest a better wording`}
      description={t`Our translations are new. If words on a page read badly in your language, tell us how you would say them.`}
    >
      <div className="mt-8 max-w-2xl">
        {language === null ? (
          <p className="rounded-xl bg-lilac-50 p-4 text-neutral-800">
            <Trans>
              This page is in English, the language the site is written in. To suggest a better wording for a
              translation, choose isiZulu, isiXhosa or Afrikaans at the bottom of the page.
            </Trans>
          </p>
        ) : (
          <>
            <p className="mb-6 text-neutral-800">
              <Trans>
                Language: <strong>{languageName}</strong>
              </Trans>
            </p>
            {sentFrom !== null ? (
              <Sent
                pagePath={sentFrom || '/'}
                onAnother={() => {
                  // A fresh form about the same page: readers often fix several texts of one page.
                  setPagePath(sentFrom);
                  setFormKey((key) => key + 1);
                  setSentFrom(null);
                }}
              />
            ) : (
              <WordingForm
                key={formKey}
                language={language}
                initial={emptyWordingValues(pagePath)}
                onSent={(values) => setSentFrom(values.pagePath.trim())}
              />
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}
