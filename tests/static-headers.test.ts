import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../worker/http/security-headers.ts';

/** public/_headers as its rules: each path pattern with the header lines under it (`! Name` removes one). */
function headerRules(): { pattern: string; headers: [string, string][] }[] {
  const text = readFileSync('public/_headers', 'utf8');
  return text
    .split(/\n(?=\S)/)
    .filter((block) => !block.startsWith('#') && block.trim())
    .map((block) => {
      const [pattern, ...lines] = block.split('\n');
      const headers = lines
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line): [string, string] =>
          line.startsWith('!')
            ? [line.slice(1).trim(), '(removed)']
            : [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()],
        );
      return { pattern: pattern!.trim(), headers };
    });
}

/** The files wrangler.toml serves without the Worker (`!` entries of run_worker_first): only _headers covers them. */
function staticOnlyPatterns(): string[] {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const list = /run_worker_first = \[([^\]]*)\]/.exec(toml)?.[1] ?? '';
  return [...list.matchAll(/"!([^"]+)"/g)].map((match) => match[1]!);
}

// Static assets never pass through the Worker, so public/_headers must carry the same security headers.
describe('security headers on static files', () => {
  it('public/_headers gives every static asset the Worker security headers', () => {
    const all = headerRules().find((rule) => rule.pattern === '/*');
    expect(all, 'a /* rule').toBeDefined();
    expect(Object.fromEntries(all!.headers)).toEqual(SECURITY_HEADERS);
  });

  it('no narrower rule (assets, the service worker, the manifest) changes or removes one of them', () => {
    for (const rule of headerRules().filter((r) => r.pattern !== '/*')) {
      for (const [name] of rule.headers) {
        expect(
          Object.keys(SECURITY_HEADERS).map((h) => h.toLowerCase()),
          `${rule.pattern}: ${name}`,
        ).not.toContain(name.toLowerCase());
      }
    }
  });

  it('covers every file served without the Worker, the PWA files included', () => {
    // Each is under the /* rule; a new static-only path is listed here so it is looked at, not missed.
    expect(staticOnlyPatterns()).toEqual([
      '/assets/*',
      '/icons/*',
      '/sw.js',
      '/manifest.webmanifest',
      '/favicon.*',
      '/robots.txt',
    ]);
  });
});
