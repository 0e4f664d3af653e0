import { env } from 'cloudflare:test';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RoomMessagePage, ServerSocketMessage } from '../../schema/contract/community.ts';
import { ACCOUNT_DELETION_MESSAGES, DELETED_USER_NAME, RETENTION } from '../../schema/contract/privacy.ts';
import * as t from '../../schema/db/index.ts';
import { REVOKED_CLOSE_CODE } from '../live/sockets.ts';
import { memberWithEverything } from '../test/account-data.ts';
import {
  createUser,
  db,
  signedInMember,
  signIn,
  subscribeUser,
  TEST_PASSWORD,
  withSignInClaim,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { connectSocket } from '../test/sockets.ts';
import { deleteExpiredRecordsOfDeletedAccounts, eraseAccount } from './delete-account.ts';

/**
 * Decision 020: deleting an account leaves none of its personal information anywhere. The walk below reads every
 * table the database has, so a table added later is searched too.
 */

/** User-written text that stays on purpose (decision 020): what others read, and the account of a complaint. */
const KEPT_CONTENT = new Set([
  'room_messages.content',
  'coaching_messages.content',
  // An action plan the member wrote as a coach is the subscriber's to keep, like the messages of their conversation.
  'coaching_action_plans.summary',
  'coaching_action_steps.text',
  'complaints.complaint_details',
  'complaints.supporting_evidence',
]);

const deleteMe = (cookie: string | undefined, body: unknown) => api('/api/me', { method: 'DELETE', cookie, body });

async function allTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'
     ORDER BY name`,
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

/** Every column that refers to users or to mentor profiles (a member's own). */
async function columnsReferringToAMember(): Promise<{ table: string; column: string; to: string }[]> {
  const found: { table: string; column: string; to: string }[] = [];
  for (const table of await allTables()) {
    // D1 refuses the pragma_foreign_key_list() table function, but answers the PRAGMA itself.
    const { results } = await env.DB.prepare(`PRAGMA foreign_key_list("${table}")`).all<{
      table: string;
      from: string;
    }>();
    for (const key of results) {
      if (key.table === 'users' || key.table === 'mentors') found.push({ table, column: key.from, to: key.table });
    }
  }
  return found;
}

/** Each text value anywhere in the database that contains one of `needles`, as `table.column: value`. */
async function findEverywhere(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await allTables()) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all<Record<string, unknown>>();
    for (const row of results) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string' && needles.some((needle) => value.includes(needle))) {
          found.push(`${table}.${column}: ${value}`);
        }
      }
    }
  }
  return found;
}

describe('DELETE /api/me', () => {
  it('erases the member from every table, keeps only messages, the complaint text and minimised payments', async () => {
    const member = await memberWithEverything();
    const { user } = member;

    // The fixture covers every column that can point at a member: a new one fails here until it has a row.
    for (const { table, column, to } of await columnsReferringToAMember()) {
      const id = to === 'users' ? user.id : member.mentor.id;
      const row = await env.DB.prepare(`SELECT 1 AS found FROM "${table}" WHERE "${column}" = ?`).bind(id).first();
      expect(row, `memberWithEverything() has no row where ${table}.${column} is the member`).not.toBeNull();
    }
    expect(await findEverywhere([member.marker])).not.toEqual([]);
    const socket = await connectSocket<ServerSocketMessage>(`/api/community/rooms/${member.room.id}/ws`, member.cookie);
    const memberCount = async () => (await (await api('/api/stats/users')).json<{ users: number }>()).users;
    const membersBefore = await memberCount();

    const res = await deleteMe(member.cookie, { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    // The subscription, both seat holds and the payment (its receipt and credit note go with it).
    expect(await res.json()).toEqual({ deleted: true, keptPaymentRecords: 4 });
    expect(res.headers.getSetCookie().join()).toMatch(/sebenza_session=;/);
    // The claim and the mentor hint, which repeat the account's name, email and mentor id, go from the device too.
    expect(res.headers.getSetCookie().join()).toMatch(/sebenza_session_user=;/);
    expect(res.headers.getSetCookie().join()).toMatch(/sebenza_mentor_hint=;/);

    // Nothing with the marker (every personal field holds it) or the member's id is left, except the kept texts.
    const left = (await findEverywhere([member.marker, user.id])).filter(
      (hit) => !KEPT_CONTENT.has(hit.slice(0, hit.indexOf(':'))) || hit.includes(user.id),
    );
    expect(left).toEqual([]);

    // Sessions ended, sockets closed, pictures gone from R2.
    expect((await api('/api/auth/user', { cookie: member.cookie })).status).toBe(401);
    expect((await socket.closed).code).toBe(REVOKED_CLOSE_CODE);
    for (const key of member.imageKeys) expect(await env.IMAGES.head(key)).toBeNull();

    // Messages stay, by "Deleted user"; the hosted session's participant was told it is cancelled.
    const history = await api(`/api/community/rooms/${member.room.id}/messages`, { cookie: member.otherCookie });
    const page = await history.json<RoomMessagePage>();
    expect(page.items.map((message) => message.authorName)).toContain(DELETED_USER_NAME);
    const notices = await db.select().from(t.notifications).where(eq(t.notifications.userId, member.other.id));
    expect(notices.map((notice) => notice.kind)).toContain('session-cancelled');

    // The payment records: amounts, dates and provider references, owned by the tombstone; the open seat released.
    const [tombstone] = await db
      .select()
      .from(t.users)
      .innerJoin(t.coachingSubscriptions, eq(t.coachingSubscriptions.userId, t.users.id))
      .where(eq(t.coachingSubscriptions.id, member.subscription.id));
    expect(tombstone!.users).toMatchObject({ firstName: DELETED_USER_NAME, passwordHash: null, oidcSubject: null });
    expect(tombstone!.coaching_subscriptions).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // The renewal was stopped at the provider (the test checkout confirms with its own webhook event).
    const cancelEvent = `evt_sbx_${member.subscription.providerSubscriptionId}_cancel`;
    expect(await db.$count(t.processedWebhookEvents, eq(t.processedWebhookEvents.eventId, cancelEvent))).toBe(1);
    const holds = await db.select().from(t.eventSeatHolds).where(eq(t.eventSeatHolds.userId, tombstone!.users.id));
    expect(holds.map((h) => [h.status, h.amountCents, h.checkoutUrl]).sort()).toEqual([
      ['confirmed', 15_000, null],
      ['released', 15_000, null],
    ]);
    // The money records stay for the books, pointing at nobody; the receipt and credit note without name or email.
    const [payment] = await db.select().from(t.payments).where(eq(t.payments.id, member.payment.id));
    expect(payment).toMatchObject({ userId: null, amountCents: 29_900 });
    const documents = await db.select().from(t.moneyDocuments).where(eq(t.moneyDocuments.paymentId, payment!.id));
    expect(documents.map((d) => [d.kind, d.userId, d.payerName, d.payerEmail]).sort()).toEqual([
      ['credit_note', null, DELETED_USER_NAME, ''],
      ['receipt', null, DELETED_USER_NAME, ''],
    ]);
    // The coach profile stays for the conversations hanging on it, unlisted and empty.
    const [coach] = await db.select().from(t.mentors).where(eq(t.mentors.id, member.mentor.id));
    expect(coach).toMatchObject({ name: DELETED_USER_NAME, isActive: false, userId: tombstone!.users.id });

    // The tombstone is nobody: the landing page's count of people drops by one.
    expect(await memberCount()).toBe(membersBefore - 1);

    // It cannot sign in again.
    const signIn = await api('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
  });

  it('leaves no tombstone for a member with nothing others need, and a retry changes nothing', async () => {
    const { user, cookie } = await signedInMember();
    const tombstones = () => db.$count(t.users, isNotNull(t.users.deletedAt));
    const before = await tombstones();

    expect((await deleteMe(cookie, { password: TEST_PASSWORD })).status).toBe(200);
    expect(await db.$count(t.users, eq(t.users.id, user.id))).toBe(0);
    expect(await tombstones()).toBe(before);
    // The answer was lost and the browser tries again: signed out now.
    expect((await deleteMe(cookie, { password: TEST_PASSWORD })).status).toBe(401);
    // The erasure itself run again finds nothing to do.
    const again = await eraseAccount(db, {
      userId: user.id,
      email: user.email,
      cancelledSessions: [],
      now: new Date(),
    });
    expect(again).toEqual({ keptPaymentRecords: 0, storedKeys: [] });
    expect(await tombstones()).toBe(before);
  });

  it('refuses without the right password, and keeps the account', async () => {
    const { user, cookie } = await signedInMember();

    expect((await deleteMe(undefined, { password: TEST_PASSWORD })).status).toBe(401);
    const wrong = await deleteMe(cookie, { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      message: ACCOUNT_DELETION_MESSAGES.wrongPassword,
      issues: [{ path: 'password', message: ACCOUNT_DELETION_MESSAGES.wrongPassword }],
    });
    const missing = await deleteMe(cookie, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(ACCOUNT_DELETION_MESSAGES.passwordRequired);
    // Typing the email does not stand in for a password the account has.
    expect((await deleteMe(cookie, { email: user.email })).status).toBe(400);
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
  });

  it('lets an account without a password (OpenID Connect) confirm with its email address', async () => {
    const { user, cookie } = await signedInMember({
      passwordHash: null,
      oidcSubject: `https://id.example|${crypto.randomUUID()}`,
    });
    expect(await (await api('/api/me/deletion', { cookie })).json()).toEqual({ confirmWith: 'email' });

    const wrong = await deleteMe(cookie, { email: 'someone-else@example.test' });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { message: string }).message).toBe(ACCOUNT_DELETION_MESSAGES.wrongEmail);
    expect((await deleteMe(cookie, { email: ` ${user.email.toUpperCase()} ` })).status).toBe(200);
    expect(await db.$count(t.users, eq(t.users.id, user.id))).toBe(0);
  });
});

describe('DELETE /api/me round trips', () => {
  const countedDeletion = async (userId: string, body: unknown) =>
    countRoundTrips('/api/me', { method: 'DELETE', cookie: await withSignInClaim(await signIn(userId)), body });

  it('costs three with a password: the reads, the attempt (counted before the password is checked), the erasure', async () => {
    const { res, roundTrips } = await countedDeletion((await createUser()).id, { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(roundTrips).toBe(3);
  });

  it('costs two for an account that confirms with its email', async () => {
    const user = await createUser({ passwordHash: null, oidcSubject: `https://id.example|${crypto.randomUUID()}` });
    const { res, roundTrips } = await countedDeletion(user.id, { email: user.email });
    expect(res.status).toBe(200);
    expect(roundTrips).toBe(2);
  });
});

describe('payment records of deleted accounts', () => {
  it('are deleted by the daily cron once tax law no longer needs them, with their tombstone', async () => {
    const user = await createUser();
    const subscription = await subscribeUser(user.id, { status: 'canceled' });
    const { keptPaymentRecords } = await eraseAccount(db, {
      userId: user.id,
      email: user.email,
      cancelledSessions: [],
      now: new Date(),
    });
    expect(keptPaymentRecords).toBe(1);
    const [{ tombstoneId }] = (await db
      .select({ tombstoneId: t.coachingSubscriptions.userId })
      .from(t.coachingSubscriptions)
      .where(eq(t.coachingSubscriptions.id, subscription.id))) as [{ tombstoneId: string }];

    const lastChange = Date.parse(subscription.updatedAt);
    const justBefore = new Date(lastChange);
    justBefore.setUTCFullYear(justBefore.getUTCFullYear() + RETENTION.paymentRecordYears);
    await deleteExpiredRecordsOfDeletedAccounts(db, new Date(justBefore.getTime() - 60_000));
    expect(await db.$count(t.coachingSubscriptions, eq(t.coachingSubscriptions.id, subscription.id))).toBe(1);

    await deleteExpiredRecordsOfDeletedAccounts(db, new Date(justBefore.getTime() + 60_000));
    expect(await db.$count(t.coachingSubscriptions, eq(t.coachingSubscriptions.id, subscription.id))).toBe(0);
    expect(await db.$count(t.users, eq(t.users.id, tombstoneId))).toBe(0);
  });
});
