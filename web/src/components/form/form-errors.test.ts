import { describe, expect, it } from 'vitest';
import { firstInvalidField, mergeErrors, placeIssues } from './form-errors.ts';

const fields = ['name', 'title', 'skills'] as const;

describe('placeIssues', () => {
  it('puts each issue beside the field its path names, zod lists and API strings alike', () => {
    const placed = placeIssues(
      [
        { path: ['title'], message: 'Title is required' },
        { path: 'skills.3', message: 'Too long' },
      ],
      fields,
    );
    expect(placed).toEqual({ fields: { title: 'Title is required', skills: 'Too long' }, form: undefined });
  });

  it('keeps the first message of a field', () => {
    const placed = placeIssues(
      [
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
      ],
      fields,
    );
    expect(placed.fields.name).toBe('first');
  });

  it('sends an issue that names no field of the form to the form itself', () => {
    const placed = placeIssues(
      [
        { path: [], message: 'Something about the whole request' },
        { path: ['unknown'], message: 'ignored: the form already has a message' },
      ],
      fields,
    );
    expect(placed).toEqual({ fields: {}, form: 'Something about the whole request' });
  });

  it('maps request-body keys to the fields that show them', () => {
    const placed = placeIssues([{ path: ['journeyPath'], message: 'Pick one' }], ['journeyPaths'], (name) =>
      name.startsWith('journeyPath') ? 'journeyPaths' : undefined,
    );
    expect(placed.fields).toEqual({ journeyPaths: 'Pick one' });
  });
});

describe('firstInvalidField', () => {
  it('follows screen order, not the order problems were found in', () => {
    expect(firstInvalidField({ skills: 'x', title: 'y' }, fields)).toBe('title');
    expect(firstInvalidField({}, fields)).toBeUndefined();
  });
});

describe('mergeErrors', () => {
  it('keeps the message of the first set where both name a field', () => {
    expect(mergeErrors<'a' | 'b'>({ a: 'schema' }, { a: 'form rule', b: 'form rule' })).toEqual({
      a: 'schema',
      b: 'form rule',
    });
  });
});
