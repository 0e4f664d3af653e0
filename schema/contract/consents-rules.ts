import { PRODUCT_NAME } from './product.ts';

/**
 * POPIA (decision 021): the versions of the texts people agree to. A consent is recorded with the version it was given
 * for, so a changed text can be asked for again. Free of zod (decision 006). Bump a version when its text changes.
 */

/** The privacy notice at /privacy. */
export const PRIVACY_NOTICE_VERSION = '2026-11-22';

/** The terms of use at /terms, accepted at sign-up. */
export const TERMS_VERSION = '2026-11-28';

/** What a parent or guardian reads on the consent page (worker/consents/guardian-pages.ts) before confirming. */
export const GUARDIAN_CONSENT_VERSION = '2026-11-22';

/**
 * What a consent row is about (table `consents`, one row per event: a withdrawal is a row with `granted` false).
 * The channel kinds are a member's choice to be reached by email or WhatsApp.
 */
export const CONSENT_KINDS = ['terms', 'privacy_notice', 'guardian', 'channel_email', 'channel_whatsapp'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * How a consent was given: the sign-up form; the welcome page, for accounts that never saw that form (a first sign-in
 * through the OpenID Connect provider, accounts made before consents were asked); the emailed link a parent or
 * guardian confirms; the member's own settings.
 */
export const CONSENT_METHODS = ['sign_up_form', 'welcome_page', 'email_link', 'settings'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/**
 * The answer to "How old are you?" at sign-up: only which side of 18, never a birth date (decision 021). Null on an
 * account that has not answered yet.
 */
export const AGE_GROUPS = ['adult', 'under_18'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Who may consent for someone under 18 (POPIA's "competent person"). */
export const GUARDIAN_RELATIONSHIPS = ['parent', 'legal_guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
export const GUARDIAN_RELATIONSHIP_LABELS: Record<GuardianRelationship, string> = {
  parent: 'Parent',
  legal_guardian: 'Legal guardian',
};

/** How long a parent or guardian's emailed link works. */
export const GUARDIAN_LINK_TTL_DAYS = 7;

/**
 * Why an account may not yet show itself to other members or chat: it has not said whether it is 18 or older, or it
 * is under 18 and no parent or guardian has agreed. Null when nothing holds it back.
 */
export const SHARING_RESTRICTIONS = ['age_unconfirmed', 'guardian_consent'] as const;
export type SharingRestriction = (typeof SHARING_RESTRICTIONS)[number];

export function sharingRestriction(account: {
  ageGroup: AgeGroup | null;
  guardianConsentedAt: string | null;
}): SharingRestriction | null {
  if (account.ageGroup === 'adult') return null;
  if (account.ageGroup === null) return 'age_unconfirmed';
  return account.guardianConsentedAt === null ? 'guardian_consent' : null;
}

/** The words of these rules, as the API answers them and the screens show them. */
export const CONSENT_MESSAGES = {
  acceptTerms: 'Please accept the terms of use and the privacy notice to create an account.',
  chooseAge: 'Please tell us whether you are 18 or older.',
  /** 403 for anything that shows the member to others or sends a message, until they answer. */
  ageUnconfirmed:
    'Please first tell us whether you are 18 or older (on your welcome page). Until then you cannot send messages or show your profile to other members.',
  /** 403 for the same, for someone under 18 until a parent or guardian agrees. */
  guardianConsentNeeded:
    'You are under 18, so a parent or guardian must agree before you can send messages or show your profile to other members. You can ask them from your welcome page.',
  alreadyAnswered: 'You have already told us your age and accepted the terms.',
  notUnder18: 'Only members under 18 need a parent or guardian to agree.',
  alreadyConsented: 'A parent or guardian has already agreed.',
  ownEmail: 'Please enter your parent or guardian’s email address, not your own.',
  tooSoon: 'We sent that email less than a minute ago. Please wait a minute before sending it again.',
  linkExpired: `This link has expired or has already been used. The young person can send a new one from their ${PRODUCT_NAME} welcome page.`,
  emailFailed: 'We could not send the email right now. Please try again in a few minutes.',
} as const;
