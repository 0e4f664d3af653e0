import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckboxGroupField, RadioGroupField } from '../../../components/form/fields.tsx';
import { LoadError } from '../../../components/list/list-state.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { profileCatalog } from '../locales/catalog.ts';
import { optionsWithChosen, SERVICE_CHOICES, type ServiceChoice } from '../mentor-form.ts';

interface ChoiceProps {
  id: string;
  value: string[];
  onValueChange: (value: string[]) => void;
  error?: string;
}

/** The read behind a list (the lib's `useJourneyPaths` or `useCategories`). */
interface TaxonomyQuery {
  data: readonly { slug: string; name: string }[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** What a checkbox list shows instead of its options while they load or when they could not be loaded. */
function listStatus(query: TaxonomyQuery, loading: string, what: string) {
  if (query.isPending) {
    return (
      <p role="status" className="mt-1 rounded-lg border-2 border-neutral-300 p-3 text-neutral-700">
        {loading}
      </p>
    );
  }
  if (query.isError) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return undefined;
}

/** The two lists a mentor picks from (spec section 3): one or more of each. */
const TAXONOMY_FIELDS: Record<
  'journeyPaths' | 'categories',
  { label: MessageDescriptor; hint: MessageDescriptor; loading: MessageDescriptor; what: MessageDescriptor }
> = {
  journeyPaths: {
    label: msg`Journey paths`,
    hint: msg`Paths you can guide people along: one or more.`,
    loading: msg`Loading journey paths…`,
    // "We could not load the journey paths."
    what: msg`the journey paths`,
  },
  categories: {
    label: msg`Categories`,
    hint: msg`Income you know first-hand: one or more.`,
    loading: msg`Loading categories…`,
    what: msg`the categories`,
  },
};

/** Journey paths (`GET /api/journey-paths`) or categories (`GET /api/categories`) as a checkbox list. */
export function TaxonomyField({
  list,
  query,
  ...field
}: ChoiceProps & {
  list: keyof typeof TAXONOMY_FIELDS;
  query: TaxonomyQuery;
}) {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const { label, hint, loading, what } = TAXONOMY_FIELDS[list];
  return (
    <CheckboxGroupField
      {...field}
      label={t(label)}
      hint={t(hint)}
      required
      options={optionsWithChosen(query.data ?? [], field.value)}
      status={listStatus(query, t(loading), t(what))}
    />
  );
}

/** Mentorship (free), coaching (paid by subscribers monthly) or both. */
export function ServiceTypeField({
  id,
  value,
  onValueChange,
  error,
}: {
  id: string;
  value: ServiceChoice;
  onValueChange: (value: ServiceChoice) => void;
  error?: string;
}) {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  return (
    <RadioGroupField
      id={id}
      label={t`What you offer`}
      options={SERVICE_CHOICES.map((choice) => ({
        value: choice.value,
        label: t(choice.label),
        description: t(choice.description),
      }))}
      value={value}
      onValueChange={(next) => onValueChange(next as ServiceChoice)}
      error={error}
    />
  );
}
