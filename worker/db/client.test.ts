import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { d1For } from './client.ts';

describe('d1For', () => {
  it('lets a read replica answer only a visitor’s public read; everything else reads the primary', () => {
    const sessions: (string | undefined)[] = [];
    const binding = {
      withSession: (constraint?: string) => {
        sessions.push(constraint);
        return env.DB.withSession(constraint);
      },
    } as unknown as D1Database;
    const visitorRead = { method: 'GET', publicRead: true, hasSignIn: false };
    expect(d1For(binding, visitorRead)).not.toBe(binding);
    expect(sessions).toEqual(['first-unconstrained']);
    expect(d1For(binding, { ...visitorRead, hasSignIn: true })).toBe(binding);
    expect(d1For(binding, { ...visitorRead, publicRead: false })).toBe(binding);
    expect(d1For(binding, { ...visitorRead, method: 'POST' })).toBe(binding);
    expect(sessions).toHaveLength(1);
  });

  it('reads through a D1 session like through the binding', async () => {
    const session = d1For(env.DB, { method: 'GET', publicRead: true, hasSignIn: false });
    expect(await session.prepare('select 1 as one').first()).toEqual({ one: 1 });
  });
});
