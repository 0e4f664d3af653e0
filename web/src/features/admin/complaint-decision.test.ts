import { describe, expect, it } from 'vitest';
import { UpdateComplaintSchema } from '../../../../schema/contract/admin.ts';
import { ADMIN_MESSAGES } from '../../../../schema/contract/admin-rules.ts';
import { checkInput } from '../../components/form/form-errors.ts';
import { decisionValues, DECISION_FIELD_ORDER, toDecisionInput, type DecisionValues } from './complaint-decision.ts';

const problems = (values: DecisionValues) =>
  checkInput(UpdateComplaintSchema, toDecisionInput(values), DECISION_FIELD_ORDER).fields;

describe('the complaint decision', () => {
  it('needs the outcome the complainant is told only to resolve', () => {
    expect(problems({ status: 'resolved', outcomeNote: '   ' })).toEqual({
      outcomeNote: ADMIN_MESSAGES.outcomeNoteRequired,
    });
    expect(problems({ status: 'resolved', outcomeNote: 'We spoke to the mentor.' })).toEqual({});
    expect(problems({ status: 'in_review', outcomeNote: '' })).toEqual({});
  });

  it('starts from the complaint and sends no note as null', () => {
    const values = decisionValues({ status: 'new', outcomeNote: null });
    expect(values).toEqual({ status: 'new', outcomeNote: '' });
    expect(toDecisionInput({ ...values, outcomeNote: ' ' })).toEqual({ status: 'new', outcomeNote: null });
  });
});
