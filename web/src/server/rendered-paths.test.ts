import { describe, expect, it } from 'vitest';
import { signInPromptFor } from '../../../schema/contract/sign-in-prompts.ts';
import { SIGN_IN_REQUIRED_PATHS } from './rendered-paths.ts';

describe('pages only for members', () => {
  it('each has the words the sign-in page tells a visitor sent from it', () => {
    for (const path of SIGN_IN_REQUIRED_PATHS) expect(signInPromptFor(path), path).not.toBeNull();
    expect(signInPromptFor('/mentors')).toBeNull();
  });
});
