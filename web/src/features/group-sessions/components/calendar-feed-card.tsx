import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../../../../../schema/contract/product.ts';
import { controlStyle } from '../../../components/ui/styles.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';
import { useCreateCalendarFeed, useDeleteCalendarFeed, useMyCalendarFeed } from '../api/calendar-feed.ts';
import { SESSION_TEXTS } from '../session-texts.ts';

/** Copies text; falls back to selecting the field and the old copy command on browsers without the Clipboard API. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * The private calendar feed: one link that Google Calendar ("From URL"), Apple Calendar or Outlook
 * subscribe to, listing the sessions and events the user joined. The server keeps the link encrypted, so it is shown
 * again whenever its owner comes back (decision 017); a link made before that can only be replaced. Making a new
 * one switches the old one off.
 */
export function CalendarFeedCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [rotated, setRotated] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const current = useMyCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const hadLink = current.data?.active ?? false;
  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: () => {
        setRotated(hadLink);
        setStatus(hadLink ? t(SESSION_TEXTS.feedRotated) : t`Your private calendar link is ready.`);
      },
      onError: (error) => {
        if (!isUnauthorizedError(error))
          setStatus(errorMessage(error, t`The link could not be made. Please try again.`));
      },
    });
  const switchOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setRotated(false);
        setStatus(t`Your calendar link is switched off. Calendars using it stop updating.`);
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) setStatus(errorMessage(error, t`The link could not be switched off.`));
      },
    });
  const busy = create.isPending || remove.isPending;
  const linkActions = (
    <>
      <button type="button" disabled={busy} onClick={makeLink} className={`${textLinkStyle} min-h-11`}>
        <Trans>Make a new link</Trans>
      </button>
      <button type="button" disabled={busy} onClick={switchOff} className={`${textLinkStyle} min-h-11`}>
        <Trans>Switch the link off</Trans>
      </button>
    </>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-lilac-100 bg-white p-5">
      <Heading id={`${id}-title`} className="text-xl font-bold text-lilac-950">
        <Trans>Your sessions in your phone’s calendar</Trans>
      </Heading>
      <p className="mt-1 text-neutral-700">
        <Trans>
          A private link for Google Calendar, Apple Calendar or Outlook: every session and event you join shows up there
          and stays up to date.
        </Trans>
      </p>
      <div className="mt-4">
        <ListState
          query={current}
          what={t`your calendar link`}
          isEmpty={(mine) => !mine.active}
          empty={
            <>
              <button type="button" disabled={busy} onClick={makeLink} className={buttonStyles.outline}>
                {create.isPending ? t`Making your link…` : t`Get my calendar link`}
              </button>
              <p className="mt-2 text-sm text-neutral-700">
                <Trans>You can come back here to copy it again at any time.</Trans>
              </p>
            </>
          }
        >
          {({ feed }) =>
            feed ? (
              <div className="grid gap-3">
                <div>
                  <label htmlFor={`${id}-url`} className="mb-1 block font-semibold text-neutral-900">
                    <Trans>Your private calendar link</Trans>
                  </label>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <input
                      ref={field}
                      id={`${id}-url`}
                      readOnly
                      value={feed.url}
                      onFocus={(event) => event.target.select()}
                      aria-describedby={`${id}-keep`}
                      className={`${controlStyle} min-h-11 min-w-0 flex-1 font-mono text-sm`}
                    />
                    <button
                      type="button"
                      className={`${buttonStyles.primary} shrink-0`}
                      onClick={() =>
                        void copyText(feed.url, field.current).then((ok) =>
                          setStatus(
                            ok ? t`Link copied.` : t`Copy the link from the box: your browser did not allow copying.`,
                          ),
                        )
                      }
                    >
                      <Trans>Copy link</Trans>
                    </button>
                  </div>
                  <p id={`${id}-keep`} className="mt-1 text-sm text-neutral-700">
                    <Trans>
                      Keep it private: anyone with the link can see your sessions. Only you can see it here.
                    </Trans>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <a href={feed.webcalUrl} className={`${textLinkStyle} min-h-11 content-center`}>
                    <Trans>Open in my calendar app</Trans>
                  </a>
                  {linkActions}
                </div>
                {rotated ? null : (
                  <p className="text-sm text-neutral-700">
                    <Trans>Making a new link stops the old one from working.</Trans>
                  </p>
                )}
              </div>
            ) : (
              <div className="grid gap-3">
                <p className="text-neutral-800">
                  <Trans>
                    Your calendar link is on, and calendars using it stay up to date. It was made before {PRODUCT_NAME}{' '}
                    could show links again, so it can’t be shown here. To copy a link, make a new one: calendars using
                    the old link will then stop updating.
                  </Trans>
                </p>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{linkActions}</div>
              </div>
            )
          }
        </ListState>
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-lilac-900 empty:hidden">
        {status}
      </p>
    </section>
  );
}
