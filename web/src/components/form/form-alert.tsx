import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { issueText } from './issue-texts.ts';
import { formCatalog } from './locales/catalog.ts';

/**
 * A form-level problem ("Missing Information: ...", a server refusal) shown inside the form. The element is
 * always mounted, so a screen reader announces each new message (a modal dialog hides the toast region) and the
 * caller can move focus to it in the same tick it sets the message. A contract's sentence is said in the page's
 * language (issue-texts.ts).
 */
export function FormAlert({ message, ref }: { message: string | undefined; ref?: Ref<HTMLDivElement> }) {
  useCatalog(formCatalog);
  const { i18n } = useLingui();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={
        message ? 'rounded-xl border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900 outline-none' : 'sr-only'
      }
    >
      {message && issueText(message, i18n)}
    </div>
  );
}
