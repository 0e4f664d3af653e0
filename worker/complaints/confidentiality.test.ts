import { describe, expect, it } from 'vitest';
import { createUser, db, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { successStories } from '../../schema/db/index.ts';

/**
 * Complaints are confidential: their text reaches admins only. A unique marker is put in every free-text field
 * of a complaint, then every non-admin route of stories, complaints and notifications is called as the
 * complainant, as the person complained about, as another member and as a visitor (before and after the admin
 * resolves it); no answer may contain the marker.
 */
describe('complaint confidentiality', () => {
  it('never returns complaint text from any non-admin route', async () => {
    const marker = `MARKER-${crypto.randomUUID()}`;
    const complainant = await createUser();
    const complainee = await createUser({ firstName: 'Sipho', lastName: 'Ndlovu' });
    const bystander = await createUser();
    const admin = await createUser({ role: 'admin' });
    const cookies = {
      complainant: await signIn(complainant.id),
      complainee: await signIn(complainee.id),
      bystander: await signIn(bystander.id),
      admin: await signIn(admin.id),
    };
    await db.insert(successStories).values({
      userId: complainant.id,
      name: 'Published story',
      beforeTitle: 'Before',
      afterTitle: 'After',
      quote: 'A story in the gallery.',
      incomeStreamsBefore: 0,
      incomeStreamsAfter: 1,
      status: 'published',
    });

    const filed = await api('/api/complaints', {
      method: 'POST',
      cookie: cookies.complainant,
      body: {
        fullName: `Lerato ${marker}`,
        contactDetails: `lerato+${marker}@example.test`,
        role: 'mentee',
        complaineeRole: 'mentor',
        complaineeName: `Sipho Ndlovu ${marker}`,
        incidentDate: '2025-03-14',
        complaintDetails: `He asked me for money after the session. ${marker}`,
        supportingEvidence: `Screenshots ${marker}`,
        isConfirmed: true,
      },
    });
    expect(filed.status).toBe(201);
    const receipt = await filed.json<{ id: number; status: string }>();
    expect(receipt).toEqual({ id: expect.any(Number), status: 'new' });

    const routes: { method: string; path: string; body?: unknown }[] = [
      { method: 'GET', path: '/api/success-stories' },
      { method: 'GET', path: '/api/success-stories?limit=2' },
      { method: 'GET', path: '/api/success-stories/impact' },
      { method: 'GET', path: '/api/success-stories/mine' },
      { method: 'GET', path: '/api/complaints/mine' },
      { method: 'GET', path: '/api/notifications' },
      { method: 'POST', path: '/api/notifications/read-all' },
      { method: 'GET', path: `/api/admin/complaints/${receipt.id}` },
      { method: 'GET', path: '/api/admin/complaints' },
    ];

    const sweep = async (label: string) => {
      for (const [who, cookie] of [
        ['complainant', cookies.complainant],
        ['complainee', cookies.complainee],
        ['bystander', cookies.bystander],
        ['visitor', undefined],
      ] as const) {
        for (const route of routes) {
          const res = await api(route.path, { method: route.method, body: route.body, cookie });
          const text = await res.text();
          expect(text, `${label}: ${who} ${route.method} ${route.path}`).not.toContain(marker);
        }
        // Filing another complaint answers only a receipt.
        if (cookie) {
          const again = await api('/api/complaints', {
            method: 'POST',
            cookie,
            body: {
              fullName: 'Someone',
              contactDetails: '0821234567',
              role: 'mentor',
              complaineeRole: 'mentee',
              complaineeName: 'Someone else',
              incidentDate: '2025-03-14',
              complaintDetails: 'Another complaint with enough detail in it.',
              isConfirmed: true,
            },
          });
          expect(await again.text()).not.toContain(marker);
        }
      }
    };

    await sweep('while new');
    const resolved = await api(`/api/admin/complaints/${receipt.id}`, {
      method: 'PATCH',
      cookie: cookies.admin,
      body: { status: 'resolved', outcomeNote: 'The mentor has been removed from the platform.' },
    });
    expect(resolved.status).toBe(200);
    // Admins do read it.
    expect(await resolved.text()).toContain(marker);
    await sweep('after resolution');

    const mine = await api('/api/complaints/mine', { cookie: cookies.complainant });
    expect(await mine.json()).toMatchObject({
      items: expect.arrayContaining([
        { id: receipt.id, createdAt: expect.any(String), status: 'resolved', outcomeNote: expect.any(String) },
      ]),
    });
  });
});
