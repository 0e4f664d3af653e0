/**
 * The mentor profile form's values, texts and request bodies, for both screens that show it (spec sections 3, 5
 * and 7): the application (`/become-mentor`, `POST /api/mentors`) and the profile editor (`/edit-profile`,
 * `PUT /api/mentors/profile`). Its rules are the contract's MentorProfileInputSchema, which the form kit runs
 * before sending; `checkMentorForm` holds the little the screens ask for on top.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inLanguageOrder, type LanguageCode } from '../../../../schema/contract/languages-rules.ts';
import { DEFAULT_LOCATION, MENTOR_LIMITS } from '../../../../schema/contract/mentors-rules.ts';
import type { Mentor, MentorProfileInput } from '../../../../schema/contract/mentors.ts';
import type { FieldSpec } from '../../components/form/field-spec.ts';
import type { FieldErrors } from '../../components/form/form-errors.ts';
import { NO_PHOTO, photoFromUrl, type Photo } from '../../components/form/photo-field.tsx';

/**
 * The screens' own texts (toasts, and the form's alert titles), shown with the render's `t`; the rules' messages are
 * the contract's.
 */
export const MENTOR_FORM_MESSAGES = {
  authRequiredTitle: msg`Authentication Required`,
  /** The contract's MENTOR_MESSAGES.signedOut, word for word. */
  signedOut: msg`You need to create an account before submitting your mentor profile.`,
  skillsRequired: msg`Please list at least one skill.`,
  createFailedTitle: msg`Error`,
  createFailed: msg`There was an error creating your profile. Please try again.`,
  updateFailedTitle: msg`Update Failed`,
  updateFailed: msg`Your mentor profile could not be saved. Please try again.`,
  updatedTitle: msg`Profile updated`,
  updated: msg`Your mentor profile has been saved.`,
} as const;

/** Spec section 3: the application sends yearsOfFreedom fixed at 1. */
export const APPLICATION_YEARS_OF_FREEDOM = 1;
/** Spec section 9: from the confirmation back to / after 2 seconds. */
export const REDIRECT_AFTER_CREATE_MS = 2000;

/** The form's words for the service type; the server stores 'coaching' as 'coach'. */
export type ServiceChoice = 'mentorship' | 'coaching' | 'both';
export const SERVICE_CHOICES: readonly {
  value: ServiceChoice;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  { value: 'mentorship', label: msg`Mentorship`, description: msg`Free group sessions. Mentorship is always free.` },
  {
    value: 'coaching',
    label: msg`Coaching`,
    description: msg`Paid one-on-one calls: subscribers pay monthly, and you set your hours in Calendar Management.`,
  },
  {
    value: 'both',
    label: msg`Both`,
    description: msg`Free group sessions, and paid one-on-one calls you set the hours for in Calendar Management.`,
  },
];

export function serviceChoiceOf(serviceType: string | null | undefined): ServiceChoice {
  if (serviceType === 'coach' || serviceType === 'coaching') return 'coaching';
  if (serviceType === 'both') return 'both';
  return 'mentorship';
}

/** Which screen the form serves: the application or the profile editor. */
export type MentorFormMode = 'apply' | 'edit';

export interface MentorFormValues {
  name: string;
  title: string;
  /** The editor's "About you"; the application builds it from the categories. */
  description: string;
  journeyPaths: string[];
  categories: string[];
  /** Official language codes: one or more. */
  languages: LanguageCode[];
  /** The editor's comma-separated skills; the application sends the chosen categories' names. */
  skills: string;
  /** "Skills and experience" on the application. */
  experience: string;
  location: string;
  serviceType: ServiceChoice;
  profileImage: Photo;
}

export type MentorField = keyof MentorFormValues;

/** A field's spec with its words still to be put in the reader's language (`fieldSpecsIn`). */
export type FieldSpecWords = Omit<FieldSpec, 'label' | 'hint'> & { label: MessageDescriptor; hint?: MessageDescriptor };

/** A spec of `FieldSpecWords` once its words are in the reader's language. */
type SpecIn<Spec> = { [Key in keyof Spec]: Spec[Key] extends MessageDescriptor ? string : Spec[Key] };

/** Specs with their label and hint in the render's language, each spec's other attributes kept as they are. */
export function fieldSpecsIn<Specs extends Record<string, FieldSpecWords>>(
  specs: Specs,
  i18n: I18n,
): { [Field in keyof Specs]: SpecIn<Specs[Field]> } {
  return Object.fromEntries(
    Object.entries(specs).map(([field, { label, hint, ...rest }]) => [
      field,
      { ...rest, label: i18n._(label), ...(hint ? { hint: i18n._(hint) } : {}) },
    ]),
  ) as { [Field in keyof Specs]: SpecIn<Specs[Field]> };
}

/** What the two screens say alike. */
const SHARED_SPECS = {
  name: { label: msg`Full name`, required: true, autoComplete: 'name', maxLength: MENTOR_LIMITS.name },
  description: {
    label: msg`About you`,
    hint: msg`The short introduction on your mentor card.`,
    maxLength: MENTOR_LIMITS.description,
    rows: 3,
  },
  languages: {
    label: msg`Languages you mentor in`,
    hint: msg`South Africa's official languages: one or more.`,
    required: true,
  },
  skills: {
    label: msg`Skills`,
    hint: msg`Separate skills with commas, e.g. Pricing, Social media marketing, Bookkeeping.`,
    required: true,
    rows: 2,
  },
} satisfies Partial<Record<MentorField, FieldSpecWords>>;

const TITLE = { label: msg`Title`, required: true, autoComplete: 'organization-title', maxLength: MENTOR_LIMITS.title };
const LOCATION = { label: msg`Location`, autoComplete: 'address-level2', maxLength: MENTOR_LIMITS.location };

/**
 * What each screen's own fields say and allow, with the contract's limits; the lists of journey paths and
 * categories, the photo and the service type say it themselves. Shown through `fieldSpecsIn`.
 */
export const MENTOR_FIELD_SPECS = {
  apply: {
    ...SHARED_SPECS,
    title: { ...TITLE, hint: msg`What you do, e.g. Owner, Kasi Crafts or Freelance web developer.` },
    experience: {
      label: msg`Skills and experience`,
      hint: msg`What have you built, and what can you teach? For example: I run a catering business from home and can teach pricing, suppliers and word-of-mouth marketing.`,
      rows: 5,
      required: true,
      maxLength: MENTOR_LIMITS.experience,
    },
    location: { ...LOCATION, hint: msg`Your town or city. Leave it as South Africa if you prefer.` },
  },
  edit: {
    ...SHARED_SPECS,
    title: TITLE,
    experience: {
      label: msg`Experience`,
      hint: msg`What you have built, and what you can teach.`,
      rows: 4,
      maxLength: MENTOR_LIMITS.experience,
    },
    location: LOCATION,
  },
} satisfies Record<MentorFormMode, Partial<Record<MentorField, FieldSpecWords>>>;

/** Each screen's fields in the order it shows them: the first invalid one gets the focus. */
export const MENTOR_FIELDS: Record<MentorFormMode, readonly MentorField[]> = {
  apply: [
    'name',
    'title',
    'journeyPaths',
    'categories',
    'languages',
    'experience',
    'location',
    'profileImage',
    'serviceType',
  ],
  edit: [
    'name',
    'title',
    'description',
    'journeyPaths',
    'categories',
    'languages',
    'skills',
    'experience',
    'location',
    'profileImage',
    'serviceType',
  ],
};

export const EMPTY_MENTOR_VALUES: MentorFormValues = {
  name: '',
  title: '',
  description: '',
  journeyPaths: [],
  categories: [],
  languages: [],
  skills: '',
  experience: '',
  location: DEFAULT_LOCATION,
  serviceType: 'mentorship',
  profileImage: NO_PHOTO,
};

/** A comma-separated skills text as a list: trimmed, empty parts dropped, repeats (any case) dropped. */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const skill = part.trim().replace(/\s+/g, ' ');
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The application's description, built from the chosen categories (spec section 3). */
export function buildDescription(categoryNames: readonly string[]): string {
  if (categoryNames.length === 0) return '';
  return `Mentor in ${joinWords(categoryNames)}, hosting free group sessions for people building their own income.`;
}

/** Slugs to their names, in the order chosen; a slug with no known name stands for itself. */
export function namesOf(slugs: readonly string[], options: readonly { slug: string; name: string }[]): string[] {
  return slugs.map((slug) => options.find((option) => option.slug === slug)?.name ?? slug);
}

/**
 * The picture as the body carries it before sending: the stored (or already uploaded) URL, else ''. A newly
 * chosen picture is uploaded as the request goes out (`photoPayload`).
 */
function photoUrl(photo: Photo): string {
  if (photo.kind === 'stored') return photo.url;
  return photo.kind === 'new' ? (photo.uploadedUrl ?? '') : '';
}

/**
 * `POST /api/mentors` (spec section 3): journeyPath and category are the first chosen, skills are the chosen
 * categories' names; the full lists go along as journeyPaths/categories so nothing chosen is dropped.
 */
export function toApplicationInput(
  values: MentorFormValues,
  categoryOptions: readonly { slug: string; name: string }[],
): MentorProfileInput {
  const categoryNames = namesOf(values.categories, categoryOptions);
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    description: buildDescription(categoryNames),
    experience: values.experience.trim(),
    journeyPath: values.journeyPaths[0] ?? '',
    journeyPaths: [...values.journeyPaths],
    category: values.categories[0] ?? '',
    categories: [...values.categories],
    languages: inLanguageOrder(values.languages),
    skills: categoryNames,
    yearsOfFreedom: APPLICATION_YEARS_OF_FREEDOM,
    location: values.location.trim() || DEFAULT_LOCATION,
    profileImage: photoUrl(values.profileImage),
    serviceType: values.serviceType,
  };
}

const commaList = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The editor's starting values from `GET /api/mentors/profile`. */
export function mentorValuesFromProfile(mentor: Partial<Mentor>): MentorFormValues {
  return {
    name: mentor.name ?? '',
    title: mentor.title ?? '',
    description: mentor.description ?? '',
    journeyPaths: mentor.journeyPaths?.length ? [...mentor.journeyPaths] : commaList(mentor.journeyPath),
    categories: mentor.categories?.length ? [...mentor.categories] : commaList(mentor.category),
    languages: inLanguageOrder(mentor.languages ?? []),
    skills: (mentor.skills ?? []).join(', '),
    experience: mentor.experience ?? '',
    location: mentor.location || DEFAULT_LOCATION,
    serviceType: serviceChoiceOf(mentor.serviceType),
    profileImage: photoFromUrl(mentor.profileImage),
  };
}

/**
 * `PUT /api/mentors/profile` (spec section 7): journeyPath and category as comma-and-space joined strings, plus
 * the lists. yearsOfFreedom goes back as loaded, so a save never changes what the form does not show.
 */
export function toProfileInput(values: MentorFormValues, yearsOfFreedom: number): MentorProfileInput {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    experience: values.experience.trim(),
    journeyPath: values.journeyPaths.join(', '),
    journeyPaths: [...values.journeyPaths],
    category: values.categories.join(', '),
    categories: [...values.categories],
    languages: inLanguageOrder(values.languages),
    skills: parseSkills(values.skills),
    yearsOfFreedom,
    location: values.location.trim() || DEFAULT_LOCATION,
    profileImage: photoUrl(values.profileImage),
    serviceType: values.serviceType,
  };
}

/** Request-body keys shown by a field of another name. */
const INPUT_FIELDS: Partial<Record<string, MentorField>> = { journeyPath: 'journeyPaths', category: 'categories' };

/** The field beside which a problem with a body key goes on this screen (none: the form's alert). */
export function mentorFieldOf(mode: MentorFormMode) {
  return (key: string): MentorField | undefined => {
    const field = INPUT_FIELDS[key] ?? (key as MentorField);
    return MENTOR_FIELDS[mode].includes(field) ? field : undefined;
  };
}

/** What the editor asks on top of the contract (spec section 5): skills (the API does not require them). */
export function checkMentorForm(mode: MentorFormMode, values: MentorFormValues, i18n: I18n): FieldErrors<MentorField> {
  return mode === 'edit' && parseSkills(values.skills).length === 0
    ? { skills: i18n._(MENTOR_FORM_MESSAGES.skillsRequired) }
    : {};
}

/** Options for a checkbox list, keeping chosen values the server no longer lists (they are not dropped silently). */
export function optionsWithChosen(
  options: readonly { slug: string; name: string }[],
  chosen: readonly string[],
): { value: string; label: string }[] {
  const list = options.map((option) => ({ value: option.slug, label: option.name }));
  for (const slug of chosen) if (!list.some((option) => option.value === slug)) list.push({ value: slug, label: slug });
  return list;
}
