import { describe, expect, it } from 'vitest';
import { ComplaintInputSchema } from '../../../../schema/contract/complaints.ts';
import { checkInput, firstInvalidField } from '../../components/form/form-errors.ts';
import {
  COMPLAINT_FIELD_ORDER,
  COMPLAINT_FORM_MESSAGES,
  COMPLAINT_SEND_TEXTS,
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

describe('the complaint form', () => {
  it("keeps the screen's own spec texts word for word (the rules' messages are the contract's)", () => {
    expect(COMPLAINT_FORM_MESSAGES.authTitle).toBe('Authentication Required');
    expect(COMPLAINT_FORM_MESSAGES.auth).toBe('You must be logged in to submit a complaint');
    expect(COMPLAINT_SEND_TEXTS).toEqual({
      saved: 'Your complaint has been successfully submitted. The product team will review it confidentially.',
      failedTitle: 'Submission Failed',
      failed: 'There was an error submitting your complaint. Please try again.',
    });
  });

  it('gives every field of an empty form its own message, in screen order', () => {
    const errors = problems(emptyComplaintValues());
    expect(errors).toEqual({
      fullName: COMPLAINT_FORM_MESSAGES.fullName,
      contactDetails: COMPLAINT_FORM_MESSAGES.contactDetails,
      role: COMPLAINT_FORM_MESSAGES.role,
      complaineeRole: COMPLAINT_FORM_MESSAGES.complaineeRole,
      complaineeName: COMPLAINT_FORM_MESSAGES.complaineeName,
      incidentDate: COMPLAINT_FORM_MESSAGES.incidentDate,
      complaintDetails: COMPLAINT_FORM_MESSAGES.complaintDetails,
      isConfirmed: COMPLAINT_FORM_MESSAGES.isConfirmed,
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
    expect(problems({ ...valid, incidentDate: '2999-01-01' }).incidentDate).toBe(
      COMPLAINT_FORM_MESSAGES.incidentInFuture,
    );
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
