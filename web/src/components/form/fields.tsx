/**
 * Form primitives for plain controlled forms: a label above each control, an optional hint, and an error text
 * that the control points at with `aria-describedby` and flags with `aria-invalid`. Forms use `noValidate` and
 * their own checks (the spec's messages), so `required` only marks a field for people and screen readers.
 *
 * Every control takes an `id`; a form focuses its first invalid field with `document.getElementById(id)`. For a
 * checkbox or radio group the `id` is its first option's.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ChangeEventHandler,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { issueText } from './issue-texts.ts';
import { formCatalog } from './locales/catalog.ts';
import { SelectOptions } from './select-options.tsx';
import { controlStyle } from '../ui/styles.ts';

const checkStyle = 'mt-0.5 size-5 shrink-0 accent-lilac-700';

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The `aria-describedby` value for a field: its hint, then its error. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function RequiredMark({ required }: { required?: boolean }) {
  useCatalog(formCatalog);
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      <span className="sr-only">
        {' '}
        <Trans>(required)</Trans>
      </span>
    </>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={hintId(id)} className="mt-1 text-sm text-neutral-600">
      {children}
    </p>
  );
}

/** A field's problem: a contract's sentence in the page's language (issue-texts.ts), any other as it is. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  useCatalog(formCatalog);
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 flex gap-1.5 text-sm font-semibold text-red-700">
      <span aria-hidden="true">!</span>
      <span>{issueText(message, i18n)}</span>
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

/** What every single control carries: its id, required flag, and the links to its hint and message. */
type ControlAttributes = {
  id: string;
  required?: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A control's attributes: the field's own native ones, and what every single control carries. */
type ControlOf<Props> = Omit<Props, keyof FieldProps> & ControlAttributes;

/**
 * A single control in its frame: its label above, then the control (drawn by `control` from its attributes), its
 * hint and its message.
 */
function framed<Props extends FieldProps>(props: Props, control: (attributes: ControlOf<Props>) => ReactNode) {
  const { id, label, hint, error, required, className = '', ...native } = props;
  const attributes = {
    ...native,
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
  } as ControlOf<Props>;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold text-neutral-900">
        {label}
        <RequiredMark required={required} />
      </label>
      {control(attributes)}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextValue = { value: string; onValueChange: (value: string) => void };

/** A text control's attributes: what is typed becomes the value. */
type TextControlOf<Props> = ControlOf<Omit<Props, keyof TextValue>> & {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
};

/** `framed`, for a control holding text. */
function framedText<Props extends FieldProps & TextValue>(
  { value, onValueChange, ...props }: Props,
  control: (attributes: TextControlOf<Props>) => ReactNode,
) {
  return framed(props as FieldProps & Omit<Props, keyof TextValue>, (attributes) =>
    control({ ...attributes, value, onChange: (event) => onValueChange(event.target.value) }),
  );
}

type TextFieldProps = FieldProps &
  TextValue &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return framedText(props, (control) => <input {...control} type={type} className={`${controlStyle} min-h-11`} />);
}

type TextAreaFieldProps = FieldProps &
  TextValue &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextAreaField({ rows = 4, ...props }: TextAreaFieldProps) {
  return framedText(props, (control) => <textarea {...control} rows={rows} className={`${controlStyle} resize-y`} />);
}

export interface FieldOption<Value extends string = string> {
  value: Value;
  label: string;
  description?: string;
}

/** The `<option>` value standing for "nothing chosen": option values are never empty (spec section 5). */
export const NO_SELECTION = '__none__';

type SelectFieldProps = FieldProps & {
  /** '' means nothing chosen: the placeholder option is shown (it never has an empty value). */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly FieldOption[];
  /** Offered first; choosing it gives ''. Without it, '' falls back to the first option. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function SelectField({ value, onValueChange, options, placeholder, ...props }: SelectFieldProps) {
  const choices = options.filter((option) => option.value !== '' && option.value !== NO_SELECTION);
  const selected = value === '' ? (placeholder ? NO_SELECTION : (choices[0]?.value ?? NO_SELECTION)) : value;
  return framed(props, (control) => (
    <select
      {...control}
      value={selected}
      onChange={(event) => onValueChange(event.target.value === NO_SELECTION ? '' : event.target.value)}
      className={`${controlStyle} min-h-11`}
    >
      <SelectOptions first={placeholder ? { value: NO_SELECTION, label: placeholder } : undefined} options={choices} />
    </select>
  ));
}

interface GroupProps extends FieldProps {
  options: readonly FieldOption[];
  /** Shown instead of the options while they load, or when there are none. */
  status?: ReactNode;
}

/** The id of a group's option: the first option carries the group's own id, so the form can focus it. */
const optionId = (id: string, index: number) => (index === 0 ? id : `${id}-${index}`);

/** What each option's checkbox or radio carries: its id, the group's name, its value and the group's problem flag. */
function optionInput({ id, error }: { id: string; error?: string }, option: FieldOption, index: number) {
  return {
    id: optionId(id, index),
    name: id,
    value: option.value,
    'aria-invalid': error ? true : undefined,
    className: checkStyle,
  } as const;
}

function GroupFrame({
  id,
  label,
  hint,
  error,
  required,
  className = '',
  extra,
  children,
}: Omit<GroupProps, 'options'> & { extra?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={`min-w-0 ${className}`} aria-describedby={describedBy(id, { hint, error })}>
      <legend className="mb-1 font-semibold text-neutral-900">
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={id}>{hint}</FieldHint>
      {children}
      {extra}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

type CheckboxGroupFieldProps = GroupProps & {
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Short labels in columns on wider screens, so a long list shows more of itself inside the same box. */
  columns?: boolean;
};

/** A list of checkboxes in a fieldset; a long list scrolls inside a box at most 10rem high (spec section 9). */
export function CheckboxGroupField({
  options,
  status,
  value,
  onValueChange,
  columns = false,
  ...frame
}: CheckboxGroupFieldProps) {
  useCatalog(formCatalog);
  const { t } = useLingui();
  const chosen = new Set(value);
  const toggle = (optionValue: string, checked: boolean) =>
    onValueChange(checked ? [...value, optionValue] : value.filter((v) => v !== optionValue));
  const selectedLabels = options
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label)
    .join(', ');
  return (
    <GroupFrame
      {...frame}
      extra={
        options.length > 0 ? (
          <p className="mt-1 text-sm text-neutral-600">
            {value.length === 0 ? t`None selected` : t`Selected: ${selectedLabels}`}
          </p>
        ) : null
      }
    >
      {status ?? (
        <ul
          className={`mt-1 max-h-40 overflow-y-auto rounded-lg border-2 bg-white p-1 ${columns ? 'sm:grid sm:grid-cols-2 lg:grid-cols-3' : ''} ${frame.error ? 'border-red-700' : 'border-neutral-300'}`}
        >
          {options.map((option, index) => (
            <li key={option.value}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-2 py-2.5 hover:bg-lilac-50">
                <input
                  {...optionInput(frame, option, index)}
                  type="checkbox"
                  checked={chosen.has(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </GroupFrame>
  );
}

type RadioGroupFieldProps<Value extends string> = Omit<GroupProps, 'options'> & {
  options: readonly FieldOption<Value>[];
  /** '' while nothing is chosen. */
  value: Value | '';
  /** Gets one of the options' values: a radio group can only choose among them. */
  onValueChange: (value: Value) => void;
};

export function RadioGroupField<Value extends string>({
  options,
  status,
  value,
  onValueChange,
  ...frame
}: RadioGroupFieldProps<Value>) {
  const { id } = frame;
  return (
    <GroupFrame {...frame}>
      {status ?? (
        <div className="mt-1 grid gap-2 sm:grid-cols-3">
          {options.map((option, index) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-neutral-300 bg-white p-3 hover:border-lilac-500 has-checked:border-lilac-700 has-checked:bg-lilac-50"
            >
              <input
                {...optionInput(frame, option, index)}
                type="radio"
                checked={value === option.value}
                onChange={() => onValueChange(option.value)}
                aria-labelledby={`${optionId(id, index)}-label`}
                aria-describedby={option.description ? `${optionId(id, index)}-description` : undefined}
              />
              <span>
                <span id={`${optionId(id, index)}-label`} className="block font-semibold">
                  {option.label}
                </span>
                {option.description ? (
                  <span id={`${optionId(id, index)}-description`} className="mt-0.5 block text-sm text-neutral-700">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
    </GroupFrame>
  );
}

type CheckboxFieldProps = Omit<FieldProps, 'hint'> & {
  value: boolean;
  onValueChange: (value: boolean) => void;
};

/** One checkbox whose label sits beside it ("I confirm that..."), with its message under it. */
export function CheckboxField({
  id,
  label,
  error,
  required,
  className = '',
  value,
  onValueChange,
}: CheckboxFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={value}
          onChange={(event) => onValueChange(event.target.checked)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          className={checkStyle}
        />
        <span className="text-neutral-900">
          {label}
          <RequiredMark required={required} />
        </span>
      </label>
      <FieldError id={id} message={error} />
    </div>
  );
}
