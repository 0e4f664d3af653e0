import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComplaintInputSchema } from '../../../../schema/contract/complaints.ts';
import { COMPLAINT_MESSAGES } from '../../../../schema/contract/complaints-rules.ts';
import { checkInput, firstInvalidField } from '../../components/form/form-errors.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import {
  COMPLAINT_AUTH_TEXTS,
  COMPLAINT_FIELD_ORDER,
  complaintFields,
  complaintSendTexts,
  emptyComplaintValues,
  toComplaintInput,
  todayInSouthAfrica,
  type ComplaintFormValues,
} from './complaint-form.ts';

/** What the form shows for these values: the contract's problems, placed beside the form's fields. */
const problems = (values: ComplaintFormValues) =>
  checkInput(ComplaintInputSchema, toComplaintInput(values), COMPLAINT_FIELD_ORDER).fields;

const valid: ComplaintFormValues = {
  fullName: 'Precious Ntuli',
  contactDetails: '072 555 0101',
  role: 'mentee',
  complaineeRole: 'mentor',
  complaineeName: 'Someone',
  incidentDate: '2026-03-01',
  complaintDetails: 'He asked me for money to join a trading group.',
  supportingEvidence: '',
  isConfirmed: true,
};

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('the complaint form', () => {
  it("keeps the screen's own spec texts word for word (the rules' messages are the contract's)", () => {
    expect(en._(COMPLAINT_AUTH_TEXTS.title)).toBe('Authentication Required');
    expect(en._(COMPLAINT_AUTH_TEXTS.description)).toBe('You must be logged in to submit a complaint');
    expect(complaintSendTexts(en)).toEqual({
      saved: 'Your complaint has been successfully submitted. The product team will review it confidentially.',
      failedTitle: 'Submission Failed',
      failed: 'There was an error submitting your complaint. Please try again.',
    });
  });

  it('lists the fields in the order the screen shows them', () => {
    expect(Object.keys(complaintFields(en))).toEqual(COMPLAINT_FIELD_ORDER);
  });

  it('gives every field of an empty form its own message, in screen order', () => {
    const errors = problems(emptyComplaintValues());
    expect(errors).toEqual({
      fullName: COMPLAINT_MESSAGES.fullName,
      contactDetails: COMPLAINT_MESSAGES.contactDetails,
      role: COMPLAINT_MESSAGES.role,
      complaineeRole: COMPLAINT_MESSAGES.complaineeRole,
      complaineeName: COMPLAINT_MESSAGES.complaineeName,
      incidentDate: COMPLAINT_MESSAGES.incidentDate,
      complaintDetails: COMPLAINT_MESSAGES.complaintDetails,
      isConfirmed: COMPLAINT_MESSAGES.isConfirmed,
    });
    expect(firstInvalidField(errors, COMPLAINT_FIELD_ORDER)).toBe('fullName');
    expect(problems(valid)).toEqual({});
  });

  it('applies the minimum lengths 2, 5 and 20 to trimmed text', () => {
    expect(problems({ ...valid, fullName: ' A ' }).fullName).toBeDefined();
    expect(problems({ ...valid, fullName: 'Al' }).fullName).toBeUndefined();
    expect(problems({ ...valid, contactDetails: '1234' }).contactDetails).toBeDefined();
    expect(problems({ ...valid, contactDetails: '12345' }).contactDetails).toBeUndefined();
    expect(problems({ ...valid, complaintDetails: `${'x'.repeat(19)}   ` }).complaintDetails).toBeDefined();
    expect(problems({ ...valid, complaintDetails: 'x'.repeat(20) }).complaintDetails).toBeUndefined();
  });

  it('refuses an incident date after today in South Africa', () => {
    expect(problems({ ...valid, incidentDate: todayInSouthAfrica() }).incidentDate).toBeUndefined();
    expect(problems({ ...valid, incidentDate: '2999-01-01' }).incidentDate).toBe(COMPLAINT_MESSAGES.incidentInFuture);
    // 23:30 UTC on 10 March is already 11 March in Johannesburg.
    expect(todayInSouthAfrica(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
  });

  it('sends trimmed text, and no evidence as null', () => {
    const body = toComplaintInput({ ...valid, fullName: ' Precious Ntuli ', supportingEvidence: '  ' });
    expect(body.fullName).toBe('Precious Ntuli');
    expect(body.supportingEvidence).toBeNull();
    expect(ComplaintInputSchema.safeParse(body).success).toBe(true);
  });
});
