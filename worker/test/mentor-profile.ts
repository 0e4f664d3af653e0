import { api } from './http.ts';

/** The create form's payload, spec section 3. */
export const formPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lerato Molefe',
  title: 'Caterer and baker',
  description: '',
  experience: 'Catering for weddings, pricing, food safety certificates',
  journeyPath: 'creative-hustler',
  category: 'business',
  skills: ['business', 'consulting'],
  yearsOfFreedom: 1,
  location: '',
  profileImage: '',
  serviceType: 'mentorship',
  languages: ['xh', 'en'],
  ...overrides,
});

export const postMentor = (cookie: string | undefined, body: unknown) =>
  api('/api/mentors', { method: 'POST', body, cookie });
export const putProfile = (cookie: string | undefined, body: unknown) =>
  api('/api/mentors/profile', { method: 'PUT', body, cookie });
