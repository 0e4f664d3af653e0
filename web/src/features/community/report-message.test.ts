import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES, ReportMessageSchema } from '../../../../schema/contract/community.ts';
import { checkInput } from '../../components/form/form-errors.ts';

describe('the report dialog and the contract', () => {
  const problems = (reason: string) => checkInput(ReportMessageSchema, { reason: reason.trim() }, ['reason']).fields;

  it('asks for a few words, with the server message', () => {
    expect(problems('  ab ')).toEqual({ reason: COMMUNITY_MESSAGES.reportReason });
    expect(problems('spam')).toEqual({});
  });

  it('caps the reason at 500 characters', () => {
    expect(problems('x'.repeat(500))).toEqual({});
    expect(problems('x'.repeat(501)).reason).toBeDefined();
  });
});
