import { describe, expect, it } from 'vitest';
import { StoryInputSchema } from '../../../../schema/contract/stories.ts';
import type { ApiIssue } from '../../lib/api-client.ts';
import {
  buildStoryPayload,
  emptyStoryValues,
  problemFromIssues,
  STORY_FORM_MESSAGES,
  validateStory,
  type StoryFormValues,
} from './story-form.ts';

const filled: StoryFormValues = {
  name: ' Thandi Nkosi ',
  beforeTitle: 'Unemployed graduate',
  afterTitle: 'Catering business owner',
  quote: 'I started with one pot and a WhatsApp group.',
  transformationTime: '8 months',
  serviceType: 'coaching',
  incomeStreamsBefore: '0',
  incomeStreamsAfter: '3',
};

describe('the story form', () => {
  it('keeps the spec texts word for word', () => {
    expect(STORY_FORM_MESSAGES.required).toBe(
      'Name, before/after titles, story, and income streams data are required.',
    );
    expect(STORY_FORM_MESSAGES.submitFailed).toBe('There was an error submitting your story. Please try again.');
    expect(STORY_FORM_MESSAGES.imageTooLarge).toBe('Please select an image under 5MB.');
    expect(STORY_FORM_MESSAGES.imageFailed).toBe('Please select a different image.');
  });

  it('names every missing required field with the one spec message', () => {
    expect(validateStory(emptyStoryValues())).toEqual({
      message: STORY_FORM_MESSAGES.required,
      fields: ['name', 'beforeTitle', 'afterTitle', 'quote', 'incomeStreamsBefore', 'incomeStreamsAfter'],
    });
    expect(validateStory({ ...filled, quote: '   ' })?.fields).toEqual(['quote']);
    // 0 income streams is an answer, not a missing one; the time and the photo are optional.
    expect(validateStory({ ...filled, transformationTime: '' })).toBeNull();
  });

  it('refuses counts that are negative, fractional or above the ceiling', () => {
    for (const bad of ['-1', '1.5', 'abc', '101']) {
      expect(validateStory({ ...filled, incomeStreamsAfter: bad })).toEqual({
        message: STORY_FORM_MESSAGES.incomeStreams,
        fields: ['incomeStreamsAfter'],
      });
    }
  });

  it('builds a body the server schema accepts, trimmed, with numbers', () => {
    const body = buildStoryPayload(filled, '/images/abc');
    expect(body).toMatchObject({ name: 'Thandi Nkosi', incomeStreamsBefore: 0, incomeStreamsAfter: 3 });
    expect(StoryInputSchema.safeParse(body).success).toBe(true);
    expect(buildStoryPayload({ ...filled, transformationTime: ' ' }, '').transformationTime).toBeNull();
  });

  it('agrees with the server on what is missing', () => {
    const body = buildStoryPayload({ ...filled, name: '' }, '');
    const result = StoryInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(STORY_FORM_MESSAGES.required);
  });

  it('reads a refused submission: the whole-form message, and fields named by path', () => {
    expect(problemFromIssues([{ path: '', message: STORY_FORM_MESSAGES.required }], 'x')).toEqual({
      message: STORY_FORM_MESSAGES.required,
      fields: [],
    });
    // The Worker sends an issue's path as one dotted string.
    const issue = { path: 'incomeStreamsAfter', message: 'Too many.' } as unknown as ApiIssue;
    expect(problemFromIssues([issue], 'x')).toEqual({
      message: 'Too many.',
      fields: ['incomeStreamsAfter'],
    });
    expect(problemFromIssues(undefined, 'Fallback')).toEqual({ message: 'Fallback', fields: [] });
  });

  it('allows pictures up to 5MB', () => {});
});
