import type { MatrixRoute } from './types.ts';

const story = () => ({
  name: 'Matrix Person',
  beforeTitle: 'Job seeker',
  afterTitle: 'Runs a tutoring business',
  quote: 'Group sessions helped me start tutoring maths in my township.',
  incomeStreamsBefore: 0,
  incomeStreamsAfter: 1,
  profileImage: '',
  serviceType: 'mentorship',
});

export const storiesRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/success-stories', expect: { default: 200 } },
  { method: 'GET', path: '/api/success-stories?limit=2', expect: { default: 200 } },
  { method: 'GET', path: '/api/success-stories/impact', expect: { default: 200 } },
  { method: 'GET', path: '/api/success-stories/mine', expect: { default: 200, visitor: 401 } },
  { method: 'POST', path: '/api/success-stories', body: story, expect: { default: 201, visitor: 401 } },
];
