import { CheckboxGroupField, RadioGroupField } from '../../../components/form/fields.tsx';
import { LoadError } from '../../../components/list/list-state.tsx';
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
function listStatus(query: TaxonomyQuery, what: string) {
  if (query.isPending) {
    return (
      <p role="status" className="mt-1 rounded-lg border-2 border-neutral-300 p-3 text-neutral-700">
        Loading {what}…
      </p>
    );
  }
  if (query.isError) return <LoadError what={`the ${what}`} error={query.error} onRetry={() => void query.refetch()} />;
  return undefined;
}

/** The two lists a mentor picks from (spec section 3): one or more of each. */
const TAXONOMY_FIELDS = {
  journeyPaths: {
    label: 'Journey paths',
    hint: 'Paths you can guide people along: one or more.',
    what: 'journey paths',
  },
  categories: { label: 'Categories', hint: 'Income you know first-hand: one or more.', what: 'categories' },
} as const;

/** Journey paths (`GET /api/journey-paths`) or categories (`GET /api/categories`) as a checkbox list. */
export function TaxonomyField({
  list,
  query,
  ...field
}: ChoiceProps & {
  list: keyof typeof TAXONOMY_FIELDS;
  query: TaxonomyQuery;
}) {
  const { label, hint, what } = TAXONOMY_FIELDS[list];
  return (
    <CheckboxGroupField
      {...field}
      label={label}
      hint={hint}
      required
      options={optionsWithChosen(query.data ?? [], field.value)}
      status={listStatus(query, what)}
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
  return (
    <RadioGroupField
      id={id}
      label="What you offer"
      options={SERVICE_CHOICES}
      value={value}
      onValueChange={(next) => onValueChange(next as ServiceChoice)}
      error={error}
    />
  );
}
