import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { formatsIn } from '../../../../schema/contract/local-formats.ts';
import type { CoachingConnection, CoachingMessage, CoachSummary } from '../../../../schema/contract/coaching-rules.ts';
import {
  applyConversationEvent,
  attachBlockReason,
  chatAccess,
  closedPlaceholder,
  connectionStatusLabel,
  formatFileSize,
  formatMessageTime,
  needsCoach,
  newestIncomingId,
  newestOwnId,
  orderCoaches,
  otherParty,
  receiverIdFor,
  sendBlockReason,
  sortConnections,
  unreadLabel,
} from './chat-rules.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const connection = (overrides: Partial<CoachingConnection> = {}): CoachingConnection => ({
  id: 1,
  status: 'active',
  menteeId: 'user-mentee',
  mentor: { id: 42, name: 'Sipho Dlamini', title: 'Business coach', profileImage: null, userId: 'user-coach' },
  mentee: { id: 'user-mentee', name: 'Thandi Mokoena', profileImage: '/images/t.jpg' },
  myRole: 'mentee',
  unreadCount: 0,
  lastMessageAt: null,
  createdAt: '2026-01-10T08:00:00.000Z',
  ...overrides,
});

/** A text message (`overrides` may change anything but its type). */
const message = (
  id: number,
  overrides: Partial<Omit<CoachingMessage, 'messageType' | 'file'>> = {},
): CoachingMessage => ({
  id,
  connectionId: 1,
  senderId: 'user-mentee',
  receiverId: 'user-coach',
  content: `m${id}`,
  messageType: 'text',
  createdAt: '2026-01-10T08:00:00.000Z',
  readAt: null,
  ...overrides,
});

describe('the receiver rule (spec section 6)', () => {
  it('sends the subscriber to the mentor id as text, and the coach to the menteeId', () => {
    expect(receiverIdFor(connection({ myRole: 'mentee' }))).toBe('42');
    expect(receiverIdFor(connection({ myRole: 'coach' }))).toBe('user-mentee');
  });

  it('names the other person of the connection', () => {
    expect(otherParty(connection({ myRole: 'mentee' }), en)).toEqual({
      name: 'Sipho Dlamini',
      profileImage: null,
      role: 'Business coach',
    });
    expect(otherParty(connection({ myRole: 'coach' }), en).name).toBe('Thandi Mokoena');
  });
});

describe('who sees the chat', () => {
  it('opens it for an active subscriber, even with no connections', () => {
    expect(chatAccess({ subscriptionActive: true, connections: [], isCoach: false })).toEqual({
      promptSubscribe: false,
      showChat: true,
    });
  });

  it('asks anyone else to subscribe, keeping earlier conversations readable', () => {
    expect(chatAccess({ subscriptionActive: false, connections: [], isCoach: false })).toEqual({
      promptSubscribe: true,
      showChat: false,
    });
    expect(chatAccess({ subscriptionActive: false, connections: [connection()], isCoach: false })).toEqual({
      promptSubscribe: true,
      showChat: true,
    });
  });

  it('never asks a coach to subscribe', () => {
    expect(
      chatAccess({ subscriptionActive: false, connections: [connection({ myRole: 'coach' })], isCoach: false }),
    ).toEqual({ promptSubscribe: false, showChat: true });
    expect(chatAccess({ subscriptionActive: false, connections: [], isCoach: true }).promptSubscribe).toBe(false);
  });

  it('offers the coach picker while the subscriber has no open request', () => {
    expect(needsCoach([])).toBe(true);
    expect(needsCoach([connection({ status: 'ended' })])).toBe(true);
    expect(needsCoach([connection({ myRole: 'coach', status: 'active' })])).toBe(true);
    expect(needsCoach([connection({ status: 'pending' })])).toBe(false);
    expect(needsCoach([connection({ status: 'active' })])).toBe(false);
  });
});

describe('the connection list', () => {
  it('puts open conversations first, newest activity first, ended ones last', () => {
    const sorted = sortConnections([
      connection({ id: 1, status: 'ended', lastMessageAt: '2026-03-01T10:00:00.000Z' }),
      connection({ id: 2, status: 'active', lastMessageAt: '2026-02-01T10:00:00.000Z' }),
      connection({ id: 3, status: 'pending', createdAt: '2026-02-15T10:00:00.000Z' }),
      connection({ id: 4, status: 'active', lastMessageAt: '2026-02-20T10:00:00.000Z' }),
      connection({ id: 5, status: 'active', lastMessageAt: '2026-02-20T10:00:00.000Z' }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('describes the status for each side', () => {
    expect(connectionStatusLabel({ status: 'pending', myRole: 'mentee' }, en)).toBe('Waiting for the coach to accept');
    expect(connectionStatusLabel({ status: 'pending', myRole: 'coach' }, en)).toMatch(/accept/);
    expect(connectionStatusLabel({ status: 'active', myRole: 'coach' }, en)).toBe('Active');
    expect(connectionStatusLabel({ status: 'ended', myRole: 'mentee' }, en)).toBe('Ended');
  });

  it('counts unread messages', () => {
    expect(unreadLabel(0, en)).toBeNull();
    expect(unreadLabel(1, en)).toBe('1 unread message');
    expect(unreadLabel(7, en)).toBe('7 unread messages');
  });
});

describe('sending (spec section 5)', () => {
  it('closes the box, with a reason, unless the connection is active and the subscriber subscribed', () => {
    const active = { subscriptionActive: true };
    expect(sendBlockReason(connection(), active, en)).toBeNull();
    expect(sendBlockReason(connection({ status: 'ended' }), active, en)).toMatch(/ended/);
    expect(sendBlockReason(connection({ status: 'pending' }), active, en)).toMatch(/has been notified of your request/);
    expect(sendBlockReason(connection({ status: 'pending', myRole: 'coach' }), active, en)).toMatch(/Accept/);
    expect(sendBlockReason(connection(), { subscriptionActive: false }, en)).toMatch(/subscription is not active/);
    // The coach's own subscription does not matter.
    expect(sendBlockReason(connection({ myRole: 'coach' }), { subscriptionActive: false }, en)).toBeNull();
  });
});

describe('sharing files', () => {
  it('says a waiting subscriber is waiting, not that sending is closed', () => {
    expect(closedPlaceholder(connection({ status: 'pending' }), en)).toBe('Waiting for your coach to accept');
    expect(closedPlaceholder(connection({ status: 'ended' }), en)).toBeUndefined();
    expect(closedPlaceholder(connection({ status: 'pending', myRole: 'coach' }), en)).toBeUndefined();
  });

  it('explains a plan without files with the plans that have them, to either side', () => {
    expect(attachBlockReason(connection(), { filesAllowed: true, plansWithFiles: ['Growth'] }, en)).toBeNull();
    expect(attachBlockReason(connection(), { filesAllowed: false, plansWithFiles: ['Growth'] }, en)).toBe(
      'Your plan does not include file sharing: it comes with the Growth plan.',
    );
    expect(
      attachBlockReason(
        connection({ myRole: 'coach' }),
        { filesAllowed: false, plansWithFiles: ['Growth', 'Pro'] },
        en,
      ),
    ).toBe("Your subscriber's plan does not include file sharing: it comes with the Growth and Pro plans.");
    expect(attachBlockReason(connection(), { filesAllowed: false, plansWithFiles: [] }, en)).toBe(
      'Your plan does not include file sharing.',
    );
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(820, en)).toBe('820 bytes');
    expect(formatFileSize(14 * 1024, en)).toBe('14 KB');
    expect(formatFileSize(2.4 * 1024 * 1024, en)).toBe('2.4 MB');
  });
});

describe('the live conversation', () => {
  it('merges socket messages by id', () => {
    const current = [message(1), message(2)];
    const next = applyConversationEvent(current, { type: 'message', message: message(2, { content: 'again' }) });
    expect(next.map((m) => m.id)).toEqual([1, 2]);
    const more = applyConversationEvent(next, { type: 'message', message: message(3) });
    expect(more.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it("marks the reader's incoming messages read up to the receipt", () => {
    const current = [
      message(1),
      message(2, { senderId: 'user-coach', receiverId: 'user-mentee' }),
      message(3),
      message(4),
    ];
    const now = () => '2026-01-10T09:00:00.000Z';
    const next = applyConversationEvent(
      current,
      { type: 'read', connectionId: 1, readerId: 'user-coach', upToId: 3 },
      now,
    );
    expect(next.map((m) => m.readAt)).toEqual([now(), null, now(), null]);
    // The subscriber's messages name the mentor's id as receiver (spec section 6): a receipt still covers them.
    const toMentorId = [message(5, { receiverId: '42' })];
    expect(
      applyConversationEvent(toMentorId, { type: 'read', connectionId: 1, readerId: 'user-coach', upToId: 5 }, now)[0]!
        .readAt,
    ).toBe(now());
    // Nothing to change: the same list.
    expect(applyConversationEvent(next, { type: 'read', connectionId: 1, readerId: 'user-coach', upToId: 3 })).toBe(
      next,
    );
  });

  it('finds the newest message from each side', () => {
    const list = [message(1), message(2, { senderId: 'user-coach' }), message(3)];
    expect(newestIncomingId(list, 'user-mentee')).toBe(2);
    expect(newestOwnId(list, 'user-mentee')).toBe(3);
    expect(newestIncomingId([message(1)], 'user-mentee')).toBe(0);
    expect(newestOwnId([], 'user-mentee')).toBe(0);
  });

  it('shows times in SAST: the time alone today, with the date otherwise', () => {
    const now = new Date('2026-01-10T20:00:00.000Z');
    const english = formatsIn('en');
    expect(formatMessageTime('2026-01-10T08:05:00.000Z', english, now)).toBe('10:05');
    // 23:30 UTC on the 9th is already the 10th in Johannesburg.
    expect(formatMessageTime('2026-01-09T23:30:00.000Z', english, now)).toBe('01:30');
    expect(formatMessageTime('2026-01-08T08:05:00.000Z', english, now)).toBe('Thu, 08 Jan 2026 10:05');
    expect(formatMessageTime('2026-01-08T08:05:00.000Z', formatsIn('zu'), now)).toBe('Sin, Jan 08, 2026 10:05');
  });
});

describe('the coach picker', () => {
  const coach = (id: number): CoachSummary => ({
    id,
    name: `Coach ${id}`,
    title: 'Coach',
    profileImage: null,
    location: 'Durban',
    description: '',
    connection: null,
  });

  it('puts the preselected coach first', () => {
    const list = [coach(1), coach(2), coach(3)];
    expect(orderCoaches(list, 3).map((c) => c.id)).toEqual([3, 1, 2]);
    expect(orderCoaches(list, 9).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(orderCoaches(list, null).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
