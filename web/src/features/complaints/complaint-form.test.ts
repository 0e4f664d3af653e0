import { describe, expect, it } from 'vitest';
import { ComplaintInputSchema } from '../../../../schema/contract/complaints.ts';
import {
  buildComplaintPayload,
  COMPLAINT_FORM_MESSAGES,
  emptyComplaintValues,
  errorsFromIssues,
  firstInvalidField,
  todayInSouthAfrica,
  validateComplaint,
  type ComplaintFormValues,
} from './complaint-form.ts';

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
  it('keeps the spec texts word for word', () => {
    expect(COMPLAINT_FORM_MESSAGES).toMatchObject({
      fullName: 'Full name must be at least 2 characters',
      contactDetails: 'Please provide valid contact details (email or phone)',
      role: 'Please select your role',
      complaineeRole: "Please select the role of the person you're complaining about",
      complaineeName: "Please provide the name of the person you're complaining about",
      incidentDate: 'Please select the date of the incident',
      complaintDetails: 'Please provide detailed information about the complaint (minimum 20 characters)',
      isConfirmed: 'You must confirm that the information provided is accurate',
      submittedTitle: 'Complaint Submitted',
      submitted: 'Your complaint has been successfully submitted. The product team will review it confidentially.',
      failedTitle: 'Submission Failed',
      failed: 'There was an error submitting your complaint. Please try again.',
      authTitle: 'Authentication Required',
      auth: 'You must be logged in to submit a complaint',
    });
  });

  it('gives every field of an empty form its own message, in screen order', () => {
    const errors = validateComplaint(emptyComplaintValues(), '2026-03-10');
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
    expect(firstInvalidField(errors)).toBe('fullName');
    expect(validateComplaint(valid, '2026-03-10')).toEqual({});
  });

  it('applies the minimum lengths 2, 5 and 20 to trimmed text', () => {
    expect(validateComplaint({ ...valid, fullName: ' A ' }, '2026-03-10').fullName).toBeDefined();
    expect(validateComplaint({ ...valid, fullName: 'Al' }, '2026-03-10').fullName).toBeUndefined();
    expect(validateComplaint({ ...valid, contactDetails: '1234' }, '2026-03-10').contactDetails).toBeDefined();
    expect(validateComplaint({ ...valid, contactDetails: '12345' }, '2026-03-10').contactDetails).toBeUndefined();
    expect(
      validateComplaint({ ...valid, complaintDetails: `${'x'.repeat(19)}   ` }, '2026-03-10').complaintDetails,
    ).toBeDefined();
    expect(
      validateComplaint({ ...valid, complaintDetails: 'x'.repeat(20) }, '2026-03-10').complaintDetails,
    ).toBeUndefined();
  });

  it('refuses an incident date after today in South Africa', () => {
    expect(validateComplaint({ ...valid, incidentDate: '2026-03-10' }, '2026-03-10').incidentDate).toBeUndefined();
    expect(validateComplaint({ ...valid, incidentDate: '2026-03-11' }, '2026-03-10').incidentDate).toBe(
      COMPLAINT_FORM_MESSAGES.incidentInFuture,
    );
    // 23:30 UTC on 10 March is already 11 March in Johannesburg.
    expect(todayInSouthAfrica(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
  });

  it('builds a body the server schema accepts', () => {
    const body = buildComplaintPayload({ ...valid, fullName: ' Precious Ntuli ', supportingEvidence: '  ' });
    expect(body.fullName).toBe('Precious Ntuli');
    expect(body.supportingEvidence).toBeNull();
    expect(ComplaintInputSchema.safeParse(body).success).toBe(true);
  });

  it('agrees with the server on every rule', () => {
    const result = ComplaintInputSchema.safeParse(buildComplaintPayload(emptyComplaintValues()));
    expect(result.success).toBe(false);
    const serverErrors = errorsFromIssues(
      result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
    expect(serverErrors).toEqual(validateComplaint(emptyComplaintValues(), '2026-03-10'));
  });
});
