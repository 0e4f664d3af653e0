/**
 * The mentor forms' rules, as pure functions: the application (`/become-mentor`, `POST /api/mentors`) and the
 * profile editor (`/edit-profile`, `PUT /api/mentors/profile`). Spec sections 3 and 5.
 *
 * The spec's texts and the limits come from schema/contract/mentors-rules.ts (zod-free, so no zod in these screens).
 */
import { DEFAULT_LOCATION, MENTOR_LIMITS, MENTOR_MESSAGES } from '../../../../schema/contract/mentors-rules.ts';
import type { Mentor, MentorProfileInput } from '../../../../schema/contract/mentors.ts';
import { fieldErrorsFromIssues, type ApiIssue } from '../../lib/api-client.ts';

/** Spec sections 5 and 8, word for word, plus the form's own texts. */
export const MENTOR_FORM_MESSAGES = {
  requiredTitle: 'Please fill required fields',
  nameAndTitleRequired: MENTOR_MESSAGES.nameAndTitleRequired,
  journeyRequired: MENTOR_MESSAGES.journeyRequired,
  categoryRequired: MENTOR_MESSAGES.categoryRequired,
  signedOut: MENTOR_MESSAGES.signedOut,
  skillsRequired: 'Please list at least one skill.',
  tooManySkills: 'At most 30 skills.',
  skillTooLong: 'Each skill must be at most 60 characters.',
  createFailedTitle: 'Error',
  createFailed: 'There was an error creating your profile. Please try again.',
  createdTitle: 'Profile Created!',
  created: 'Your mentor profile has been successfully created and is now live.',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Your mentor profile could not be saved. Please try again.',
  updatedTitle: 'Profile updated',
  updated: 'Your mentor profile has been saved.',
} as const;

/** Spec section 3: the application sends yearsOfFreedom fixed at 1. */
export const APPLICATION_YEARS_OF_FREEDOM = 1;
/** Spec section 9: from the confirmation back to / after 2 seconds. */
export const REDIRECT_AFTER_CREATE_MS = 2000;

export { MENTOR_LIMITS };

/** The form's words for the service type; the server stores 'coaching' as 'coach'. */
export type ServiceChoice = 'mentorship' | 'coaching' | 'both';
export const SERVICE_CHOICES: readonly { value: ServiceChoice; label: string; description: string }[] = [
  { value: 'mentorship', label: 'Mentorship', description: 'Free group sessions. Mentorship is always free.' },
  { value: 'coaching', label: 'Coaching', description: 'Paid one-on-one coaching. Pricing coming soon.' },
  { value: 'both', label: 'Both', description: 'Free group sessions and paid coaching (pricing coming soon).' },
];

export function serviceChoiceOf(serviceType: string | null | undefined): ServiceChoice {
  if (serviceType === 'coach' || serviceType === 'coaching') return 'coaching';
  if (serviceType === 'both') return 'both';
  return 'mentorship';
}

export type MentorField =
  | 'name'
  | 'title'
  | 'description'
  | 'journeyPaths'
  | 'categories'
  | 'skills'
  | 'experience'
  | 'location'
  | 'serviceType'
  | 'profileImage';

export type MentorFormErrors = Partial<Record<MentorField, string>>;

/** The order fields appear in: the first invalid one gets the focus. */
export const MENTOR_FIELD_ORDER: readonly MentorField[] = [
  'name',
  'title',
  'description',
  'journeyPaths',
  'categories',
  'skills',
  'experience',
  'location',
  'serviceType',
  'profileImage',
];

export function firstInvalidField(errors: MentorFormErrors): MentorField | undefined {
  return MENTOR_FIELD_ORDER.find((field) => errors[field]);
}

/** The checks both forms make (spec section 5): name and title, at least one journey path and one category. */
export function validateMentorBasics(values: {
  name: string;
  title: string;
  journeyPaths: readonly string[];
  categories: readonly string[];
}): MentorFormErrors {
  const errors: MentorFormErrors = {};
  if (!values.name.trim()) errors.name = MENTOR_FORM_MESSAGES.nameAndTitleRequired;
  if (!values.title.trim()) errors.title = MENTOR_FORM_MESSAGES.nameAndTitleRequired;
  if (values.journeyPaths.length === 0) errors.journeyPaths = MENTOR_FORM_MESSAGES.journeyRequired;
  if (values.categories.length === 0) errors.categories = MENTOR_FORM_MESSAGES.categoryRequired;
  return errors;
}

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

/** The profile editor requires skills (spec section 5); the server allows at most 30 of at most 60 characters. */
export function validateSkills(text: string): string | undefined {
  const skills = parseSkills(text);
  if (skills.length === 0) return MENTOR_FORM_MESSAGES.skillsRequired;
  if (skills.length > MENTOR_LIMITS.skills) return MENTOR_FORM_MESSAGES.tooManySkills;
  if (skills.some((skill) => skill.length > MENTOR_LIMITS.skill)) return MENTOR_FORM_MESSAGES.skillTooLong;
  return undefined;
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

export interface MentorApplicationValues {
  name: string;
  title: string;
  journeyPaths: string[];
  categories: string[];
  /** "Skills and experience": sent as `experience`. */
  experience: string;
  location: string;
  serviceType: ServiceChoice;
}

export const EMPTY_APPLICATION: MentorApplicationValues = {
  name: '',
  title: '',
  journeyPaths: [],
  categories: [],
  experience: '',
  location: DEFAULT_LOCATION,
  serviceType: 'mentorship',
};

/**
 * `POST /api/mentors` (spec section 3): journeyPath and category are the first chosen, skills are the chosen
 * categories' names; the full lists go along as journeyPaths/categories so nothing chosen is dropped.
 */
export function buildApplicationPayload(
  values: MentorApplicationValues,
  categoryOptions: readonly { slug: string; name: string }[],
  profileImage: string,
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
    skills: categoryNames,
    yearsOfFreedom: APPLICATION_YEARS_OF_FREEDOM,
    location: values.location.trim() || DEFAULT_LOCATION,
    profileImage,
    serviceType: values.serviceType,
  };
}

export interface MentorProfileValues {
  name: string;
  title: string;
  description: string;
  journeyPaths: string[];
  categories: string[];
  /** Comma-separated. */
  skills: string;
  experience: string;
  location: string;
  serviceType: ServiceChoice;
}

const commaList = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The editor's starting values from `GET /api/mentors/profile`. */
export function mentorValuesFromProfile(mentor: Partial<Mentor>): MentorProfileValues {
  return {
    name: mentor.name ?? '',
    title: mentor.title ?? '',
    description: mentor.description ?? '',
    journeyPaths: mentor.journeyPaths?.length ? [...mentor.journeyPaths] : commaList(mentor.journeyPath),
    categories: mentor.categories?.length ? [...mentor.categories] : commaList(mentor.category),
    skills: (mentor.skills ?? []).join(', '),
    experience: mentor.experience ?? '',
    location: mentor.location || DEFAULT_LOCATION,
    serviceType: serviceChoiceOf(mentor.serviceType),
  };
}

export function validateMentorProfile(values: MentorProfileValues): MentorFormErrors {
  const errors = validateMentorBasics(values);
  const skills = validateSkills(values.skills);
  if (skills) errors.skills = skills;
  return errors;
}

/**
 * `PUT /api/mentors/profile` (spec section 7): journeyPath and category as comma-and-space joined strings, plus
 * the lists. Every other field goes back as loaded, so a save never blanks what the form does not show.
 */
export function buildProfileUpdatePayload(
  values: MentorProfileValues,
  profileImage: string,
  yearsOfFreedom: number,
): MentorProfileInput {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    experience: values.experience.trim(),
    journeyPath: values.journeyPaths.join(', '),
    journeyPaths: [...values.journeyPaths],
    category: values.categories.join(', '),
    categories: [...values.categories],
    skills: parseSkills(values.skills),
    yearsOfFreedom,
    location: values.location.trim() || DEFAULT_LOCATION,
    profileImage,
    serviceType: values.serviceType,
  };
}

const ISSUE_FIELDS: Record<string, MentorField> = {
  name: 'name',
  title: 'title',
  description: 'description',
  experience: 'experience',
  journeyPath: 'journeyPaths',
  journeyPaths: 'journeyPaths',
  category: 'categories',
  categories: 'categories',
  skills: 'skills',
  location: 'location',
  serviceType: 'serviceType',
  profileImage: 'profileImage',
  yearsOfFreedom: 'experience',
};

/** The server's 400 issues (`path` like "skills.3") as errors beside the fields. */
export function errorsFromIssues(issues: readonly ApiIssue[] | undefined): MentorFormErrors {
  return fieldErrorsFromIssues(issues, (head) => ISSUE_FIELDS[head]);
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
