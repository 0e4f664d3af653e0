/**
 * What a visitor typed into the mentor application, kept in session storage while they sign in, so nothing typed
 * is lost on the way to the login page and back (the photo is not kept: it is re-chosen in a tap).
 */
import { inLanguageOrder } from '../../../../schema/contract/languages-rules.ts';
import { MENTOR_LIMITS } from '../../../../schema/contract/mentors-rules.ts';
import { EMPTY_MENTOR_VALUES, serviceChoiceOf, type MentorFormValues } from './mentor-form.ts';

export const APPLICATION_DRAFT_KEY = 'mentorApplicationDraft';

/** What the application keeps: every field it shows but the photo. */
export type ApplicationDraft = Pick<
  MentorFormValues,
  'name' | 'title' | 'journeyPaths' | 'categories' | 'languages' | 'experience' | 'location' | 'serviceType'
>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const slugs = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^[a-z0-9-]{1,60}$/.test(v)) : [];

/** A stored draft, checked field by field (storage is user-controlled); null when there is none. */
export function parseDraft(raw: string | null): ApplicationDraft | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    if (typeof data !== 'object' || data === null) return null;
    return {
      name: text(data.name, MENTOR_LIMITS.name),
      title: text(data.title, MENTOR_LIMITS.title),
      journeyPaths: slugs(data.journeyPaths),
      categories: slugs(data.categories),
      languages: Array.isArray(data.languages)
        ? inLanguageOrder(data.languages.filter((v): v is string => typeof v === 'string'))
        : [],
      experience: text(data.experience, MENTOR_LIMITS.experience),
      location: text(data.location, MENTOR_LIMITS.location) || EMPTY_MENTOR_VALUES.location,
      serviceType: serviceChoiceOf(text(data.serviceType, 20)),
    };
  } catch {
    return null;
  }
}

export function loadDraft(store: Store | null = sessionStore()): ApplicationDraft | null {
  try {
    return parseDraft(store?.getItem(APPLICATION_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(values: ApplicationDraft, store: Store | null = sessionStore()): void {
  const { name, title, journeyPaths, categories, languages, experience, location, serviceType } = values;
  const draft: ApplicationDraft = {
    name,
    title,
    journeyPaths,
    categories,
    languages,
    experience,
    location,
    serviceType,
  };
  try {
    store?.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the draft is simply not kept.
  }
}

export function clearDraft(store: Store | null = sessionStore()): void {
  try {
    store?.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // Nothing to do.
  }
}
