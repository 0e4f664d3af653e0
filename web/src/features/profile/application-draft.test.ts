import { describe, expect, it } from 'vitest';
import { EMPTY_MENTOR_VALUES } from './mentor-form.ts';
import { APPLICATION_DRAFT_KEY, clearDraft, loadDraft, parseDraft, saveDraft } from './application-draft.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the application draft', () => {
  it('survives the trip to the login page', () => {
    const store = memoryStore();
    const values = {
      ...EMPTY_MENTOR_VALUES,
      name: 'Thandi',
      journeyPaths: ['creative-hustler'],
      languages: ['en' as const, 'xh' as const],
      serviceType: 'both' as const,
    };
    saveDraft(values, store);
    // Everything the application shows, but not the photo (nor the editor's own fields).
    const { description: _description, skills: _skills, profileImage: _photo, ...draft } = values;
    expect(loadDraft(store)).toEqual(draft);
    expect(Object.keys(JSON.parse(store.getItem(APPLICATION_DRAFT_KEY)!))).not.toContain('profileImage');
    clearDraft(store);
    expect(loadDraft(store)).toBeNull();
  });

  it('ignores junk and keeps only well-formed fields', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    const store = memoryStore();
    store.setItem(
      APPLICATION_DRAFT_KEY,
      JSON.stringify({
        name: 42,
        title: 'x'.repeat(500),
        journeyPaths: ['ok-slug', '<script>', 3],
        languages: ['zu', 'klingon', 7],
        serviceType: 'evil',
      }),
    );
    const draft = loadDraft(store)!;
    expect(draft.name).toBe('');
    expect(draft.title).toHaveLength(120);
    expect(draft.journeyPaths).toEqual(['ok-slug']);
    expect(draft.languages).toEqual(['zu']);
    expect(draft.serviceType).toBe('mentorship');
    expect(draft.location).toBe('South Africa');
  });
});
