import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COACHING_PATH } from '../../../schema/contract/product.ts';
import { routes } from './router.tsx';

/** The path of the deepest route matching a URL ('*' for the 404 page). */
function matchedPath(url: string): string | undefined {
  const matches = matchRoutes(routes, url);
  const last = matches?.at(-1)?.route;
  return last?.index ? '/' : last?.path;
}

describe('the route table', () => {
  it.each([
    '/mentors',
    '/become-mentor',
    COACHING_PATH,
    '/complete-profile',
    '/journeys',
    '/community',
    '/success-stories',
    '/submit-story',
    '/ai-income-advisor',
    '/events',
    '/group-sessions',
    '/coaching-chat',
    '/complaint-form',
    '/suggest-wording',
    '/edit-profile',
    '/freedom-resources',
    '/calendar-management',
    '/notification-settings',
  ])('registers %s', (path) => {
    expect(matchedPath(path)).toBe(path);
  });

  it('serves the premium coaching page at /sebenza-coaching', () => {
    expect(COACHING_PATH).toBe('/sebenza-coaching');
  });

  it('matches paths case-insensitively', () => {
    expect(matchedPath('/MENTORS')).toBe('/mentors');
    expect(matchedPath('/Success-Stories')).toBe('/success-stories');
    expect(matchedPath(COACHING_PATH.toUpperCase())).toBe(COACHING_PATH);
  });

  it('keeps query strings and anchors on the same routes', () => {
    expect(matchedPath('/mentors?journey=creative-hustler')).toBe('/mentors');
    expect(matchedPath('/')).toBe('/');
  });

  it('has a page of its own for one session, event or mentor (its page says when the id is not one)', () => {
    expect(matchedPath('/group-sessions/12')).toBe('/group-sessions/:id');
    expect(matchedPath('/events/12')).toBe('/events/:id');
    expect(matchedPath('/Mentors/12')).toBe('/mentors/:id');
  });

  it('sends any other path to the 404 page', () => {
    expect(matchedPath('/nope')).toBe('*');
    expect(matchedPath('/mentors/12/extra')).toBe('*');
    expect(matchedPath('/api-login')).toBe('*');
  });
});
