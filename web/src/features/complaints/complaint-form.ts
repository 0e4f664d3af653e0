/**
 * The complaint form's values, texts and request body (spec sections 3, 5, 8, 9). Its rules are the contract's
 * ComplaintInputSchema, which the form kit runs before sending.
 */
import type { ComplaintInput, ComplaintRole } from '../../../../schema/contract/complaints.ts';
import {
  COMPLAINT_MESSAGES,
  MAX_COMPLAINT_DETAILS,
  MAX_COMPLAINT_NAME,
  MAX_CONTACT_DETAILS,
  MAX_SUPPORTING_EVIDENCE,
  sastDateOf,
} from '../../../../schema/contract/complaints-rules.ts';
import { fieldsOf, type FieldSpec } from '../../components/form/field-spec.ts';
import type { SendTexts } from '../../components/form/send-form.ts';

/**
 * What the form says after sending (spec section 8, word for word). Success is said by the page's confirmation
 * ('Complaint Submitted' and `saved`), not again in a toast.
 */
export const COMPLAINT_SEND_TEXTS = {
  saved: 'Your complaint has been successfully submitted. The product team will review it confidentially.',
  failedTitle: 'Submission Failed',
  failed: 'There was an error submitting your complaint. Please try again.',
} as const satisfies SendTexts;

/** Spec section 8, word for word: the contract's messages, and what the screens say. */
export const COMPLAINT_FORM_MESSAGES = {
  ...COMPLAINT_MESSAGES,
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

/** Each field, in screen order: what it says and allows, with the contract's limits. */
export const COMPLAINT_FIELDS = {
  fullName: { label: 'Your full name', required: true, autoComplete: 'name', maxLength: MAX_COMPLAINT_NAME },
  contactDetails: {
    label: 'Contact details',
    hint: 'An email address or phone number where we can reach you.',
    required: true,
    maxLength: MAX_CONTACT_DETAILS,
  },
  role: { label: 'Your role', required: true },
  complaineeRole: { label: 'Their role', required: true },
  complaineeName: {
    label: 'Their name',
    hint: 'The name of the person you are complaining about.',
    required: true,
    maxLength: MAX_COMPLAINT_NAME,
  },
  incidentDate: { label: 'Date of the incident', required: true, type: 'date' },
  complaintDetails: {
    label: 'What happened?',
    hint: 'Describe what happened, where, and who was involved (at least 20 characters).',
    required: true,
    rows: 6,
    maxLength: MAX_COMPLAINT_DETAILS,
  },
  supportingEvidence: {
    label: 'Supporting evidence (optional)',
    hint: 'Anything that supports your complaint: dates, messages, names of witnesses.',
    rows: 3,
    maxLength: MAX_SUPPORTING_EVIDENCE,
  },
  isConfirmed: { label: 'I confirm that the information provided is accurate', required: true },
} satisfies Record<ComplaintField, FieldSpec>;

export const COMPLAINT_FIELD_ORDER = fieldsOf(COMPLAINT_FIELDS);

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
