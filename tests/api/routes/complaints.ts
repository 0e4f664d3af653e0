import type { MatrixRoute } from './types.ts';

const complaint = () => ({
  fullName: 'Matrix Complainant',
  contactDetails: 'matrix@example.test',
  role: 'mentee',
  complaineeRole: 'mentor',
  complaineeName: 'Matrix Mentor',
  incidentDate: '2025-03-14',
  complaintDetails: 'A complaint with more than twenty characters of detail.',
  isConfirmed: true,
});

export const complaintsRoutes: MatrixRoute[] = [
  { method: 'POST', path: '/api/complaints', body: complaint, expect: { default: 201, visitor: 401 } },
  { method: 'GET', path: '/api/complaints/mine', expect: { default: 200, visitor: 401 } },
];
