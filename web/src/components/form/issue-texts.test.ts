import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { ISSUE_TEXTS, issueText } from './issue-texts.ts';
// Defines the form catalog, so the languages loaded below include it.
import './locales/catalog.ts';

let en: I18n;
let pseudo: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
  pseudo = await loadI18n('pseudo');
});

describe('the contract messages a form shows', () => {
  it('keep the contract’s English word for word', () => {
    for (const [english, descriptor] of Object.entries(ISSUE_TEXTS)) expect(en._(descriptor)).toBe(english);
    expect(issueText('Must be at most 500 characters.', en)).toBe('Must be at most 500 characters.');
    expect(issueText('At most 40 characters.', en)).toBe('At most 40 characters.');
  });

  it('are said in the page’s language, and other texts as they come', () => {
    expect(issueText('Please enter a valid email address.', pseudo)).not.toBe('Please enter a valid email address.');
    expect(issueText('Must be at most 500 characters.', pseudo)).toContain('500');
    expect(issueText('Must be at most 500 characters.', pseudo)).not.toBe('Must be at most 500 characters.');
    expect(issueText('Something the server said.', pseudo)).toBe('Something the server said.');
  });
});
