import * as z from 'zod/mini';
import { COMPLAINT_ROLES, COMPLAINT_STATUSES } from './enums.ts';
import {
  COMPLAINT_MESSAGES,
  MAX_COMPLAINT_DETAILS,
  MAX_COMPLAINT_NAME,
  MAX_CONTACT_DETAILS,
  MAX_SUPPORTING_EVIDENCE,
  MIN_COMPLAINT_DETAILS,
  MIN_COMPLAINT_NAME,
  MIN_CONTACT_DETAILS,
  sastDateOf,
} from './complaints-rules.ts';
import { addIssue } from './zod-mini.ts';
import { cleanLineText, cleanMultilineText, cleanName, FIELD_MESSAGES, hasLetter, multilineText } from './fields.ts';

// The constants live in the zod-free complaints-rules.ts (the browser imports them from there); re-exported here
// so existing imports keep working.
export * from './complaints-rules.ts';

export type ComplaintRole = (typeof COMPLAINT_ROLES)[number];
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The incident date as a South African calendar date. A date input sends YYYY-MM-DD; a date picker may send
 * the chosen day as an ISO instant (local midnight), which is read as the SAST date it falls on.
 */
function toIncidentDate(value: string): string | null {
  if (DATE_ONLY.test(value)) {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : sastDateOf(new Date(ms));
}

/**
 * One field whose every failure is the spec's own sentence (a custom issue, so the API's top-level `message` is
 * that sentence word for word, as the form shows it): missing, the wrong type and too short all answer `message`.
 */
function rule<In, Out>(message: string, check: (value: unknown) => Out | null, extra?: (value: Out) => string | null) {
  return z.pipe(
    z.custom<In>(),
    z.transform((value: In, ctx): Out => {
      const checked = check(value);
      if (checked === null) {
        addIssue(ctx, { message });
        return z.NEVER;
      }
      const problem = extra?.(checked);
      if (problem) {
        addIssue(ctx, { message: problem });
        return z.NEVER;
      }
      return checked;
    }),
  );
}

/** Text of `min` to `max` characters after cleaning (fields.ts); `name` also needs a letter. */
const text = (min: number, max: number, message: string, kind: 'line' | 'paragraphs' | 'name' = 'line') =>
  rule<string, string>(
    message,
    (value) => {
      if (typeof value !== 'string') return null;
      const clean = { line: cleanLineText, paragraphs: cleanMultilineText, name: cleanName }[kind](value);
      return clean.length >= min ? clean : null;
    },
    (value) =>
      value.length > max
        ? `At most ${max} characters.`
        : kind === 'name' && !hasLetter(value)
          ? FIELD_MESSAGES.nameNeedsLetter('A name')
          : null,
  );

const complaintRole = (message: string) =>
  rule<ComplaintRole, ComplaintRole>(message, (value) =>
    (COMPLAINT_ROLES as readonly unknown[]).includes(value) ? (value as ComplaintRole) : null,
  );

/** `POST /api/complaints` (spec sections 3 and 5). Every rule the form checks, checked again here. */
export const ComplaintInputSchema = z.object({
  fullName: text(MIN_COMPLAINT_NAME, MAX_COMPLAINT_NAME, COMPLAINT_MESSAGES.fullName, 'name'),
  contactDetails: text(MIN_CONTACT_DETAILS, MAX_CONTACT_DETAILS, COMPLAINT_MESSAGES.contactDetails),
  role: complaintRole(COMPLAINT_MESSAGES.role),
  complaineeRole: complaintRole(COMPLAINT_MESSAGES.complaineeRole),
  complaineeName: text(MIN_COMPLAINT_NAME, MAX_COMPLAINT_NAME, COMPLAINT_MESSAGES.complaineeName, 'name'),
  /** YYYY-MM-DD, or an ISO instant (read as the South African date it falls on); not after today (SAST). */
  incidentDate: rule<string, string>(
    COMPLAINT_MESSAGES.incidentDate,
    (value) => {
      const date = typeof value === 'string' && value.length <= 40 ? toIncidentDate(value.trim()) : null;
      return date && date >= '1900-01-01' ? date : null;
    },
    (date) => (date > sastDateOf(new Date()) ? COMPLAINT_MESSAGES.incidentInFuture : null),
  ),
  complaintDetails: text(
    MIN_COMPLAINT_DETAILS,
    MAX_COMPLAINT_DETAILS,
    COMPLAINT_MESSAGES.complaintDetails,
    'paragraphs',
  ),
  supportingEvidence: z.pipe(
    z.nullish(
      z
        .string()
        .check(
          multilineText(),
          z.maxLength(MAX_SUPPORTING_EVIDENCE, { message: `At most ${MAX_SUPPORTING_EVIDENCE} characters.` }),
        ),
    ),
    z.transform((v: string | null | undefined) => v || null),
  ),
  isConfirmed: rule<boolean, true>(COMPLAINT_MESSAGES.isConfirmed, (value) => (value === true ? true : null)),
});
export type ComplaintInput = z.input<typeof ComplaintInputSchema>;
export type ComplaintData = z.output<typeof ComplaintInputSchema>;

/** `POST /api/complaints` answers only this: the complaint is never echoed back. */
export type ComplaintReceipt = { id: number; status: ComplaintStatus };

/**
 * `GET /api/complaints/mine`: the complainant's complaints, status only (no text, no names), plus the outcome
 * note once resolved (spec: "notified of outcome").
 */
export type MyComplaint = {
  id: number;
  createdAt: string;
  status: ComplaintStatus;
  outcomeNote: string | null;
};
export type MyComplaintPage = { items: MyComplaint[]; nextCursor: string | null };
