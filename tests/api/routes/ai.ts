import type { MatrixRoute } from './types.ts';

// Every role is a fresh member, so the quotas never interfere; the offline advisor answers (no provider in tests).
export const aiRoutes: MatrixRoute[] = [
  {
    method: 'POST',
    path: '/api/ai/generate-template',
    body: () => ({ templateType: 'business-plan', businessInfo: { businessName: 'Matrix Cafe' } }),
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/ai/market-intelligence',
    body: () => ({ location: 'Polokwane', skills: ['Agriculture'] }),
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/ai/micro-learning',
    body: () => ({ goal: 'Keep simple books' }),
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/ai/income-chat',
    body: () => ({ message: 'Where do I start?' }),
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'GET',
    path: '/api/ai/completed-lessons',
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/ai/completed-lessons',
    // The same lesson for every role: each role is its own member, so each first completion is new.
    body: () => ({ lessonId: 'price-your-service' }),
    expect: { default: 201, visitor: 401 },
  },
];
