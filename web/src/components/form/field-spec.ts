import type { InputHTMLAttributes } from 'react';

/**
 * What a field says and allows: its label, hint and the attributes its control carries, with the contract's limits.
 * A form's logic module lists its fields' specs beside its values, in screen order; `useForm`'s `field()` spreads a
 * field's spec into its control, so the screen itself only lays the fields out.
 */
export type FieldSpec = { label: string; hint?: string; required?: boolean; rows?: number } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'min' | 'max' | 'step' | 'maxLength' | 'autoComplete'
>;

/** The fields a list of specs names, in its order: screen order, so the first field with a problem gets the focus. */
export function fieldsOf<Field extends string>(specs: Partial<Record<Field, FieldSpec>>): Field[] {
  return Object.keys(specs) as Field[];
}
