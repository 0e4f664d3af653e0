import { useLingui } from '@lingui/react/macro';
import { Fragment, useId, type ComponentProps, type ReactNode } from 'react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import type { FormFrameProps } from '../../../components/form/form-frame.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { ADMIN_ACTION_FAILED } from '../api/admin.ts';
import { adminCatalog } from '../locales/catalog.ts';

/** A row of choices (native radios drawn as pills): which status a list shows. */
export function StatusFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-lilac-200 bg-white px-4 font-semibold text-lilac-900 has-checked:border-lilac-700 has-checked:bg-lilac-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-lilac-700"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** What an admin list says when there is nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-lilac-50 p-4 text-neutral-800">{children}</p>;
}

/**
 * One item of an admin list: a card named by its heading, with the item's badges beside the name. A `muted` card
 * (an archived room, a switched-off feed) is grey.
 */
export function AdminCard({
  title,
  badges,
  muted = false,
  children,
}: {
  title: ReactNode;
  badges: ReactNode;
  muted?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl border p-4 sm:p-5 ${muted ? 'border-neutral-300 bg-neutral-50' : 'border-lilac-100 bg-white'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-lg font-bold break-words text-lilac-950">
            {title}
          </h3>
          <div className="flex flex-wrap gap-2">{badges}</div>
        </div>
        {children}
      </article>
    </li>
  );
}

/**
 * A card's action: the visible label, and for screen readers which item it acts on ("Edit" is read "Edit Soweto
 * Makers"), since a list holds many buttons of the same name.
 */
export function ItemButton({
  item,
  look = 'outline',
  children,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'className'> & {
  /** Read after the label: the item's name, or a phrase naming it ("the story of Lerato"). */
  item: string;
  look?: keyof typeof smallButtonStyles;
}) {
  return (
    <button type="button" className={smallButtonStyles[look]} {...button}>
      {children}
      <span className="sr-only"> {item}</span>
    </button>
  );
}

/** What an admin list keeps while its add-or-edit dialog is open: the item, or 'new' for one being added. */
export type Editing<Item> = Item | 'new' | null;

/** The add-or-edit dialog of an admin list, made afresh for each item (nothing typed for one shows for another). */
export function EditorFor<Item extends { id: number }>({
  editing,
  children,
}: {
  editing: Editing<Item>;
  /** The dialog, for the item (null: a new one). */
  children: (item: Item | null) => ReactNode;
}) {
  if (editing === null) return null;
  return (
    <Fragment key={editing === 'new' ? 'new' : editing.id}>{children(editing === 'new' ? null : editing)}</Fragment>
  );
}

/** The parts of a `useForm` an editor dialog sends with. */
interface EditorForm<Input> {
  frameProps: (send: (input: Input) => void) => Pick<FormFrameProps, 'onSubmit' | 'alert'>;
  showServerError: (error: unknown, fallback: string) => string;
}

/**
 * An admin add-or-edit dialog: the form's fields, Cancel and the save button. It cannot be closed while saving;
 * what was typed stays if the save fails (the reason beside its field, or in the form's alert).
 */
export function EditorDialog<Input, Saved>({
  title,
  description,
  size,
  submitLabel,
  form,
  save,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  size?: ComponentProps<typeof DialogContent>['size'];
  submitLabel: string;
  form: EditorForm<Input>;
  save: {
    isPending: boolean;
    mutate: (input: Input, options: { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void }) => void;
  };
  onClose: () => void;
  children: ReactNode;
}) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}>
      <DialogContent size={size}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        <DialogForm
          {...form.frameProps(sendForm(save, form, { failed: t(ADMIN_ACTION_FAILED) }, onClose))}
          submitLabel={submitLabel}
          pending={save.isPending}
        >
          {children}
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Asks before an action on the chosen item (`item` null: closed). `onConfirm` gets the item and `done`, to call
 * once the action worked: until then the dialog stays, busy (`pending`).
 */
export function ConfirmItemAction<Item>({
  item,
  onClose,
  onConfirm,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmActionDialog>, 'open' | 'onOpenChange' | 'onConfirm'> & {
  item: Item | null;
  onClose: () => void;
  onConfirm: (item: Item, done: () => void) => void;
}) {
  return (
    <ConfirmActionDialog
      {...dialog}
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onConfirm={() => item !== null && onConfirm(item, onClose)}
    />
  );
}
