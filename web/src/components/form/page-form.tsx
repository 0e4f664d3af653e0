import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton, type FormFrameProps } from './form-frame.tsx';
import { formCatalog } from './locales/catalog.ts';

/**
 * A form on a page: its fields, then the form's alert, then the submit button (busy while the request runs) with
 * any other actions beside it (Cancel, Clear Form, a way to skip). The page's counterpart of `DialogForm`.
 */
export function PageForm({
  label,
  labelledBy,
  onSubmit,
  alert,
  actions,
  className,
  children,
  ...submit
}: FormFrameProps & {
  /** The form's accessible name, or the id of the heading that gives it. */
  label?: string;
  labelledBy?: string;
  /** Shown after the submit button. */
  actions?: ReactNode;
  className: string;
}) {
  return (
    <form noValidate aria-label={label} aria-labelledby={labelledBy} onSubmit={onSubmit} className={className}>
      {children}
      <FormAlert {...alert} />
      <div className="flex flex-col gap-3 border-t border-lilac-100 pt-6 sm:flex-row sm:items-center">
        <SubmitButton {...submit} />
        {actions}
      </div>
    </form>
  );
}

/** Says what a field's asterisk means (a screen reader hears "required" rather than "star"), then `children`. */
export function RequiredFieldsNote({ className = '', children }: { className?: string; children?: ReactNode }) {
  useCatalog(formCatalog);
  return (
    <p className={`text-sm text-neutral-700 ${className}`}>
      <Trans>
        Fields marked{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">required</span> are required.
      </Trans>
      {children ? <> {children}</> : null}
    </p>
  );
}
