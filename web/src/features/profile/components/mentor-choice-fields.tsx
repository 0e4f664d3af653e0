import { CheckboxGroupField, RadioGroupField } from '../../../components/ui/form-fields.tsx';
import { useCategories, useJourneyPaths } from '../api/taxonomy.ts';
import { optionsWithChosen, SERVICE_CHOICES, type ServiceChoice } from '../mentor-form.ts';

interface ChoiceProps {
  id: string;
  value: string[];
  onValueChange: (value: string[]) => void;
  error?: string;
}

/** What a checkbox list shows instead of its options while they load or when they could not be loaded. */
function listStatus(query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> }, what: string) {
  if (query.isPending) {
    return (
      <p role="status" className="mt-1 rounded-lg border-2 border-neutral-300 p-3 text-neutral-700">
        Loading {what}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="mt-1 rounded-lg border-2 border-red-700 p-3 text-neutral-900">
        Could not load the {what}.{' '}
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="font-semibold text-lilac-700 underline underline-offset-4"
        >
          Try again
        </button>
      </p>
    );
  }
  return undefined;
}

/** Journey paths (spec section 3): one or more, from `GET /api/journey-paths`. */
export function JourneyPathsField({ id, value, onValueChange, error }: ChoiceProps) {
  const query = useJourneyPaths();
  return (
    <CheckboxGroupField
      id={id}
      label="Journey paths"
      hint="Paths you can guide people along: one or more."
      required
      options={optionsWithChosen(query.data ?? [], value)}
      status={listStatus(query, 'journey paths')}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}

/** Categories (spec section 3): one or more, from `GET /api/categories`. */
export function CategoriesField({ id, value, onValueChange, error }: ChoiceProps) {
  const query = useCategories();
  return (
    <CheckboxGroupField
      id={id}
      label="Categories"
      hint="Income you know first-hand: one or more."
      required
      options={optionsWithChosen(query.data ?? [], value)}
      status={listStatus(query, 'categories')}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}

/** Mentorship (free), coaching (paid, pricing coming soon) or both. */
export function ServiceTypeField({
  id,
  value,
  onValueChange,
}: {
  id: string;
  value: ServiceChoice;
  onValueChange: (value: ServiceChoice) => void;
}) {
  return (
    <RadioGroupField
      id={id}
      label="What you offer"
      options={SERVICE_CHOICES}
      value={value}
      onValueChange={(next) => onValueChange(next as ServiceChoice)}
    />
  );
}
