import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../schema/contract/fields.ts';
import type { RoomMessage } from '../../schema/contract/community.ts';
import { communityRooms, mentors } from '../../schema/db/index.ts';
import { createMentor, createUser, db, hoursFromNow, seedTaxonomy, signIn, uniqueEmail } from '../test/factories.ts';
import { api } from '../test/http.ts';
import type { Problem } from '../test/request.ts';

/**
 * What text, numbers and dates the API accepts, through real routes: names and messages without invisible or
 * control characters, numbers strictly as numbers, dates within two years. The rules live once
 * in schema/contract/fields.ts (unit-tested beside it); these tests prove the routes use them.
 */

const ZERO_WIDTH_SPACE = '\u200B';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';

describe('names and message text', () => {
  it('refuses a name of only invisible characters, or without a letter, at registration', async () => {
    for (const firstName of [ZERO_WIDTH_SPACE, `${ZERO_WIDTH_SPACE}\u2060${RIGHT_TO_LEFT_OVERRIDE}`, '\u0000', '---']) {
      const res = await api('/api/auth/register', {
        method: 'POST',
        body: { email: uniqueEmail(), password: 'a-good-long-password', firstName, lastName: 'Dlamini' },
      });
      expect(res.status, JSON.stringify(firstName)).toBe(400);
      const { issues } = await res.json<Problem>();
      expect(issues!.map((i) => i.message)).toContainEqual(
        expect.stringMatching(/^(First name is required\.|First name must contain at least one letter\.)$/),
      );
    }
  });

  it('stores a room message in NFC, without NUL, zero-width or right-to-left override characters', async () => {
    const [room] = await db
      .insert(communityRooms)
      .values({ name: `Input rules ${crypto.randomUUID()}`, description: 'Tests', category: 'digital-freedom' })
      .returning();
    const cookie = await signIn((await createUser()).id);
    await api(`/api/community/rooms/${room!.id}/join`, { method: 'POST', cookie });
    // "Café" with a combining accent (NFD), a NUL, a zero-width space and an override that flips what follows.
    const content = `Cafe\u0301\u0000 price${ZERO_WIDTH_SPACE}list ${RIGHT_TO_LEFT_OVERRIDE}exe.txt\nline two`;
    const res = await api(`/api/community/rooms/${room!.id}/messages`, { method: 'POST', cookie, body: { content } });
    expect(res.status).toBe(201);
    expect((await res.json<RoomMessage>()).content).toBe('Café pricelist exe.txt\nline two');

    const invisible = await api(`/api/community/rooms/${room!.id}/messages`, {
      method: 'POST',
      cookie,
      body: { content: `${ZERO_WIDTH_SPACE}\u0000${RIGHT_TO_LEFT_OVERRIDE}` },
    });
    expect(invisible.status).toBe(400);
  });

  it('cleans a mentor profile name and refuses one with no letter', async () => {
    await seedTaxonomy();
    const user = await createUser();
    const cookie = await signIn(user.id);
    const profile = {
      title: 'Bookkeeper',
      journeyPaths: ['creative-hustler'],
      categories: ['business'],
      languages: ['zu'],
    };
    const refused = await api('/api/mentors', { method: 'POST', cookie, body: { ...profile, name: '123 !!' } });
    expect(refused.status).toBe(400);
    expect((await refused.json<Problem>()).issues!.map((i) => i.message)).toContain(
      FIELD_MESSAGES.nameNeedsLetter('Name'),
    );

    const created = await api('/api/mentors', {
      method: 'POST',
      cookie,
      body: { ...profile, name: ` Tha${ZERO_WIDTH_SPACE}ndi\u00A0 Mokoena\u200D ` },
    });
    expect(created.status).toBe(201);
    const [row] = await db.select().from(mentors).where(eq(mentors.userId, user.id));
    expect(row!.name).toBe('Thandi Mokoena');
  });
});

describe('numbers and dates', () => {
  async function mentorCookie() {
    const { user } = await createMentor();
    return signIn(user.id);
  }
  const session = (overrides: Record<string, unknown>) => ({
    title: 'Bookkeeping basics',
    description: 'A simple cash book on your phone.',
    scheduledAt: hoursFromNow(48),
    duration: 60,
    maxParticipants: 10,
    ...overrides,
  });

  it('POST /api/group-sessions refuses true, [5], "0x10" and "5" where a number belongs', async () => {
    const cookie = await mentorCookie();
    for (const maxParticipants of [true, [5], '0x10', '5', '', null, 5.5]) {
      const res = await api('/api/group-sessions', { method: 'POST', cookie, body: session({ maxParticipants }) });
      expect(res.status, JSON.stringify(maxParticipants)).toBe(400);
    }
    for (const duration of [true, [60], '0x3C', '60']) {
      const res = await api('/api/group-sessions', { method: 'POST', cookie, body: session({ duration }) });
      expect(res.status, JSON.stringify(duration)).toBe(400);
    }
    const ok = await api('/api/group-sessions', { method: 'POST', cookie, body: session({ maxParticipants: 12 }) });
    expect(ok.status).toBe(201);
  });

  it('POST /api/group-sessions refuses a start in the year 9999 or beyond two years, and accepts one inside', async () => {
    const cookie = await mentorCookie();
    for (const scheduledAt of ['9999-12-31T10:00:00.000Z', hoursFromNow(24 * 366 * 2 + 24)]) {
      const res = await api('/api/group-sessions', { method: 'POST', cookie, body: session({ scheduledAt }) });
      expect(res.status, scheduledAt).toBe(400);
      expect((await res.json<Problem>()).message).toBe(FIELD_MESSAGES.scheduleWindow);
    }
    const inside = await api('/api/group-sessions', {
      method: 'POST',
      cookie,
      body: session({ scheduledAt: hoursFromNow(24 * 700) }),
    });
    expect(inside.status).toBe(201);
    const id = (await inside.json<{ id: number }>()).id;
    const moved = await api(`/api/group-sessions/${id}`, {
      method: 'PATCH',
      cookie,
      body: { scheduledAt: '9999-01-01T10:00' },
    });
    expect(moved.status).toBe(400);
  });

  it('query strings and paths take numbers in decimal digits only', async () => {
    for (const limit of ['0x10', '1e1', '', ' 5', '5.0', '-1']) {
      const res = await api(`/api/group-sessions?limit=${encodeURIComponent(limit)}`);
      expect(res.status, limit).toBe(400);
    }
    expect((await api('/api/group-sessions?limit=5')).status).toBe(200);
    expect((await api('/api/events/0x1')).status).toBe(400);
    expect((await api('/api/events/1e0')).status).toBe(400);
  });
});
