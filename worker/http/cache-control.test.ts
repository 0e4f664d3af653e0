import { describe, expect, it } from 'vitest';
import { cookieFor, createEvent, createListedMentor, createSession, seedTaxonomy } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from './cache-control.ts';

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
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(response.headers.get('vary'), path).toContain('Cookie');
    }
  });

  it('marks every answer that depends on the session private, no-store, even on public paths', async () => {
    const cookie = await cookieFor('mentee');
    for (const path of ['/api/mentors', '/api/auth/user', '/api/dashboard', '/api/notifications', '/api/events']) {
      const response = await api(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(PRIVATE_CACHE_CONTROL);
    }
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
