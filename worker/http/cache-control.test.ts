import { describe, expect, it } from 'vitest';
import {
  cookieFor,
  createEvent,
  createListedMentor,
  createSession,
  seedTaxonomy,
  signedInAdmin,
  signedInMentee,
  complaintBody,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from './cache-control.ts';

/** The headers of the answer to `path`, which must be a 200. */
async function okHeaders(path: string, cookie?: string) {
  const response = await api(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.headers;
}

describe('Cache-Control on API answers', () => {
  it('lets browsers, the edge and the service worker keep a visitor’s public lists briefly, varying by cookie', async () => {
    await seedTaxonomy();
    const { mentor } = await createListedMentor();
    const session = await createSession(mentor.id);
    const event = await createEvent();
    for (const path of [
      '/api/mentors',
      '/api/mentors?limit=6&search=ab',
      '/api/journey-paths',
      '/api/categories',
      '/api/stats/users',
      '/api/community/rooms',
      '/api/success-stories?limit=2',
      '/api/success-stories/impact',
      '/api/events',
      `/api/events/${event.id}`,
      '/api/group-sessions',
      `/api/group-sessions/${session.id}`,
      `/api/group-sessions/mentor/${mentor.id}`,
      '/api/coaching/plans',
    ]) {
      const headers = await okHeaders(path);
      expect(headers.get('cache-control'), path).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(headers.get('vary'), path).toContain('Cookie');
    }
  });

  it('marks every answer that depends on the session private, no-store, even on public paths', async () => {
    const cookie = await cookieFor('mentee');
    for (const path of ['/api/mentors', '/api/auth/user', '/api/dashboard', '/api/notifications', '/api/events']) {
      expect((await okHeaders(path, cookie)).get('cache-control'), path).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('keeps the answers the probe named out of every cache, and says Vary: Cookie where visitors share the path', async () => {
    const { mentor } = await createListedMentor();
    const session = await createSession(mentor.id, { meetingLink: 'https://meet.example/private-room' });
    const { cookie: menteeCookie } = await signedInMentee();
    const { cookie: admin } = await signedInAdmin();
    expect((await api(`/api/group-sessions/${session.id}/join`, { method: 'POST', cookie: menteeCookie })).status).toBe(
      201,
    );
    const filed = await api('/api/complaints', {
      method: 'POST',
      cookie: menteeCookie,
      body: complaintBody(),
    });
    const { id: complaintId } = await filed.json<{ id: number }>();
    const confidential: [string, string][] = [
      [`/api/admin/complaints/${complaintId}`, admin],
      ['/api/notifications', menteeCookie],
      ['/api/auth/user', menteeCookie],
      ['/api/mentee-profile', menteeCookie],
      ['/api/dashboard', menteeCookie],
      [`/api/group-sessions/${session.id}`, menteeCookie],
    ];
    for (const [path, cookie] of confidential) {
      expect((await okHeaders(path, cookie)).get('cache-control'), path).toBe(PRIVATE_CACHE_CONTROL);
    }
    // The participant's copy of the session carries the meeting link; the visitors' copy of the same URL does not.
    const participant = await api(`/api/group-sessions/${session.id}`, { cookie: menteeCookie });
    expect(await participant.text()).toContain('https://meet.example/private-room');
    expect(participant.headers.get('vary')).toContain('Cookie');
    const visitor = await api(`/api/group-sessions/${session.id}`);
    expect(await visitor.text()).not.toContain('https://meet.example/private-room');
    expect(visitor.headers.get('vary')).toContain('Cookie');
  });

  it('never lets a cache keep errors, refusals or writes', async () => {
    expect((await api('/api/auth/user')).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect((await api('/api/mentors?limit=0')).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect((await api('/api/no-such-thing')).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const write = await api('/api/complaints', { method: 'POST', body: {} });
    expect(write.status).toBe(401);
    expect(write.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});
