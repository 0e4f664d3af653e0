/**
 * The complaint form's rules as pure functions (spec sections 3, 5, 8, 9). Limits and messages come from the
 * zod-free schema/contract/complaints-rules.ts: the same rules the server checks, without zod in the browser.
 */
import type { ComplaintInput, ComplaintRole } from '../../../../schema/contract/complaints.ts';
import {
  COMPLAINT_MESSAGES,
  MIN_COMPLAINT_DETAILS,
  MIN_COMPLAINT_NAME,
  MIN_CONTACT_DETAILS,
  sastDateOf,
} from '../../../../schema/contract/complaints-rules.ts';
import { fieldErrorsFromIssues, type ApiIssue } from '../../lib/api-client.ts';

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
export type ComplaintErrors = Partial<Record<ComplaintField, string>>;

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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Every rule of spec section 5, each with its own message; an empty object when the form may be sent. */
export function validateComplaint(values: ComplaintFormValues, today = todayInSouthAfrica()): ComplaintErrors {
  const errors: ComplaintErrors = {};
  if (values.fullName.trim().length < MIN_COMPLAINT_NAME) errors.fullName = COMPLAINT_MESSAGES.fullName;
  if (values.contactDetails.trim().length < MIN_CONTACT_DETAILS)
    errors.contactDetails = COMPLAINT_MESSAGES.contactDetails;
  if (!values.role) errors.role = COMPLAINT_MESSAGES.role;
  if (!values.complaineeRole) errors.complaineeRole = COMPLAINT_MESSAGES.complaineeRole;
  if (values.complaineeName.trim().length < MIN_COMPLAINT_NAME)
    errors.complaineeName = COMPLAINT_MESSAGES.complaineeName;
  if (!DATE_ONLY.test(values.incidentDate)) errors.incidentDate = COMPLAINT_MESSAGES.incidentDate;
  else if (values.incidentDate > today) errors.incidentDate = COMPLAINT_MESSAGES.incidentInFuture;
  if (values.complaintDetails.trim().length < MIN_COMPLAINT_DETAILS) {
    errors.complaintDetails = COMPLAINT_MESSAGES.complaintDetails;
  }
  if (!values.isConfirmed) errors.isConfirmed = COMPLAINT_MESSAGES.isConfirmed;
  return errors;
}

export function firstInvalidField(errors: ComplaintErrors): ComplaintField | undefined {
  return COMPLAINT_FIELD_ORDER.find((field) => errors[field]);
}

/** The `POST /api/complaints` body for valid values. */
export function buildComplaintPayload(values: ComplaintFormValues): ComplaintInput {
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

/** A 400 answer's issues beside the fields they name (the server sends the same sentences). */
export function errorsFromIssues(issues: readonly ApiIssue[] | undefined): ComplaintErrors {
  return fieldErrorsFromIssues(issues, COMPLAINT_FIELD_ORDER);
}
