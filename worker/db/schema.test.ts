import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../schema/db/index.ts';
import { createDb } from './client.ts';

// Storage is isolated per test file: every constraint test makes its own unique rows.
const db = createDb(env.DB);

describe('database constraints', () => {
  let sequence = 0;
  /** A fresh user per call (emails unique within this file's isolated storage). */
  async function newUser(): Promise<string> {
    const id = crypto.randomUUID();
    sequence += 1;
    await db.insert(t.users).values({
      id,
      email: `constraint-${sequence}-${id.slice(0, 8)}@example.test`,
      firstName: 'Test',
      lastName: `User ${sequence}`,
    });
    return id;
  }

  /** The SQLite message of a failed query (drizzle puts the driver's error in `cause`). */
  async function failure(query: Promise<unknown>): Promise<string> {
    try {
      await query;
    } catch (err) {
      const e = err as Error;
      return `${e.message} ${String((e.cause as Error | undefined)?.message ?? '')}`;
    }
    throw new Error('expected the statement to be rejected');
  }

  async function newMentor(): Promise<number> {
    const [row] = await db
      .insert(t.mentors)
      .values({ userId: await newUser(), name: 'Test Mentor', title: 'Tester' })
      .returning({ id: t.mentors.id });
    return row!.id;
  }

  async function newSession(): Promise<number> {
    const [row] = await db
      .insert(t.groupSessions)
      .values({
        mentorId: await newMentor(),
        title: 'Test session',
        description: 'A test',
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .returning({ id: t.groupSessions.id });
    return row!.id;
  }

  it('allows one mentor profile per user', async () => {
    const userId = await newUser();
    const [first] = await db.insert(t.mentors).values({ userId, name: 'Thandi Test', title: 'Mentor' }).returning();
    expect(first?.location).toBe('South Africa');
    expect(first?.serviceType).toBe('mentorship');
    expect(await failure(db.insert(t.mentors).values({ userId, name: 'Thandi Again', title: 'Mentor' }))).toMatch(
      /UNIQUE constraint failed: mentors\.user_id/,
    );
  });

  it('allows one mentee profile per user, with the spec defaults', async () => {
    const userId = await newUser();
    const [first] = await db.insert(t.menteeProfiles).values({ userId }).returning();
    expect(first).toMatchObject({ experienceLevel: 'beginner', availableTime: 'flexible', learningStyle: 'visual' });
    expect(await failure(db.insert(t.menteeProfiles).values({ userId, bio: 'again' }))).toMatch(
      /UNIQUE constraint failed: mentee_profiles\.user_id/,
    );
  });

  it('lets a user hold both a mentee and a mentor profile', async () => {
    const userId = await newUser();
    await db.insert(t.menteeProfiles).values({ userId });
    await db.insert(t.mentors).values({ userId, name: 'Both Ways', title: 'Mentor and mentee' });
    expect(await db.select().from(t.menteeProfiles).where(eq(t.menteeProfiles.userId, userId))).toHaveLength(1);
    expect(await db.select().from(t.mentors).where(eq(t.mentors.userId, userId))).toHaveLength(1);
  });

  it('allows one participant row per user per session', async () => {
    const sessionId = await newSession();
    const userId = await newUser();
    await db.insert(t.sessionParticipants).values({ sessionId, userId });
    expect(await failure(db.insert(t.sessionParticipants).values({ sessionId, userId }))).toMatch(
      /UNIQUE constraint failed: session_participants/,
    );
    // The same user can join a different session.
    await db.insert(t.sessionParticipants).values({ sessionId: await newSession(), userId });
  });

  it('allows one registration per user per event', async () => {
    const [event] = await db
      .insert(t.events)
      .values({
        title: 'Constraint test event',
        description: 'x',
        scheduledAt: new Date().toISOString(),
        location: 'Online',
        maxAttendees: 10,
      })
      .returning();
    const userId = await newUser();
    await db.insert(t.eventRegistrations).values({ eventId: event!.id, userId });
    expect(await failure(db.insert(t.eventRegistrations).values({ eventId: event!.id, userId }))).toMatch(
      /UNIQUE constraint failed: event_registrations/,
    );
  });

  it('rejects values outside the closed sets and ranges', async () => {
    const userId = await newUser();
    const sessionId = await newSession();
    expect(await failure(db.insert(t.sessionRatings).values({ sessionId, userId, rating: 6 }))).toMatch(
      /CHECK constraint failed: session_ratings_rating_check/,
    );
    expect(
      await failure(db.insert(t.mentors).values({ userId, name: 'X', title: 'Y', serviceType: 'guru' as 'coach' })),
    ).toMatch(/CHECK constraint failed: mentors_service_type_check/);
    expect(
      await failure(
        db.insert(t.successStories).values({
          name: 'N',
          beforeTitle: 'a',
          afterTitle: 'b',
          quote: 'q',
          incomeStreamsBefore: -1,
          incomeStreamsAfter: 1,
        }),
      ),
    ).toMatch(/CHECK constraint failed: success_stories_income_streams_check/);
    // At most one featured story: the first is accepted, a second is not.
    const featured = { name: 'N', beforeTitle: 'a', afterTitle: 'b', quote: 'q', isFeatured: true };
    await db.insert(t.successStories).values({ ...featured, incomeStreamsBefore: 0, incomeStreamsAfter: 1 });
    expect(
      await failure(db.insert(t.successStories).values({ ...featured, incomeStreamsBefore: 0, incomeStreamsAfter: 1 })),
    ).toMatch(/UNIQUE constraint failed: success_stories\.is_featured/);
  });

  it('counts AI usage per user, kind and day with one atomic upsert', async () => {
    const userId = await newUser();
    const bump = () =>
      db
        .insert(t.aiUsage)
        .values({ userId, kind: 'income-chat', day: '2026-03-01', count: 1 })
        .onConflictDoUpdate({
          target: [t.aiUsage.userId, t.aiUsage.kind, t.aiUsage.day],
          set: { count: sql`${t.aiUsage.count} + 1` },
        });
    await bump();
    await bump();
    const [row] = await db.select().from(t.aiUsage).where(eq(t.aiUsage.userId, userId));
    expect(row?.count).toBe(2);
  });

  it('removes a user’s owned rows with the account', async () => {
    const userId = await newUser();
    const [mentor] = await db.insert(t.mentors).values({ userId, name: 'Leaving', title: 'Mentor' }).returning();
    await db
      .insert(t.groupSessions)
      .values({ mentorId: mentor!.id, title: 'Gone soon', description: 'x', scheduledAt: new Date().toISOString() });
    await db.delete(t.users).where(eq(t.users.id, userId));
    expect(await db.select().from(t.groupSessions).where(eq(t.groupSessions.mentorId, mentor!.id))).toHaveLength(0);
  });
});
