/**
 * The complaint decision form's values and request body. Its rules are the contract's UpdateComplaintSchema
 * (resolving needs the outcome the complainant is told), which the form kit runs before sending.
 */
import type { AdminComplaint, UpdateComplaintInput } from '../../../../schema/contract/admin.ts';
import type { ComplaintStatus } from '../../../../schema/contract/complaints.ts';

export interface DecisionValues {
  status: ComplaintStatus;
  outcomeNote: string;
}

/** Screen order: the first field with a problem is focused. */
export const DECISION_FIELD_ORDER = ['status', 'outcomeNote'] as const satisfies readonly (keyof DecisionValues)[];

export function decisionValues(complaint: Pick<AdminComplaint, 'status' | 'outcomeNote'>): DecisionValues {
  return { status: complaint.status, outcomeNote: complaint.outcomeNote ?? '' };
}

/** The `PATCH /api/admin/complaints/:id` body: no note is null. */
export function toDecisionInput(values: DecisionValues): UpdateComplaintInput {
  return { status: values.status, outcomeNote: values.outcomeNote.trim() || null };
}
