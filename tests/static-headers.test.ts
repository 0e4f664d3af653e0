import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../worker/http/security-headers.ts';

// Static assets never pass through the Worker, so public/_headers must carry the same security headers.
it('public/_headers gives every static asset the Worker security headers', () => {
  const text = readFileSync('public/_headers', 'utf8');
  const block = text.split(/\n(?=\S)/).find((b) => b.startsWith('/*\n'));
  expect(block, 'a /* rule').toBeDefined();
  const headers = Object.fromEntries(
    block!
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  expect(headers).toEqual(SECURITY_HEADERS);
});
