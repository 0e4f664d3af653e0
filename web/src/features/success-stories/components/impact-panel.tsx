import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LocalFormats } from '../../../../../schema/contract/local-formats.ts';
import type { StoryImpact } from '../../../../../schema/contract/stories.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { LoadError } from '../../../components/list/list-state.tsx';
import { useStoryImpact } from '../api/stories.ts';
import { TitledSection } from '../../../components/page-sections.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { successStoriesCatalog } from '../locales/catalog.ts';

/** Spec section 9: stories, businesses created (= stories), sum of income streams after, mentees, mentors. */
function tiles(
  impact: StoryImpact | undefined,
  i18n: I18n,
  formats: LocalFormats,
): { label: string; value: string; numeric: boolean }[] {
  const n = (value: number | undefined) => (value === undefined ? '–' : formats.count(value));
  return [
    { label: i18n._(msg`Success stories`), value: n(impact?.stories), numeric: true },
    { label: i18n._(msg`Businesses created`), value: n(impact?.businessesCreated), numeric: true },
    { label: i18n._(msg`Income streams created`), value: n(impact?.incomeStreams), numeric: true },
    { label: i18n._(msg`Mentees`), value: i18n._(msg`Coming Soon`), numeric: false },
    { label: i18n._(msg`Mentors`), value: n(impact?.mentors), numeric: true },
  ];
}

/**
 * The impact numbers, counted by the server (`GET /api/success-stories/impact`). While they load, the tiles stand
 * with dashes (no spinner, so the page does not jump); a failed read says so with a retry.
 */
export function ImpactPanel() {
  useCatalog(successStoriesCatalog);
  const { t, i18n } = useLingui();
  const impact = useStoryImpact();
  const formats = useFormats();
  return (
    <TitledSection id="impact-title" title={t`Our impact`} className="mt-12">
      {impact.isError ? (
        <div className="mt-4">
          <LoadError what={t`the impact numbers`} error={impact.error} onRetry={() => void impact.refetch()} />
        </div>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={impact.isPending}>
          {tiles(impact.data, i18n, formats).map((tile) => (
            // Labels at the top, values at the bottom: a label that wraps moves no value out of line.
            <div key={tile.label} className="flex flex-col justify-between gap-1 rounded-2xl bg-grass-50 p-4">
              <dt className="text-sm text-neutral-700">{tile.label}</dt>
              <dd
                className={`font-bold text-grass-900 ${tile.numeric ? 'text-2xl sm:text-3xl' : 'text-lg sm:text-xl'}`}
              >
                {tile.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </TitledSection>
  );
}
