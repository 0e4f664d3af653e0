import { env } from 'cloudflare:test';
import { storeImage } from '../../../worker/images/images.ts';
import { createUser, db, seedTaxonomy } from '../../../worker/test/factories.ts';
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
});

const menteeForm = () => ({ goals: 'Start a side income', preferredJourneyPath: 'creative-hustler' });

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
  { method: 'GET', path: '/api/mentor-connections', expect: { default: 200, visitor: 401 } },

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
