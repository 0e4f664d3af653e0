import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

// `npm run sim:latency` (scripts/sim-latency.ts), run short: no build (the browser tests serve dist/ already), a copy
// of the browser tests' seeded state, no delay, one warm request each. It starts and stops its own server and Chromium;
// this checks what --json promises, the two cache rules it can see (a visitor's warm public read comes from the edge
// without a database trip, and no signed-in read is ever answered from it), and that the browser rows find a member's
// dashboard data on screen within the API round trips its target allows.

const run = promisify(execFile);

type Row = {
  role: string;
  method: string;
  path: string;
  ms: number;
  roundTrips: number;
  cached: boolean;
  phase: string;
  apiRequests?: number;
};

describe('npm run sim:latency -- --json', () => {
  it('prints one row per request, role and phase, in one fixed shape', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        'scripts/sim-latency.ts',
        '--no-build',
        '--delay-ms',
        '0',
        '--repeat',
        '1',
        '--json',
        '--prepared-state',
        inject('preparedState'),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const all = JSON.parse(stdout) as Row[];
    const rows = all.filter((r) => r.phase !== 'browser');
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['cached', 'method', 'ms', 'path', 'phase', 'role', 'roundTrips']);
      expect(['visitor', 'mentee', 'mentor', 'admin', 'subscriber']).toContain(row.role);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(row.method);
      expect(row.path).toMatch(/^\//);
      expect(row.ms).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(row.roundTrips) && row.roundTrips >= 0).toBe(true);
      expect(typeof row.cached).toBe('boolean');
      expect(['cold', 'warm']).toContain(row.phase);
    }
    expect(new Set(rows.map((r) => r.role))).toEqual(new Set(['visitor', 'mentee', 'mentor', 'admin', 'subscriber']));

    const warmPublic = rows.filter((r) => r.role === 'visitor' && r.phase === 'warm');
    expect(warmPublic.every((r) => r.cached && r.roundTrips === 0)).toBe(true);
    // The pages share links lead to are kept at the edge like the other public pages.
    expect(warmPublic.map((r) => r.path.replace(/\d+$/, ':id'))).toEqual(
      expect.arrayContaining(['/group-sessions/:id', '/events/:id', '/mentors/:id']),
    );
    const signedIn = rows.filter((r) => r.role !== 'visitor');
    expect(signedIn.some((r) => r.cached)).toBe(false);
    expect(signedIn.filter((r) => r.path === '/api/bootstrap').map((r) => r.roundTrips)).toEqual(Array(6).fill(1));
    // The member's writes: joining and leaving a session, saving the profile, marking notices read.
    const writes = rows.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path.replace(/\d+/g, ':id')}`)).toEqual(
      expect.arrayContaining([
        'POST /api/group-sessions/:id/join',
        'DELETE /api/group-sessions/:id/join',
        'PUT /api/mentee-profile',
      ]),
    );
    expect(writes.every((r) => r.roundTrips <= 2)).toBe(true);
    // Coaching calls: a coach's open times in one round trip; booking (and the cancellation that undoes it) in two.
    const coaching = rows.filter((r) => r.role === 'subscriber');
    expect(coaching.filter((r) => r.path.endsWith('/slots')).map((r) => r.roundTrips)).toEqual([1, 1]);
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /api/coaching/calls', 'POST /api/coaching/calls/:id/cancel']),
    );

    // In Chromium: each member's dashboard, and the mentor directory, with the time its data took to show and the API
    // requests before it. Whether the data came in the HTML (no request) or from the API, at most 2 round trips.
    const browser = all.filter((r) => r.phase === 'browser');
    for (const row of browser) {
      expect(Object.keys(row).sort()).toEqual([
        'apiRequests',
        'cached',
        'method',
        'ms',
        'path',
        'phase',
        'role',
        'roundTrips',
      ]);
      expect(row.ms).toBeGreaterThan(0);
      expect(Number.isInteger(row.apiRequests) && row.apiRequests! >= row.roundTrips).toBe(true);
    }
    const dashboards = browser.filter((r) => r.path === '/ (dashboard)');
    expect(dashboards.map((r) => r.role)).toEqual(['mentee', 'mentor']);
    expect(dashboards.every((r) => r.roundTrips <= 2)).toBe(true);
    expect(browser.map((r) => `${r.role} ${r.path}`)).toEqual(expect.arrayContaining(['visitor /mentors']));
  }, 240_000);
});
