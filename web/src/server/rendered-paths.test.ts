import { describe, expect, it } from 'vitest';
import { signInPromptFor } from '../../../schema/contract/sign-in-prompts.ts';
import { paths } from '../lib/paths.ts';
import { SIGN_IN_REQUIRED_PATHS } from './rendered-paths.ts';

describe('pages only for members', () => {
  it('are screens of the app, each with the words the sign-in page tells a visitor sent from it', () => {
    const screens: readonly string[] = Object.values(paths);
    expect(SIGN_IN_REQUIRED_PATHS.length).toBeGreaterThan(0);
    for (const path of SIGN_IN_REQUIRED_PATHS) {
      expect(screens, path).toContain(path);
      expect(signInPromptFor(`${path}?view=mine`), path).not.toBeNull();
    }
    expect(signInPromptFor('/mentors')).toBeNull();
    expect(signInPromptFor('/edit-profile')).toBeNull();
  });
});
