/**
 * The complaint form's values, texts and request body (spec sections 3, 5, 8, 9). Its rules are the contract's
 * ComplaintInputSchema, which the form kit runs before sending.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComplaintInput, ComplaintRole } from '../../../../schema/contract/complaints.ts';
import {
  MAX_COMPLAINT_DETAILS,
  MAX_COMPLAINT_NAME,
  MAX_CONTACT_DETAILS,
  MAX_SUPPORTING_EVIDENCE,
  sastDateOf,
} from '../../../../schema/contract/complaints-rules.ts';
import type { FieldSpec } from '../../components/form/field-spec.ts';
import type { SendTexts } from '../../components/form/send-form.ts';

/**
 * What the form says after sending (spec section 8, word for word). Success is said by the page's confirmation
 * ('Complaint Submitted' and `saved`), not again in a toast.
 */
export function complaintSendTexts(i18n: I18n) {
  return {
    saved: i18n._(msg`Your complaint has been successfully submitted. The product team will review it confidentially.`),
    failedTitle: i18n._(msg`Submission Failed`),
    failed: i18n._(msg`There was an error submitting your complaint. Please try again.`),
  } satisfies SendTexts;
}

/** Spec section 8, word for word: what the page says to a signed-out visitor. */
export const COMPLAINT_AUTH_TEXTS = {
  title: msg`Authentication Required`,
  description: msg`You must be logged in to submit a complaint`,
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

/** Each field, in screen order: what it says (in the render's language) and allows, with the contract's limits. */
export function complaintFields(i18n: I18n) {
  return {
    fullName: {
      label: i18n._(msg`Your full name`),
      required: true,
      autoComplete: 'name',
      maxLength: MAX_COMPLAINT_NAME,
    },
    contactDetails: {
      label: i18n._(msg`Contact details`),
      hint: i18n._(msg`An email address or phone number where we can reach you.`),
      required: true,
      maxLength: MAX_CONTACT_DETAILS,
    },
    role: { label: i18n._(msg`Your role`), required: true },
    complaineeRole: { label: i18n._(msg`Their role`), required: true },
    complaineeName: {
      label: i18n._(msg`Their name`),
      hint: i18n._(msg`The name of the person you are complaining about.`),
      required: true,
      maxLength: MAX_COMPLAINT_NAME,
    },
    incidentDate: { label: i18n._(msg`Date of the incident`), required: true, type: 'date' },
    complaintDetails: {
      label: i18n._(msg`What happened?`),
      hint: i18n._(msg`Describe what happened, where, and who was involved (at least 20 characters).`),
      required: true,
      rows: 6,
      maxLength: MAX_COMPLAINT_DETAILS,
    },
    supportingEvidence: {
      label: i18n._(msg`Supporting evidence (optional)`),
      hint: i18n._(msg`Anything that supports your complaint: dates, messages, names of witnesses.`),
      rows: 3,
      maxLength: MAX_SUPPORTING_EVIDENCE,
    },
    isConfirmed: { label: i18n._(msg`I confirm that the information provided is accurate`), required: true },
  } satisfies Record<ComplaintField, FieldSpec>;
}

/** The fields in screen order (that of `complaintFields`): the first one with a problem gets the focus. */
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
export function roleOptions(i18n: I18n): readonly { value: ComplaintRole; label: string }[] {
  return [
    { value: 'mentor', label: i18n._(msg`Mentor`) },
    { value: 'mentee', label: i18n._(msg`Mentee`) },
  ];
}

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
