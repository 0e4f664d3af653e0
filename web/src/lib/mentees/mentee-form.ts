/**
 * The mentee profile form's values, texts, options and request body (spec sections 3 and 7). Its rules are the
 * contract's MenteeProfileInputSchema, which the form kit runs before sending.
 */
import { MENTEE_DEFAULTS, MENTEE_LIMITS } from '../../../../schema/contract/mentees-rules.ts';
import type { MenteeProfile, MenteeProfileInput } from '../../../../schema/contract/mentees.ts';
import type { EXPERIENCE_LEVELS } from '../../../../schema/contract/enums.ts';
import { inLanguageOrder, type LanguageCode } from '../../../../schema/contract/languages-rules.ts';
import type { FieldSpec } from '../../components/form/field-spec.ts';

export { MENTEE_LIMITS };

/** What a mentee profile form says after a save (`sendForm`'s texts). */
export const MENTEE_FORM_MESSAGES = {
  failedTitle: 'Save Failed',
  failed: 'Your mentee profile could not be saved. Please try again.',
  savedTitle: 'Profile saved',
  saved: 'Your mentee profile has been saved.',
} as const;

export type MenteeField = keyof MenteeProfileValues;

export interface MenteeProfileValues {
  bio: string;
  currentSituation: string;
  goals: string;
  /** Comma-separated. */
  interests: string;
  /** A journey slug, or '' for no preference. */
  preferredJourneyPath: string;
  location: string;
  experienceLevel: string;
  availableTime: string;
  learningStyle: string;
  /** Optional: official languages to be mentored in; recommendations prefer mentors who share one. */
  languages: LanguageCode[];
}

/** The screens with a mentee profile form: the profile editor, and the welcome page's short profile. */
export type MenteeScreen = 'profile' | 'onboarding';

const LANGUAGES_SPEC = {
  label: 'Languages you would like to be mentored in',
  hint: 'Optional. Among equally good matches, mentors who speak one come first.',
};

/**
 * Each screen's fields, in screen order: what each says (the two screens word some differently) and allows, with
 * the contract's limits. The short profile shows only what the recommendations are matched on.
 */
export const MENTEE_FIELDS = {
  profile: {
    bio: {
      label: 'About you',
      hint: 'A few lines so mentors know who they are helping.',
      maxLength: MENTEE_LIMITS.bio,
      rows: 3,
    },
    currentSituation: {
      label: 'Current situation',
      hint: 'For example: studying, looking for work, working full time, running a small business.',
      maxLength: MENTEE_LIMITS.currentSituation,
    },
    goals: {
      label: 'Goals',
      hint: 'What would you like to earn, build or learn in the next year?',
      maxLength: MENTEE_LIMITS.goals,
      rows: 3,
    },
    interests: {
      label: 'Interests',
      hint: 'Separate interests with commas, e.g. Baking, Photography, Selling online.',
      maxLength: MENTEE_LIMITS.interests,
    },
    preferredJourneyPath: { label: 'Preferred journey path' },
    location: { label: 'Location (town or city)', autoComplete: 'address-level2', maxLength: MENTEE_LIMITS.location },
    languages: LANGUAGES_SPEC,
    experienceLevel: { label: 'Experience level' },
    availableTime: { label: 'Time you can give' },
    learningStyle: { label: 'How you learn best' },
  },
  onboarding: {
    currentSituation: { label: 'Your situation now' },
    goals: {
      label: 'What do you want to earn, build or learn?',
      hint: 'A sentence is enough, e.g. Sell my baking to offices in town.',
      maxLength: MENTEE_LIMITS.goals,
      rows: 3,
    },
    location: {
      label: 'Town or city',
      hint: 'Mentors near you are shown first.',
      autoComplete: 'address-level2',
      maxLength: MENTEE_LIMITS.location,
    },
    preferredJourneyPath: { label: 'The journey that sounds most like you' },
    languages: LANGUAGES_SPEC,
  },
} satisfies Record<MenteeScreen, Partial<Record<MenteeField, FieldSpec>>>;

/** An option list from labels keyed by their values, in the labels' order. */
function optionsOf(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export const EXPERIENCE_OPTIONS = optionsOf({
  beginner: 'Beginner: just starting out',
  intermediate: 'Intermediate: earning a little already',
  advanced: 'Advanced: growing an income stream',
} satisfies Record<(typeof EXPERIENCE_LEVELS)[number], string>);

/** Common answers to "What is your situation now?", each stored as its text (the profile editor takes any text). */
export const SITUATION_OPTIONS = [
  'Studying',
  'Looking for work',
  'Working full time',
  'Working part time or piece jobs',
  'Running a small business',
  'Caring for family at home',
].map((situation) => ({ value: situation, label: situation }));

export const AVAILABLE_TIME_OPTIONS = optionsOf({
  flexible: 'Flexible',
  '1-2-hours-week': '1 to 2 hours a week',
  '3-5-hours-week': '3 to 5 hours a week',
  '6-plus-hours-week': '6 or more hours a week',
  weekends: 'Weekends only',
  evenings: 'Weekday evenings',
});

export const LEARNING_STYLE_OPTIONS = optionsOf({
  visual: 'Visual: pictures, diagrams and videos',
  'hands-on': 'Hands-on: learning by doing',
  reading: 'Reading and writing',
  listening: 'Listening and talking it through',
});

/** An option list that also offers the stored value when it is not one of the usual ones. */
export function withCurrent(
  options: readonly { value: string; label: string }[],
  current: string,
): { value: string; label: string }[] {
  const list = [...options];
  if (current && !list.some((option) => option.value === current)) list.push({ value: current, label: current });
  return list;
}

/** The form's values: a stored profile, or a new, empty one with the spec's defaults when there is none (404). */
export function menteeValuesFromProfile(profile: Partial<MenteeProfile> | null | undefined): MenteeProfileValues {
  return {
    bio: profile?.bio ?? '',
    currentSituation: profile?.currentSituation ?? '',
    goals: profile?.goals ?? '',
    interests: profile?.interests ?? '',
    preferredJourneyPath: profile?.preferredJourneyPath ?? '',
    location: profile?.location ?? '',
    experienceLevel: profile?.experienceLevel || MENTEE_DEFAULTS.experienceLevel,
    availableTime: profile?.availableTime || MENTEE_DEFAULTS.availableTime,
    learningStyle: profile?.learningStyle || MENTEE_DEFAULTS.learningStyle,
    languages: inLanguageOrder(profile?.languages ?? []),
  };
}

/** Interests as the form sends them: comma-and-space separated, empty parts dropped. */
export function normaliseInterests(text: string): string {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The body of `PUT` / `POST /api/mentee-profile` (spec section 7). */
export function toMenteeInput(values: MenteeProfileValues): MenteeProfileInput {
  return {
    bio: values.bio.trim(),
    currentSituation: values.currentSituation.trim(),
    goals: values.goals.trim(),
    interests: normaliseInterests(values.interests),
    preferredJourneyPath: values.preferredJourneyPath,
    location: values.location.trim(),
    experienceLevel: values.experienceLevel as MenteeProfileInput['experienceLevel'],
    availableTime: values.availableTime || MENTEE_DEFAULTS.availableTime,
    learningStyle: values.learningStyle || MENTEE_DEFAULTS.learningStyle,
    languages: inLanguageOrder(values.languages),
  };
}
