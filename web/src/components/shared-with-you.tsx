import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { Spinner } from './spinner.tsx';
import { textLinkStyle } from './ui/styles.ts';

/**
 * The item a share link points at (`?session=` / `?event=`), shown first on its list page: loading, gone (404),
 * failed, or the item itself; "Hide" dismisses it.
 */
export function SharedWithYou<T>({
  what,
  query,
  goneMessage,
  onDismiss,
  children,
}: {
  /** 'session', 'event': used in the loading and failure texts. */
  what: string;
  query: UseQueryResult<T>;
  goneMessage: string;
  onDismiss: () => void;
  children: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-lilac-950">
          <Trans>Shared with you</Trans>
        </h2>
        <button type="button" onClick={onDismiss} className={textLinkStyle}>
          <Trans>Hide</Trans>
        </button>
      </div>
      {query.isPending ? (
        <Spinner label={t`Loading the shared ${what}…`} />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
          {query.error instanceof ApiError && query.error.status === 404
            ? goneMessage
            : errorMessage(query.error, t`The shared ${what} could not be loaded. Check your connection.`)}
        </p>
      ) : (
        <div className="max-w-xl">{children(query.data)}</div>
      )}
    </section>
  );
}
