import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Notification } from '../../../../schema/contract/notifications.ts';
import { useFormats } from '../../lib/i18n/use-formats.ts';
import { ListState } from '../../components/list/list-state.tsx';
import { LoadMore } from '../../components/list/load-more.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { isSameSitePath } from '../../lib/auth/login.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api/notifications.ts';
import { allNotices, relativeAge, unreadCountOf } from './notification-list.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { notificationsCatalog } from './locales/catalog.ts';

const smallButton =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-lilac-700 underline underline-offset-4 hover:bg-lilac-50 hover:text-lilac-900 disabled:cursor-not-allowed disabled:no-underline disabled:opacity-60';

function NoticeItem({ notice, onRead, busy }: { notice: Notification; onRead: (id: number) => void; busy: boolean }) {
  useCatalog(notificationsCatalog);
  const formats = useFormats();
  const { i18n } = useLingui();
  const unread = !notice.readAt;
  const when = relativeAge(notice.createdAt, i18n) ?? formats.date(notice.createdAt);
  const text = (
    <>
      {unread ? (
        <span className="sr-only">
          <Trans>Unread:</Trans>{' '}
        </span>
      ) : null}
      {notice.text}
    </>
  );
  const textId = `notice-${notice.id}`;
  return (
    <li className={`flex items-start gap-3 rounded-xl p-3 ${unread ? 'bg-lilac-50' : ''}`}>
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-lilac-700' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <p id={textId} className={unread ? 'font-semibold text-neutral-900' : 'text-neutral-700'}>
          {notice.link && isSameSitePath(notice.link) ? (
            <Link
              to={notice.link}
              onClick={() => (unread ? onRead(notice.id) : undefined)}
              className="underline-offset-4 hover:underline"
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-neutral-600">
          <time dateTime={notice.createdAt}>{when}</time>
          {unread ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onRead(notice.id)}
              aria-describedby={textId}
              className={`${smallButton} -ml-3`}
            >
              <Trans>Mark as read</Trans>
            </button>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/**
 * The signed-in member's in-app notices (`GET /api/notifications`): how moderation outcomes reach them (a story
 * published or not, a complaint resolved). Newest first, unread ones marked, 'Mark all as read'. Renders nothing
 * for visitors.
 */
export function NotificationsPanel({ className = '', title }: { className?: string; title?: string }) {
  useCatalog(notificationsCatalog);
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const notices = useNotifications({ enabled: isSignedIn });
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  if (!isSignedIn) return null;
  const heading = title ?? t`Notifications`;

  const pages = notices.data?.pages ?? [];
  const unread = unreadCountOf(pages);
  const failed = (error: unknown) =>
    toast({ title: t`Not updated`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });

  return (
    <section
      aria-labelledby="notifications-title"
      className={`rounded-2xl border border-lilac-100 bg-white p-4 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notifications-title" className="text-xl font-bold text-lilac-950">
          {heading}
          {unread > 0 ? (
            <span className="ml-2 rounded-full bg-lilac-700 px-2 py-0.5 align-middle text-sm font-semibold text-white">
              {unread}
              <span className="sr-only">
                {' '}
                <Trans>unread</Trans>
              </span>
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: failed })}
          className={smallButton}
        >
          <Trans>Mark all as read</Trans>
        </button>
      </div>
      <div className="mt-2">
        <ListState
          query={notices}
          what={t`your notifications`}
          loading={<Spinner label={t`Loading notifications…`} />}
          isEmpty={(data) => allNotices(data.pages).length === 0}
          empty={
            <p className="p-3 text-neutral-700">
              <Trans>No notifications yet.</Trans>
            </p>
          }
        >
          {(data) => (
            <ul className="grid gap-1" aria-label={heading}>
              {allNotices(data.pages).map((notice) => (
                <NoticeItem
                  key={notice.id}
                  notice={notice}
                  busy={markOne.isPending && markOne.variables === notice.id}
                  onRead={(id) => markOne.mutate(id, { onError: failed })}
                />
              ))}
            </ul>
          )}
        </ListState>
        <LoadMore what={t`notifications`} query={notices} label={t`Show older notifications`} />
      </div>
    </section>
  );
}
