/**
 * The complaint form's values, texts and request body (spec sections 3, 5, 8, 9). Its rules are the contract's
 * ComplaintInputSchema, which the form kit runs before sending.
 */
import type { ComplaintInput, ComplaintRole } from '../../../../schema/contract/complaints.ts';
import { COMPLAINT_MESSAGES, sastDateOf } from '../../../../schema/contract/complaints-rules.ts';

/** Spec section 8, word for word. */
export const COMPLAINT_FORM_MESSAGES = {
  ...COMPLAINT_MESSAGES,
  submittedTitle: 'Complaint Submitted',
  submitted: 'Your complaint has been successfully submitted. The product team will review it confidentially.',
  failedTitle: 'Submission Failed',
  failed: 'There was an error submitting your complaint. Please try again.',
  authTitle: 'Authentication Required',
  auth: 'You must be logged in to submit a complaint',
} as const;

export interface ComplaintFormValues {
  fullName: string;
  contactDetails: string;
  role: ComplaintRole | '';
  complaineeRole: ComplaintRole | '';
  complaineeName: string;
  /** YYYY-MM-DD from a date input, '' when not chosen. */
  incidentDate: string;
  complaintDetails: string;
  supportingEvidence: string;
  isConfirmed: boolean;
}

export type ComplaintField = keyof ComplaintFormValues;

/** Screen order: the first field with a problem is focused. */
export const COMPLAINT_FIELD_ORDER: readonly ComplaintField[] = [
  'fullName',
  'contactDetails',
  'role',
  'complaineeRole',
  'complaineeName',
  'incidentDate',
  'complaintDetails',
  'supportingEvidence',
  'isConfirmed',
];

/** Spec section 6: mentor and mentee, for both the complainant and the person complained about. */
export const ROLE_OPTIONS: readonly { value: ComplaintRole; label: string }[] = [
  { value: 'mentor', label: 'Mentor' },
  { value: 'mentee', label: 'Mentee' },
];

export function emptyComplaintValues(
  prefill: { fullName?: string; contactDetails?: string } = {},
): ComplaintFormValues {
  return {
    fullName: prefill.fullName ?? '',
    contactDetails: prefill.contactDetails ?? '',
    role: '',
    complaineeRole: '',
    complaineeName: '',
    incidentDate: '',
    complaintDetails: '',
    supportingEvidence: '',
    isConfirmed: false,
  };
}

/** Today in South Africa (the server's calendar), YYYY-MM-DD: the latest incident date allowed. */
export function todayInSouthAfrica(now = new Date()): string {
  return sastDateOf(now);
}

/**
 * The `POST /api/complaints` body for the form's values. The contract's ComplaintInputSchema checks it, in the
 * browser before sending and again on the server, with the spec's messages (section 5).
 */
export function toComplaintInput(values: ComplaintFormValues): ComplaintInput {
  return {
    fullName: values.fullName.trim(),
    contactDetails: values.contactDetails.trim(),
    role: values.role as ComplaintRole,
    complaineeRole: values.complaineeRole as ComplaintRole,
    complaineeName: values.complaineeName.trim(),
    incidentDate: values.incidentDate,
    complaintDetails: values.complaintDetails.trim(),
    supportingEvidence: values.supportingEvidence.trim() || null,
    isConfirmed: values.isConfirmed,
  };
}
