import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { APP_LANGUAGE_NAMES, HTML_LANG } from '../../../../../schema/contract/app-languages.ts';
import type { AdminWordingSuggestion } from '../../../../../schema/contract/wording-suggestions.ts';
import { Badge } from '../../../components/badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useAdminAction } from '../api/admin.ts';
import {
  refreshAfterWordingSuggestions,
  useWordingSuggestions,
  wordingSuggestionApi,
} from '../api/wording-suggestions.ts';
import { personName } from '../admin-display.ts';
import { adminCatalog } from '../locales/catalog.ts';
import { AdminCard, EmptyNote, ItemButton } from './parts.tsx';

function SuggestionCard({
  suggestion,
  busy,
  onHandled,
}: {
  suggestion: AdminWordingSuggestion;
  busy: boolean;
  onHandled: () => void;
}) {
  useCatalog(adminCatalog);
  const { t, i18n } = useLingui();
  const { id, language, pagePath } = suggestion;
  const sender = suggestion.sender ? personName(suggestion.sender, i18n) : t`Visitor`;
  // The texts are in the page's language: marked so, a screen reader reads them in it.
  const lang = HTML_LANG[language];
  return (
    <AdminCard
      title={
        <Link to={pagePath} className="underline underline-offset-4 break-all">
          {pagePath}
        </Link>
      }
      badges={<Badge tone="brand">{APP_LANGUAGE_NAMES[language]}</Badge>}
    >
      <dl className="mt-3 grid gap-3">
        <div>
          <dt className="font-semibold text-neutral-900">
            <Trans>The wording on the page</Trans>
          </dt>
          <dd lang={lang} className="mt-1 whitespace-pre-line rounded-lg bg-lilac-50 p-3 text-neutral-900">
            {suggestion.pageText}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-neutral-900">
            <Trans>Their better wording</Trans>
          </dt>
          <dd lang={lang} className="mt-1 whitespace-pre-line rounded-lg bg-grass-50 p-3 text-neutral-900">
            {suggestion.suggestion}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-neutral-700">
        <Trans>
          From {sender} · <DateText value={suggestion.createdAt} withTime />
        </Trans>
      </p>
      <div className="mt-4">
        <ItemButton item={t`suggestion #${id}`} disabled={busy} onClick={onHandled}>
          <Trans>Mark as handled</Trans>
        </ItemButton>
      </div>
    </AdminCard>
  );
}

/**
 * Readers' suggestions of a better wording for the translated pages, newest first. An admin passes a good one to the
 * translators (docs/i18n/README.md) and marks it handled, which takes it off this list.
 */
export function WordingSuggestionsAdmin() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const suggestions = useWordingSuggestions();
  const handle = useAdminAction({
    action: wordingSuggestionApi.markHandled,
    refresh: refreshAfterWordingSuggestions,
    success: ({ id }) => ({ title: t`Suggestion #${id} handled` }),
    failureTitle: t`Suggestion not updated`,
  });
  return (
    <PagedList query={suggestions} what={t`suggestions`} empty={<EmptyNote>{t`No open suggestions.`}</EmptyNote>}>
      {(items) => (
        <ul className="grid gap-3" aria-label={t`Wording suggestions`}>
          {items.map((suggestion) => (
            <SuggestionCard
              key={suggestion.id}
              suggestion={suggestion}
              busy={handle.isPending && handle.variables === suggestion.id}
              onHandled={() => handle.mutate(suggestion.id)}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
