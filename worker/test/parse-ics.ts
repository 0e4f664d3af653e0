import { expect } from 'vitest';

const encoder = new TextEncoder();

/** RFC 5545 unfolding, then the content lines; fails on bare LF or over-long physical lines. */
export function parseIcs(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(encoder.encode(line).length, line).toBeLessThanOrEqual(75);
  }
  return body
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
}

export const property = (lines: string[], name: string) =>
  lines.filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)).map((l) => l.slice(l.indexOf(':') + 1));
