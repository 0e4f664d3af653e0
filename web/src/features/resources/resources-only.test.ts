import { describe, expect, it } from 'vitest';
import { RESOURCES_SIGN_IN_PROMPT } from './resources-only.tsx';

describe('a visitor on /freedom-resources', () => {
  it("is told 'Access Restricted' word for word and sent to sign in after 1000 ms (spec sections 8 and 9)", () => {
    expect(RESOURCES_SIGN_IN_PROMPT).toEqual({
      title: 'Access Restricted',
      description: 'Please sign in to access Freedom Seeking Resources',
      delayMs: 1000,
    });
  });
});
