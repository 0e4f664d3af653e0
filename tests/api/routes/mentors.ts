import { env } from 'cloudflare:test';
import { storeImage } from '../../../worker/images/images.ts';
import type { Mentor } from '../../../schema/contract/mentors.ts';
import { connectMentee, createMentor, createUser, db, seedTaxonomy } from '../../../worker/test/factories.ts';
import { api } from '../../../worker/test/http.ts';
import type { MatrixRoute } from './types.ts';

/** The mentor form's payload (spec section 3). */
const mentorForm = () => ({
  name: 'Matrix Mentor',
  title: 'Side-hustle strategist',
  journeyPath: 'creative-hustler',
  category: 'business',
  skills: ['business'],
  profileImage: '',
  serviceType: 'mentorship',
  languages: ['zu', 'en'],
});

const menteeForm = () => ({
  goals: 'Start a side income',
  preferredJourneyPath: 'creative-hustler',
  languages: ['st', 'en'],
});

/** The signed-in caller's mentor profile id, or null (no profile, or a visitor). */
async function ownMentorId(cookie: string | undefined): Promise<number | null> {
  if (!cookie) return null;
  const status = await (await api('/api/auth/user/mentor-status', { cookie })).json<{ mentorProfile: Mentor | null }>();
  return status.mentorProfile?.id ?? null;
}

/** The signed-in caller's user id, or null for a visitor. */
async function userIdOf(cookie: string | undefined): Promise<string | null> {
  if (!cookie) return null;
  return (await (await api('/api/auth/user', { cookie })).json<{ id: string }>()).id;
}

/** A GIF is plain ASCII, so the matrix's string body carries its bytes unchanged. */
const GIF = 'GIF89a\x01\x00\x01\x00\x00\x00\x00;';

/** Roles that hold a mentor profile (cookieFor makes one for mentor and coach). */
const onlyMentors = (status: number, others: number) => ({
  default: others,
  visitor: 401,
  mentor: status,
  coach: status,
});

export const mentorRoutes: MatrixRoute[] = [
  // Public reads.
  { method: 'GET', path: '/api/mentors', expect: { default: 200 } },
  {
    method: 'GET',
    path: '/api/mentors?search=mentor&category=business&journey=freelancer&limit=5',
    expect: { default: 200 },
  },
  { method: 'GET', path: '/api/mentors?cursor=not-a-cursor', expect: { default: 400 } },
  { method: 'GET', path: '/api/mentors?language=zu', expect: { default: 200 } },
  {
    method: 'GET',
    path: (ctx) => `/api/mentors/${ctx.mentorId}`,
    prepare: async (ctx) => {
      ctx.mentorId = (await createMentor()).mentor.id;
    },
    expect: { default: 200 },
  },
  { method: 'GET', path: '/api/mentors/999999', expect: { default: 404 } },
  { method: 'GET', path: '/api/mentors?category=business&language=sfs', expect: { default: 200 } },
  { method: 'GET', path: '/api/mentors?language=klingon', expect: { default: 400 } },
  { method: 'GET', path: '/api/journey-paths', expect: { default: 200 } },
  { method: 'GET', path: '/api/categories', expect: { default: 200 } },
  { method: 'GET', path: '/api/stats/users', expect: { default: 200 } },

  // The signed-in user's own profiles.
  { method: 'GET', path: '/api/mentors/profile', expect: onlyMentors(200, 404) },
  {
    method: 'GET',
    path: '/api/mentee-profile',
    expect: { default: 404, visitor: 401, mentee: 200, subscriber: 200 },
  },
  // Fresh accounts: creating a profile must not change what the rows above see. The forms name the spec's
  // categories and journeys, so those must exist.
  {
    method: 'POST',
    path: '/api/mentors',
    body: mentorForm,
    prepare: seedTaxonomy,
    freshSession: true,
    expect: onlyMentors(409, 201),
  },
  {
    method: 'PUT',
    path: '/api/mentors/profile',
    body: mentorForm,
    prepare: seedTaxonomy,
    freshSession: true,
    expect: onlyMentors(200, 404),
  },
  {
    // Languages are required: none is a 400 for everyone signed in (validation runs after the sign-in check).
    method: 'POST',
    path: '/api/mentors',
    body: () => ({ ...mentorForm(), languages: [] }),
    prepare: seedTaxonomy,
    freshSession: true,
    expect: { default: 400, visitor: 401 },
  },
  {
    // An edit may leave the languages out (they are kept), but may not send none.
    method: 'PUT',
    path: '/api/mentors/profile',
    body: () => ({ ...mentorForm(), languages: [] }),
    prepare: seedTaxonomy,
    freshSession: true,
    expect: { default: 400, visitor: 401 },
  },
  {
    method: 'PUT',
    path: '/api/mentee-profile',
    body: menteeForm,
    prepare: seedTaxonomy,
    freshSession: true,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/mentee-profile',
    body: menteeForm,
    prepare: seedTaxonomy,
    freshSession: true,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'PUT',
    path: '/api/mentee-profile',
    body: () => ({ ...menteeForm(), languages: ['klingon'] }),
    expect: { default: 400, visitor: 401 },
  },
  { method: 'GET', path: '/api/mentors/recommended', expect: { default: 200, visitor: 401 } },
  {
    method: 'GET',
    path: '/api/mentors/recommended?limit=13',
    whoDiffers: 'a malformed query is 400 for everyone, before the caller check',
    expect: { default: 400 },
  },

  // Mentor connections (decision 014): Connect, either side ending one, a mentor's connected mentees.
  { method: 'GET', path: '/api/mentor-connections', expect: { default: 200, visitor: 401 } },
  {
    method: 'POST',
    path: '/api/mentor-connections',
    prepare: async (ctx) => {
      ctx.mentorId = (await createMentor()).mentor.id;
    },
    body: (ctx) => ({ mentorId: ctx.mentorId }),
    expect: { default: 201, visitor: 401 },
  },
  {
    // The caller's own mentor profile (mentors, coaches) is refused; anyone else gets a fresh mentor.
    method: 'POST',
    path: '/api/mentor-connections',
    prepare: async (ctx, cookie) => {
      ctx.mentorId = (await ownMentorId(cookie)) ?? (await createMentor()).mentor.id;
    },
    body: (ctx) => ({ mentorId: ctx.mentorId }),
    expect: { default: 201, visitor: 401, mentor: 403, coach: 403 },
  },
  {
    method: 'POST',
    path: '/api/mentor-connections',
    body: () => ({ mentorId: 999_999 }),
    expect: { default: 404, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/mentor-connections',
    body: () => ({ mentorId: 'x' }),
    expect: { default: 400, visitor: 401 },
  },
  {
    method: 'GET',
    path: '/api/mentor-connections/mentees',
    expect: { default: 403, visitor: 401, mentor: 200, coach: 200 },
  },
  {
    // The caller's own connection, as the mentee.
    method: 'DELETE',
    path: (ctx) => `/api/mentor-connections/${ctx.connectionId}`,
    prepare: async (ctx, cookie) => {
      const { mentor } = await createMentor();
      const menteeId = (await userIdOf(cookie)) ?? (await createUser()).id;
      ctx.connectionId = (await connectMentee(menteeId, mentor.id)).id;
    },
    expect: { default: 200, visitor: 401 },
  },
  {
    // A connection to the caller's mentor profile (mentors end it from their side); for anyone else, a stranger's.
    method: 'DELETE',
    path: (ctx) => `/api/mentor-connections/${ctx.connectionId}`,
    prepare: async (ctx, cookie) => {
      const mentorId = (await ownMentorId(cookie)) ?? (await createMentor()).mentor.id;
      ctx.connectionId = (await connectMentee((await createUser()).id, mentorId)).id;
    },
    expect: { default: 404, visitor: 401, mentor: 200, coach: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/mentor-connections/x',
    whoDiffers: 'a malformed id is 400 for everyone, before the caller check',
    expect: { default: 400 },
  },

  // Images: uploads need an account; files are public.
  { method: 'POST', path: '/api/images', body: () => GIF, expect: { default: 201, visitor: 401 } },
  {
    method: 'GET',
    path: (ctx) => ctx.imageUrl as string,
    prepare: async (ctx) => {
      const owner = await createUser();
      const bytes = new TextEncoder().encode(GIF);
      ctx.imageUrl = (await storeImage({ db, bucket: env.IMAGES }, owner.id, bytes)).url;
    },
    expect: { default: 200 },
  },
  { method: 'GET', path: '/images/0123456789abcdef0123456789abcdef', expect: { default: 404 } },
];
