import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import type { Notification, NotificationPage } from '../../../../schema/contract/notifications.ts';
import { allNotices, markAllRead, markOneRead, relativeAge, unreadCountOf } from './notification-list.ts';

const notice = (id: number, readAt: string | null = null): Notification => ({
  id,
  kind: 'story-published',
  text: `Notice ${id}`,
  link: '/success-stories',
  readAt,
  createdAt: '2026-03-01T10:00:00Z',
});
const data = (pages: NotificationPage[]) => ({ pages, pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)) });

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('the notifications panel', () => {
  it('marks one notice read from the server answer and counts one fewer unread', () => {
    const before = data([{ items: [notice(3), notice(2, 'x')], nextCursor: null, unreadCount: 1 }]);
    const after = markOneRead(before, notice(3, '2026-03-02T00:00:00Z'));
    expect(after.pages[0]!.items[0]!.readAt).toBe('2026-03-02T00:00:00Z');
    expect(unreadCountOf(after.pages)).toBe(0);
    // Marking an already read notice again changes no count.
    expect(unreadCountOf(markOneRead(after, notice(3, 'y')).pages)).toBe(0);
  });

  it('marks everything read', () => {
    const after = markAllRead(
      data([
        { items: [notice(3)], nextCursor: 'c1', unreadCount: 2 },
        { items: [notice(1)], nextCursor: null, unreadCount: 2 },
      ]),
      'now',
    );
    expect(allNotices(after.pages).every((n) => n.readAt === 'now')).toBe(true);
    expect(unreadCountOf(after.pages)).toBe(0);
  });

  it('lists each notice once across pages, newest first', () => {
    const pages = [
      { items: [notice(3), notice(2)], nextCursor: 'c', unreadCount: 3 },
      { items: [notice(2), notice(1)], nextCursor: null, unreadCount: 3 },
    ];
    expect(allNotices(pages).map((n) => n.id)).toEqual([3, 2, 1]);
    expect(unreadCountOf([])).toBe(0);
  });

  it('says how long ago, up to a week', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeAge('2026-03-10T11:59:30Z', en, now)).toBe('just now');
    expect(relativeAge('2026-03-10T11:55:00Z', en, now)).toBe('5 min ago');
    expect(relativeAge('2026-03-10T09:00:00Z', en, now)).toBe('3 h ago');
    expect(relativeAge('2026-03-09T12:00:00Z', en, now)).toBe('1 day ago');
    expect(relativeAge('2026-03-01T12:00:00Z', en, now)).toBeNull();
  });
});
