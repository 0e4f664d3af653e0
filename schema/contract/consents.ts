import * as z from 'zod/mini';
import {
  AGE_GROUPS,
  CONSENT_MESSAGES,
  GUARDIAN_RELATIONSHIPS,
  type AgeGroup,
  type ConsentKind,
  type ConsentMethod,
  type GuardianRelationship,
  type SharingRestriction,
} from './consents-rules.ts';
import { containsLetter, emailAddress, nameText } from './fields.ts';
import './zod-mini.ts';

export * from './consents-rules.ts';

/**
 * What sign-up asks besides the account itself (decision 021), also asked on the welcome page of an account that never
 * saw the sign-up form: the terms of use and privacy notice accepted, and which side of 18 the person is.
 */
export const SignUpAnswersSchema = z.object({
  acceptTerms: z
    .boolean({ message: CONSENT_MESSAGES.acceptTerms })
    .check(z.refine((accepted) => accepted, { message: CONSENT_MESSAGES.acceptTerms })),
  ageGroup: z.enum(AGE_GROUPS, { message: CONSENT_MESSAGES.chooseAge }),
});
export type SignUpAnswers = z.infer<typeof SignUpAnswersSchema>;

/** `POST /api/me/guardian-consent`: who the young person asks to agree. */
export const GuardianConsentRequestSchema = z.object({
  guardianName: z
    .string({ message: 'Your parent or guardian’s name is required.' })
    .check(
      nameText(),
      z.minLength(1, { message: 'Your parent or guardian’s name is required.' }),
      z.maxLength(160, { message: 'The name must be at most 160 characters.' }),
      containsLetter('The name'),
    ),
  guardianEmail: emailAddress(),
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, { message: 'Please choose how they are related to you.' }),
});
export type GuardianConsentRequestInput = z.infer<typeof GuardianConsentRequestSchema>;

/** The token of a parent or guardian's emailed link (`/api/guardian-consent?token=`), as the link and its form carry it. */
export const GuardianTokenSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { message: CONSENT_MESSAGES.linkExpired })),
});

/** One consent event as its member reads it (`GET /api/me/consents`), newest first. */
export type ConsentRecord = {
  id: number;
  kind: ConsentKind;
  /** The version of the text agreed to (consents-rules.ts). */
  version: string;
  /** False for a withdrawal. */
  granted: boolean;
  method: ConsentMethod;
  recordedAt: string;
  /** For a parent or guardian's consent: who gave it; null otherwise. */
  guardian: { name: string; email: string; relationship: GuardianRelationship } | null;
};

/** `GET /api/me/guardian-consent`: where the young person's request to a parent or guardian stands. */
export type GuardianConsentStatus = {
  ageGroup: AgeGroup | null;
  sharingRestriction: SharingRestriction | null;
  /** The email waiting for an answer, if one was sent and its link still works. */
  request: {
    guardianName: string;
    guardianEmail: string;
    relationship: GuardianRelationship;
    sentAt: string;
    expiresAt: string;
  } | null;
  /** The consent given, if any. */
  consent: { guardianName: string; relationship: GuardianRelationship; consentedAt: string } | null;
};
