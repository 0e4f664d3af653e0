import { LANGUAGE_OPTIONS, type LanguageCode } from '../../../../schema/contract/languages-rules.ts';
import { CheckboxGroupField } from './fields.tsx';

/**
 * South Africa's official languages as checkboxes, a fixed list with nothing to load: the languages a
 * mentor mentors in (required), or those a mentee would like to be mentored in (optional).
 */
export function LanguagesField({
  onValueChange,
  ...field
}: {
  id: string;
  label: string;
  hint: string;
  required?: boolean;
  className?: string;
  value: LanguageCode[];
  onValueChange: (value: LanguageCode[]) => void;
  error?: string;
}) {
  return (
    <CheckboxGroupField
      {...field}
      columns
      options={LANGUAGE_OPTIONS}
      onValueChange={(codes) => onValueChange(codes as LanguageCode[])}
    />
  );
}
