import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as z from 'zod/v4/core';
import { ApiError } from '../../lib/api-client.ts';
import type { FieldSpec } from './field-spec.ts';
import { checkInput, firstInvalidField, placeIssues, type FieldErrors, type PlacedIssues } from './form-errors.ts';

/** The specs a form gives some or all of its fields. */
type FieldSpecs<Field extends string> = Partial<Record<Field, FieldSpec>>;

/** The spec `Specs` gives `F`, if any. */
type SpecOf<Specs, F> = F extends keyof Specs ? Specs[F] : Record<never, never>;

export interface UseFormOptions<
  Values,
  Field extends keyof Values & string,
  Schema extends z.$ZodType,
  Specs extends FieldSpecs<Field> = Record<never, never>,
> {
  /** Prefix of every control's id: a field's control is `${id}-${field}` (a group's first option). */
  id: string;
  initialValues: Values;
  /** The fields in the order the screen shows them: the first invalid one gets the focus. */
  fields: readonly Field[];
  /** What each field says and allows (label, hint, limits): `field()` gives a field's spec to its control. */
  specs?: Specs;
  /**
   * The contract schema the server validates this request with (schema/contract, zod/mini): the form checks
   * the very same rules, with the same messages, before anything is sent.
   */
  schema: Schema;
  /** The request body for the current values: what is validated, then sent. */
  toInput: (values: Values) => z.input<Schema>;
  /**
   * The form field showing a request-body key, when the names differ (default: the same name). `values` are the
   * ones checked, for a key whose field depends on them (one sentence about two fields goes beside the empty one).
   */
  fieldOf?: (name: string, values: Values) => Field | undefined;
  /** Rules only this screen has (the spec asks this form for more than the API requires). */
  check?: (values: Values) => FieldErrors<Field>;
  /**
   * The screen's own texts, where its spec words a contract rule differently from the API (two screens create
   * the same thing with different sentences) or adds a form-level sentence of its own: gets the problems found
   * (a submit's, or a server 400's) and answers what to show. Without it the contract's messages show as they are.
   */
  reword?: (found: PlacedIssues<Field>, values: Values) => PlacedIssues<Field>;
}

/**
 * The one way a form holds its values and problems. It validates with the contract's schema on submit, shows each
 * problem beside its field (`aria-invalid`, `aria-describedby`) and moves the focus to the first one, so a screen
 * reader reads the field and its message; a problem that belongs to no field goes to the form's alert, which is
 * focused too. Values are kept as typed through every failure. A problem is said once, in the form: never also in a
 * toast (a toast over a dialog hides its header, and says again what the form already shows).
 */
export function useForm<
  Values,
  Field extends keyof Values & string,
  Schema extends z.$ZodType,
  Specs extends FieldSpecs<Field> = Record<never, never>,
>(options: UseFormOptions<Values, Field, Schema, Specs>) {
  const { id, initialValues, fields, specs, schema, toInput, fieldOf, check, reword } = options;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const alertRef = useRef<HTMLDivElement>(null);

  const fieldId = (field: Field) => `${id}-${field}`;
  const fieldFor = fieldOf && ((name: string) => fieldOf(name, values));

  /** Shows problems and moves the focus to the first field that has one (else to the form's alert). */
  function showErrors(next: FieldErrors<Field>, message?: string) {
    flushSync(() => {
      setErrors(next);
      setFormError(message);
    });
    const first = firstInvalidField(next, fields);
    if (first) document.getElementById(fieldId(first))?.focus();
    else if (message) alertRef.current?.focus();
  }

  function setValue<F extends Field>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as the person changes it; the rest stay until the next submit.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<Field>);
  }

  /** The request body when every rule holds; otherwise shows the problems and returns undefined. */
  function validate(): z.input<Schema> | undefined {
    const input = toInput(values);
    const checked = checkInput(schema, input, fields, { fieldOf: fieldFor, extra: check?.(values) });
    const found = reword ? reword(checked, values) : checked;
    const first = firstInvalidField(found.fields, fields);
    if (first || found.form) {
      showErrors(found.fields, found.form);
      return undefined;
    }
    flushSync(() => {
      setErrors({});
      setFormError(undefined);
    });
    return input;
  }

  /** `onSubmit` for the `<form noValidate>`: validates, then hands the body to `send`. */
  const handleSubmit = (send: (input: z.input<Schema>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (input !== undefined) send(input);
  };

  return {
    values,
    errors,
    formError,
    fieldId,
    setValue,
    setValues,
    validate,
    handleSubmit,
    /** What a form's frame (`PageForm`, `DialogForm`) takes from the form: its submit, which sends to `send`, and its alert. */
    frameProps: (send: (input: z.input<Schema>) => void) => ({
      onSubmit: handleSubmit(send),
      alert: { message: formError, ref: alertRef },
    }),
    /**
     * A failed request: the issues the server sends (a 400's, a 409's) go beside their fields, in the sentences the
     * form uses; any other failure shows the server's message (else `fallback`) in the form's alert, after `title`
     * when given ('Submission Failed: …'). Returns the message.
     */
    showServerError(error: unknown, fallback: string, title?: string): string {
      let placed: PlacedIssues<Field> =
        // A 400 (bad input) and a 409 naming a field ("A room with this name already exists.") both send issues.
        error instanceof ApiError && error.issues?.length
          ? placeIssues(error.issues, fields, fieldFor)
          : { fields: {}, form: undefined };
      if (reword && (placed.form || firstInvalidField(placed.fields, fields))) placed = reword(placed, values);
      const failure = error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
      const message = placed.form ?? failure;
      const alert = placed.form || !title ? message : `${title}: ${message}`;
      showErrors(placed.fields, firstInvalidField(placed.fields, fields) ? undefined : alert);
      return message;
    },
    /** Shows a message in the form's alert and focuses it. */
    showFormError: (message: string) => showErrors({}, message),
    reset(next: Values = initialValues) {
      setValues(next);
      setErrors({});
      setFormError(undefined);
    },
    /** Props for the form's `<FormAlert>`. */
    alert: { message: formError, ref: alertRef },
    /** Props for a field component: its spec (label, hint, limits), id, value, change handler and its message. */
    field<F extends Field>(name: F) {
      return {
        ...(specs?.[name] as SpecOf<Specs, F>),
        id: fieldId(name),
        value: values[name],
        onValueChange: (value: Values[F]) => setValue(name, value),
        error: errors[name],
      };
    },
  };
}
