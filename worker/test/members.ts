import { createMentee, createMentor, createSubscriber, createUser, signIn } from './users.ts';
import type { MenteeProfileOverrides, MentorOverrides, UserOverrides } from './users.ts';

/**
 * Signed-in members of each role, each a fresh user (unique email and id) with the sign-in cookie a browser would
 * send. A test asks for the role it needs and adds only what is special to its route.
 */
async function withCookie<T extends { user: { id: string } }>(created: T): Promise<T & { cookie: string }> {
  return { ...created, cookie: await signIn(created.user.id) };
}

/** A signed-in member with no profile. */
export async function signedInMember(overrides: UserOverrides = {}) {
  return withCookie({ user: await createUser(overrides) });
}

/** `count` signed-in members, made at once (for queues, full sessions and concurrent requests). */
export const signedInMembers = (count: number) => Promise.all(Array.from({ length: count }, () => signedInMember()));

/** A signed-in admin. */
export const signedInAdmin = (overrides: UserOverrides = {}) => signedInMember({ ...overrides, role: 'admin' });

/** A signed-in member with a mentee profile; `profile` sets its fields. */
export const signedInMentee = async (overrides: UserOverrides = {}, profile: MenteeProfileOverrides = {}) =>
  withCookie(await createMentee(overrides, profile));

/** A signed-in mentor (free mentorship) with their profile; `{ serviceType: 'coach' }` makes a coach. */
export const signedInMentor = async (mentor: MentorOverrides = {}, user: UserOverrides = {}) =>
  withCookie(await createMentor({ serviceType: 'mentorship', ...mentor }, user));

/** A signed-in coach with their mentor profile. */
export const signedInCoach = (mentor: MentorOverrides = {}, user: UserOverrides = {}) =>
  signedInMentor({ ...mentor, serviceType: 'coach' }, user);

/** A signed-in mentee with an active coaching subscription. */
export const signedInSubscriber = async (overrides: UserOverrides = {}) =>
  withCookie(await createSubscriber(overrides));

export type SignedIn = Awaited<ReturnType<typeof signedInMember>>;

export const ROLES = ['visitor', 'mentee', 'mentor', 'coach', 'subscriber', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const SIGN_IN: Record<Exclude<Role, 'visitor'>, () => Promise<SignedIn>> = {
  mentee: () => signedInMentee(),
  mentor: () => signedInMentor(),
  coach: () => signedInCoach(),
  subscriber: () => signedInSubscriber(),
  admin: () => signedInAdmin(),
};

/** A fresh signed-in member of `role` (undefined for a visitor). */
export async function signedInAs(role: Role): Promise<SignedIn | undefined> {
  return role === 'visitor' ? undefined : SIGN_IN[role]();
}

/** The sign-in cookie for a fresh user of each role (undefined for a visitor). */
export async function cookieFor(role: Role): Promise<string | undefined> {
  return (await signedInAs(role))?.cookie;
}
