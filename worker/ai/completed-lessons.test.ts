import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AI_LIMITS,
  type CompletedLessons,
  type IncomeChatResult,
  type MicroLearningResult,
} from '../../schema/contract/ai.ts';
import { db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';

const complete = (lessonId: unknown, cookie?: string) =>
  api('/api/ai/completed-lessons', { method: 'POST', body: { lessonId }, cookie });
const list = (cookie?: string) => api('/api/ai/completed-lessons', { cookie });

describe('/api/ai/completed-lessons', () => {
  it('keeps a completed lesson (201) and lists them oldest first', async () => {
    const { cookie } = await signedInMember();
    expect(await (await list(cookie)).json()).toEqual({ lessonIds: [] });
    const first = await complete('emergency-fund', cookie);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ lessonIds: ['emergency-fund'] });
    expect((await complete('avoid-scams', cookie)).status).toBe(201);
    const res = await list(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual<CompletedLessons>({ lessonIds: ['emergency-fund', 'avoid-scams'] });
  });

  it('is idempotent: marking a lesson again answers 200 and keeps it once', async () => {
    const { cookie } = await signedInMember();
    expect((await complete('avoid-scams', cookie)).status).toBe(201);
    const again = await complete('  avoid-scams ', cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ lessonIds: ['avoid-scams'] });
  });

  it('keeps concurrent marks of one lesson once', async () => {
    const { cookie } = await signedInMember();
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => complete('emergency-fund', cookie)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
  });

  it('is for signed-in members (401 for a visitor)', async () => {
    expect((await list()).status).toBe(401);
    expect((await complete('avoid-scams')).status).toBe(401);
  });

  it.each([[''], ['   '], ['x'.repeat(AI_LIMITS.lessonId + 1)], [42], [null]])(
    'answers a bad lesson id %j with 400',
    async (lessonId) => {
      const { cookie } = await signedInMember();
      const res = await complete(lessonId, cookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [expect.objectContaining({ path: 'lessonId' })] });
    },
  );

  it('never returns another member’s lessons', async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    await complete('emergency-fund', a.cookie);
    await complete('avoid-scams', b.cookie);
    expect(await (await list(a.cookie)).json()).toEqual({ lessonIds: ['emergency-fund'] });
    expect(await (await list(b.cookie)).json()).toEqual({ lessonIds: ['avoid-scams'] });
    // The same lesson completed by another member is new for this one.
    expect((await complete('emergency-fund', b.cookie)).status).toBe(201);
  });

  it(`keeps at most ${AI_LIMITS.completedLessons} per member (409 beyond, in the same statement)`, async () => {
    const { user, cookie } = await signedInMember();
    // One short of the cap, in one statement (D1 limits the variables of a multi-row insert).
    await db.run(sql`
      insert into completed_lessons (user_id, lesson_id)
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${AI_LIMITS.completedLessons - 2})
      select ${user.id}, 'old-' || i from n`);
    const statuses = (
      await Promise.all(['last-a', 'last-b', 'last-c'].map((lessonId) => complete(lessonId, cookie)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const refused = await complete('one-more', cookie);
    expect(await refused.json()).toEqual({
      message: `You have already completed ${AI_LIMITS.completedLessons} lessons, the most we keep. This one was not saved.`,
    });
    // A lesson already kept still answers 200 at the cap.
    expect((await complete('old-0', cookie)).status).toBe(200);
    const { lessonIds } = (await (await list(cookie)).json()) as CompletedLessons;
    expect(lessonIds).toHaveLength(AI_LIMITS.completedLessons);
  });

  it('makes Micro-Learning skip the stored completions, even when the client sends none', async () => {
    const { cookie } = await signedInMember();
    const ask = async () => {
      const res = await api('/api/ai/micro-learning', {
        method: 'POST',
        body: { goal: 'Price my catering', completedLessons: [] },
        cookie,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as MicroLearningResult).lesson.id;
    };
    const first = await ask();
    expect((await complete(first, cookie)).status).toBe(201);
    const next = await ask();
    expect(next).not.toBe(first);
    expect((await complete(next, cookie)).status).toBe(201);
    expect([first, next]).not.toContain(await ask());
  });

  it('makes the advisor chat suggest a lesson not yet completed, even when the client sends none', async () => {
    const { cookie } = await signedInMember();
    const suggest = async () => {
      const res = await api('/api/ai/income-chat', {
        method: 'POST',
        body: { message: 'How should I price my catering?', context: { completedLessons: [] } },
        cookie,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as IncomeChatResult).response;
    };
    // The lesson the chat suggests for this question, found by asking Micro-Learning the same thing.
    const lessonRes = await api('/api/ai/micro-learning', {
      method: 'POST',
      body: { goal: 'How should I price my catering?', completedLessons: [] },
      cookie,
    });
    const { lesson } = (await lessonRes.json()) as MicroLearningResult;
    expect(await suggest()).toContain(lesson.title);
    expect((await complete(lesson.id, cookie)).status).toBe(201);
    expect(await suggest()).not.toContain(lesson.title);
  });
});
