import * as z from 'zod/mini';
import { APP_LANGUAGES } from './app-languages.ts';
import { SignUpAnswersSchema } from './consents.ts';
import { AGE_GROUPS, SHARING_RESTRICTIONS } from './consents-rules.ts';
import { containsLetter, emailAddress, nameText } from './fields.ts';
import './zod-mini.ts';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Why a new password is refused, in words. The Worker checks every new password against lists of common
 * and leaked passwords and guessable patterns (zxcvbn-ts) and answers the sentence for what it found.
 */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: 'Password must be at most 1024 characters.',
  onlySpaces: 'A password cannot be only spaces.',
  common:
    'This password is one of the most common passwords, found in lists of leaked passwords. Please choose one that is harder to guess.',
  personal: 'This password contains your name or email address, so it is easy to guess. Please choose another.',
  repeated: 'Repeated characters such as "aaaa" or "abcabc" are easy to guess. Please choose another password.',
  sequence: 'Sequences such as "abcd" or "1234" are easy to guess. Please choose another password.',
  keyboard: 'Rows of keys such as "qwerty" or "asdf" are easy to guess. Please choose another password.',
  dates: 'Dates and years are easy to guess. Please choose another password.',
  singleWord: 'A single word or name is easy to guess. Please add more words.',
  weak: 'This password is too easy to guess. Try three or four words that do not belong together.',
} as const;

/** What every form that chooses a password says under it. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password: a few unrelated words work well.`;

/**
 * Where a new member lands once their sign-up is complete (the emailed link opened): the welcome page. One constant,
 * so the onboarding journey can move it.
 */
export const AFTER_SIGN_UP_PATH = '/complete-profile';

/** What sign-up answers for every address, new or already registered (decision 015). */
export const SIGN_UP_MESSAGES = {
  checkEmail:
    'Check your email: we sent a link to finish creating your account. It works for 24 hours. If the address already has an account, the email says so instead.',
  linkExpired: 'This link has expired or has already been used. Please sign up again to get a new one.',
  alreadyRegistered: 'This email address already has an account. Please sign in.',
  unavailable: 'Creating an account by email is not available on this server right now.',
} as const;

const email = emailAddress();

export const LoginInputSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { message: 'Password is required.' }), z.maxLength(1024)),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * A password being chosen (sign-up, a reset link, the profile's change-password form): these rules in the form, and
 * the Worker's strength check (worker/auth/password.ts `passwordProblem`) behind them.
 */
export const newPassword = () =>
  z.string().check(
    z.minLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_MESSAGES.tooShort }),
    z.maxLength(1024, { message: PASSWORD_MESSAGES.tooLong }),
    z.refine((password) => password.trim() !== '', { message: PASSWORD_MESSAGES.onlySpaces }),
  );

export const RegisterInputSchema = z.object({
  email,
  password: newPassword(),
  firstName: z
    .string()
    .check(
      nameText(),
      z.minLength(1, { message: 'First name is required.' }),
      z.maxLength(80),
      containsLetter('First name'),
    ),
  lastName: z
    .string()
    .check(
      nameText(),
      z.minLength(1, { message: 'Last name is required.' }),
      z.maxLength(80),
      containsLetter('Last name'),
    ),
  // Terms, privacy notice and age, asked on the same form (recorded when the account is made; decision 021).
  ...SignUpAnswersSchema.shape,
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The token of a sign-up confirmation link (`/api/signup/confirm?token=`), as the link and its form carry it. */
export const SignUpTokenSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { message: SIGN_UP_MESSAGES.linkExpired })),
});

export const SERVICE_TYPES = ['mentorship', 'coach', 'both'] as const;

/** The current-user object (`GET /api/auth/user`). */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['member', 'admin']),
  /** The mentor profile's service type, or null when the user is not a mentor. */
  serviceType: z.nullable(z.enum(SERVICE_TYPES)),
  profileImage: z.nullable(z.string()),
  isMentor: z.boolean(),
  /** 18 or older, or under 18; null until the member has said (decision 021). */
  ageGroup: z.nullable(z.enum(AGE_GROUPS)),
  /** Why the member may not yet chat or show their profile to others (banner and welcome page); null when free. */
  sharingRestriction: z.nullable(z.enum(SHARING_RESTRICTIONS)),
  /**
   * The language the member reads the app in (decision 042), which their pages, emails and messages follow. Always in
   * the server's answer; absent only from the guess a page is rendered with before that answer (the sign-in claim).
   */
  language: z.optional(z.enum(APP_LANGUAGES)),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const MEMBER_LANGUAGE_MESSAGES = {
  unknown: `Choose one of the app's languages: ${APP_LANGUAGES.join(', ')}.`,
};

/** `PUT /api/auth/language`: the member's own choice of language (the picker, while signed in). */
export const MemberLanguageInputSchema = z.object({
  language: z.enum(APP_LANGUAGES, { error: MEMBER_LANGUAGE_MESSAGES.unknown }),
});
export type MemberLanguageInput = z.infer<typeof MemberLanguageInputSchema>;
export type MemberLanguage = { language: (typeof APP_LANGUAGES)[number] };
