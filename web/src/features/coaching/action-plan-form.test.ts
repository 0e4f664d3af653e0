import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ActionPlanSchema, CompleteCallSchema } from '../../../../schema/contract/coaching-calls.ts';
import { actionPlanInput, EMPTY_ACTION_PLAN, noShowInput } from './action-plan-form.ts';

describe('the action plan form', () => {
  it('sends the steps trimmed with null for no due date, and the links one a line', () => {
    const input = actionPlanInput({
      summary: 'Pricing and a first customer.',
      steps: [
        { text: ' Price the cakes ', dueDate: '2026-12-10' },
        { text: 'Ask three neighbours', dueDate: '' },
      ],
      links: 'https://example.org/a\n\n  https://example.org/b  ',
    });
    expect(input).toEqual({
      summary: 'Pricing and a first customer.',
      steps: [
        { text: 'Price the cakes', dueDate: '2026-12-10' },
        { text: 'Ask three neighbours', dueDate: null },
      ],
      links: ['https://example.org/a', 'https://example.org/b'],
    });
    expect(safeParse(ActionPlanSchema, input).success).toBe(true);
  });

  it('starts empty, which the contract refuses (a summary and a step are needed)', () => {
    expect(safeParse(ActionPlanSchema, actionPlanInput(EMPTY_ACTION_PLAN)).success).toBe(false);
  });

  it('sends a no-show with whose, and lets the contract refuse an unanswered one', () => {
    expect(safeParse(CompleteCallSchema, noShowInput({ noShowBy: 'coach' })).success).toBe(true);
    const refused = safeParse(CompleteCallSchema, noShowInput({ noShowBy: '' }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Say who did not come.');
  });
});
