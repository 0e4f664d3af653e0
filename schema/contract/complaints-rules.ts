/**
 * Complaint rules both sides need, free of zod so the browser can import them without the validation library
 * (schema/contract/complaints.ts builds its zod schema on these and re-exports them).
 */

export const MAX_COMPLAINT_NAME = 100;
export const MAX_CONTACT_DETAILS = 200;
export const MAX_COMPLAINT_DETAILS = 5000;
export const MAX_SUPPORTING_EVIDENCE = 5000;
/** Complaints one member may file in any 24 hours; the next one is refused with 429. */
export const MAX_COMPLAINTS_PER_DAY = 10;
/** Spec section 9: "Complaint minimum lengths: 2, 5 and 20 characters." */
export const MIN_COMPLAINT_NAME = 2;
export const MIN_CONTACT_DETAILS = 5;
export const MIN_COMPLAINT_DETAILS = 20;

/** Spec section 5 ("Complaint form messages") word for word, plus the server's own rules. */
export const COMPLAINT_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  contactDetails: 'Please provide valid contact details (email or phone)',
  role: 'Please select your role',
  complaineeRole: "Please select the role of the person you're complaining about",
  complaineeName: "Please provide the name of the person you're complaining about",
  incidentDate: 'Please select the date of the incident',
  complaintDetails: 'Please provide detailed information about the complaint (minimum 20 characters)',
  isConfirmed: 'You must confirm that the information provided is accurate',
  incidentInFuture: 'The date of the incident cannot be in the future.',
  tooMany: `You have filed ${MAX_COMPLAINTS_PER_DAY} complaints in the last 24 hours. Please try again later.`,
} as const;

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Today's calendar date in South Africa (SAST, UTC+2 all year), YYYY-MM-DD. */
export function sastDateOf(instant: Date): string {
  return new Date(instant.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}
