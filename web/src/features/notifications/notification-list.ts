import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Notification, NotificationPage } from '../../../../schema/contract/notifications.ts';

type Pages<P> = { pages: NotificationPage[]; pageParams: P[] };

/** The cached pages with one notice replaced by the server's answer (now read), and the unread count adjusted. */
export function markOneRead<P>(data: Pages<P>, notice: Notification): Pages<P> {
  const wasUnread = data.pages.some((page) => page.items.some((item) => item.id === notice.id && !item.readAt));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === notice.id ? notice : item)),
      unreadCount: wasUnread && notice.readAt ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
    })),
  };
}

/** The cached pages with every notice read. */
export function markAllRead<P>(data: Pages<P>, at: string): Pages<P> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.readAt ? item : { ...item, readAt: at })),
      unreadCount: 0,
    })),
  };
}

/** Every notice of the loaded pages, once each, newest first (as the server sends them). */
export function allNotices(pages: readonly NotificationPage[]): Notification[] {
  const seen = new Set<number>();
  const out: Notification[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** The unread count: the newest page's figure (it counts every unread notice, not only that page's). */
export function unreadCountOf(pages: readonly NotificationPage[]): number {
  return pages[0]?.unreadCount ?? 0;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", or null past a week (then a date is shown). */
export function relativeAge(iso: string, i18n: I18n, now = Date.now()): string | null {
  const ms = now - new Date(iso).getTime();
  if (Number.isNaN(ms)) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return i18n._(msg`just now`);
  if (minutes < 60) return i18n._(msg`${minutes} min ago`);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n._(msg`${hours} h ago`);
  const days = Math.floor(hours / 24);
  if (days <= 7) return i18n._(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`);
  return null;
}
