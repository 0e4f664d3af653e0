import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import {
  APP_LANGUAGE_NAMES,
  APP_LANGUAGES,
  type AppLanguage,
  HTML_LANG,
  languageCookie,
  languageOfHtmlLang,
} from '../../../schema/contract/app-languages.ts';
import { paths } from '../lib/paths.ts';

/**
 * The app's languages, each named in itself ("isiZulu", not "Zulu"), the one the page is in pressed. Choosing one keeps
 * it in a cookie for a year and reloads the page, which the Worker then renders in it (decision 042). The translations
 * are new, hence "beta translation" beside each but English, the source. Its name is not "Language", which is the
 * mentor filter's. On a translated page, "Suggest a better wording" leads readers to tell us how a text would read
 * better (the page it is on goes along); only a plain link here, since this ships in the first script of every page.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { i18n, t } = useLingui();
  const current = languageOfHtmlLang(i18n.locale);
  const { pathname, search } = useLocation();
  return (
    <div
      role="group"
      aria-label={t`Language of this site`}
      className={`flex flex-wrap items-center gap-x-4 ${className}`}
    >
      {APP_LANGUAGES.map((language) => (
        <span key={language} className="inline-flex items-center gap-1">
          <button
            type="button"
            lang={HTML_LANG[language]}
            aria-pressed={language === current}
            onClick={() => void chooseLanguage(language)}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:underline aria-pressed:font-bold aria-pressed:underline"
          >
            {APP_LANGUAGE_NAMES[language]}
          </button>
          {language === 'en' ? null : (
            <span className="text-[0.7rem] opacity-80">
              <Trans>beta translation</Trans>
            </span>
          )}
        </span>
      ))}
      {current === 'en' || pathname === paths.suggestWording ? null : (
        <Link
          to={`${paths.suggestWording}?page=${encodeURIComponent(pathname + search)}`}
          className="inline-flex min-h-11 items-center underline underline-offset-4"
        >
          <Trans>Suggest a better wording</Trans>
        </Link>
      )}
    </div>
  );
}

/** How long the choice waits for the profile to keep it before the page reloads anyway. */
const SAVE_WAIT_MS = 1500;

/** Keeps `language` as the reader's choice and shows the page again in it (the Worker renders it so). */
export async function chooseLanguage(language: AppLanguage) {
  document.cookie = languageCookie(language, { secure: window.location.protocol === 'https:' });
  // A member's choice is kept in their profile too, so their other devices, emails and messages follow it. A visitor
  // is answered 401, and a failure or a slow answer never holds back the cookie and the reload.
  const save = fetch('/api/auth/language', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
    keepalive: true,
  }).catch(() => undefined);
  await Promise.race([save, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
  window.location.reload();
}
