/**
 * The mentee profile form's values, texts, options and request body (spec sections 3 and 7). Its rules are the
 * contract's MenteeProfileInputSchema, which the form kit runs before sending.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MENTEE_DEFAULTS, MENTEE_LIMITS } from '../../../../schema/contract/mentees-rules.ts';
import type { MenteeProfile, MenteeProfileInput } from '../../../../schema/contract/mentees.ts';
import type { EXPERIENCE_LEVELS } from '../../../../schema/contract/enums.ts';
import { inLanguageOrder, type LanguageCode } from '../../../../schema/contract/languages-rules.ts';
import type { FieldSpec } from '../../components/form/field-spec.ts';

export { MENTEE_LIMITS };

/** What a mentee profile form says after a save (`sendForm`'s texts), in the page's language. */
export function menteeFormMessages(i18n: I18n) {
  return {
    failedTitle: i18n._(msg`Save Failed`),
    failed: i18n._(msg`Your mentee profile could not be saved. Please try again.`),
    savedTitle: i18n._(msg`Profile saved`),
    saved: i18n._(msg`Your mentee profile has been saved.`),
  };
}

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

/** A field's texts before they are said in the page's language. */
type FieldTexts = Omit<FieldSpec, 'label' | 'hint'> & { label: MessageDescriptor; hint?: MessageDescriptor };

const LANGUAGES_SPEC = {
  label: msg`Languages you would like to be mentored in`,
  hint: msg`Optional. Among equally good matches, mentors who speak one come first.`,
};

/**
 * Each screen's fields, in screen order: what each says (the two screens word some differently) and allows, with
 * the contract's limits. The short profile shows only what the recommendations are matched on.
 */
const MENTEE_FIELD_TEXTS = {
  profile: {
    bio: {
      label: msg`About you`,
      hint: msg`A few lines so mentors know who they are helping.`,
      maxLength: MENTEE_LIMITS.bio,
      rows: 3,
    },
    currentSituation: {
      label: msg`Current situation`,
      hint: msg`For example: studying, looking for work, working full time, running a small business.`,
      maxLength: MENTEE_LIMITS.currentSituation,
    },
    goals: {
      label: msg`Goals`,
      hint: msg`What would you like to earn, build or learn in the next year?`,
      maxLength: MENTEE_LIMITS.goals,
      rows: 3,
    },
    interests: {
      label: msg`Interests`,
      hint: msg`Separate interests with commas, e.g. Baking, Photography, Selling online.`,
      maxLength: MENTEE_LIMITS.interests,
    },
    preferredJourneyPath: { label: msg`Preferred journey path` },
    location: {
      label: msg`Location (town or city)`,
      autoComplete: 'address-level2',
      maxLength: MENTEE_LIMITS.location,
    },
    languages: LANGUAGES_SPEC,
    experienceLevel: { label: msg`Experience level` },
    availableTime: { label: msg`Time you can give` },
    learningStyle: { label: msg`How you learn best` },
  },
  onboarding: {
    currentSituation: { label: msg`Your situation now` },
    goals: {
      label: msg`What do you want to earn, build or learn?`,
      hint: msg`A sentence is enough, e.g. Sell my baking to offices in town.`,
      maxLength: MENTEE_LIMITS.goals,
      rows: 3,
    },
    location: {
      label: msg`Town or city`,
      hint: msg`Mentors near you are shown first.`,
      autoComplete: 'address-level2',
      maxLength: MENTEE_LIMITS.location,
    },
    preferredJourneyPath: { label: msg`The journey that sounds most like you` },
    languages: LANGUAGES_SPEC,
  },
} satisfies Record<MenteeScreen, Partial<Record<MenteeField, FieldTexts>>>;

type MenteeFieldTexts = typeof MENTEE_FIELD_TEXTS;

/** A field's spec once its texts are said: a hint is there when the field has one. */
type SaidSpec<Texts> = Omit<Texts, 'label' | 'hint'> & { label: string } & (Texts extends { hint: MessageDescriptor }
    ? { hint: string }
    : { hint?: string });

/** What each field of `screen` says and allows, in the page's language, in screen order. */
export function menteeFields<Screen extends MenteeScreen>(
  screen: Screen,
  i18n: I18n,
): { [Field in keyof MenteeFieldTexts[Screen] & MenteeField]: SaidSpec<MenteeFieldTexts[Screen][Field]> } {
  const entries = Object.entries(MENTEE_FIELD_TEXTS[screen]).map(([field, texts]: [string, FieldTexts]) => {
    const { label, hint, ...attributes } = texts;
    return [field, { ...attributes, label: i18n._(label), ...(hint ? { hint: i18n._(hint) } : {}) }];
  });
  return Object.fromEntries(entries) as never;
}

/** An option list from labels keyed by their values, in the labels' order, in the page's language. */
function optionsOf(labels: Record<string, MessageDescriptor>, i18n: I18n) {
  return Object.entries(labels).map(([value, label]) => ({ value, label: i18n._(label) }));
}

const EXPERIENCE_LABELS = {
  beginner: msg`Beginner: just starting out`,
  intermediate: msg`Intermediate: earning a little already`,
  advanced: msg`Advanced: growing an income stream`,
} satisfies Record<(typeof EXPERIENCE_LEVELS)[number], MessageDescriptor>;

export const experienceOptions = (i18n: I18n) => optionsOf(EXPERIENCE_LABELS, i18n);

/**
 * Common answers to "What is your situation now?", each stored as its English text (the profile editor takes any
 * text), shown in the page's language.
 */
const SITUATION_LABELS = {
  Studying: msg`Studying`,
  'Looking for work': msg`Looking for work`,
  'Working full time': msg`Working full time`,
  'Working part time or piece jobs': msg`Working part time or piece jobs`,
  'Running a small business': msg`Running a small business`,
  'Caring for family at home': msg`Caring for family at home`,
};

export const situationOptions = (i18n: I18n) => optionsOf(SITUATION_LABELS, i18n);

const AVAILABLE_TIME_LABELS = {
  flexible: msg`Flexible`,
  '1-2-hours-week': msg`1 to 2 hours a week`,
  '3-5-hours-week': msg`3 to 5 hours a week`,
  '6-plus-hours-week': msg`6 or more hours a week`,
  weekends: msg`Weekends only`,
  evenings: msg`Weekday evenings`,
};

export const availableTimeOptions = (i18n: I18n) => optionsOf(AVAILABLE_TIME_LABELS, i18n);

const LEARNING_STYLE_LABELS = {
  visual: msg`Visual: pictures, diagrams and videos`,
  'hands-on': msg`Hands-on: learning by doing`,
  reading: msg`Reading and writing`,
  listening: msg`Listening and talking it through`,
};

export const learningStyleOptions = (i18n: I18n) => optionsOf(LEARNING_STYLE_LABELS, i18n);

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
