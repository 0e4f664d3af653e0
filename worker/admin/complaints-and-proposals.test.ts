import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  type AdminComplaint,
  type AdminComplaintPage,
  type AdminEventProposal,
  type AdminEventProposalPage,
} from '../../schema/contract/admin.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import { createComplaint, createEventProposal, createUser, signedInAdmin, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { noticesOf } from '../test/notices.ts';
import { auditRows } from '../test/admin.ts';

describe('the complaints inbox', () => {
  it('lists complaints newest first, by status, without their text; reads one in full', async () => {
    const { cookie } = await signedInAdmin();
    const complainant = await createUser();
    const older = await createComplaint(complainant.id);
    const newer = await createComplaint(complainant.id, { status: 'in_review' });

    const all = await (await api('/api/admin/complaints?limit=100', { cookie })).json<AdminComplaintPage>();
    const ids = all.items.map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(all.items[0]).not.toHaveProperty('complaintDetails');

    const inReview = await (await api('/api/admin/complaints?status=in_review', { cookie })).json<AdminComplaintPage>();
    expect(inReview.items.every((c) => c.status === 'in_review')).toBe(true);
    expect(inReview.items.map((c) => c.id)).toContain(newer.id);
    expect((await api('/api/admin/complaints?status=closed', { cookie })).status).toBe(400);

    const res = await api(`/api/admin/complaints/${older.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json<AdminComplaint>()).toMatchObject({
      id: older.id,
      complaintDetails: older.complaintDetails,
      contactDetails: older.contactDetails,
      complainant: { id: complainant.id, email: complainant.email },
    });
    expect((await api('/api/admin/complaints/999999', { cookie })).status).toBe(404);
  });

  it('needs an outcome note to resolve; the complainant is told the outcome; every change is audited', async () => {
    const { user: adminUser, cookie } = await signedInAdmin();
    const complainant = await signedInMember();
    const complaint = await createComplaint(complainant.user.id);
    const patch = (body: unknown) => api(`/api/admin/complaints/${complaint.id}`, { method: 'PATCH', body, cookie });

    const review = await patch({ status: 'in_review' });
    expect(review.status).toBe(200);
    expect(await review.json()).toMatchObject({ status: 'in_review', outcomeNote: null });
    expect(await noticesOf(complainant.user.id)).toEqual([]);

    for (const body of [{ status: 'resolved' }, { status: 'resolved', outcomeNote: '  ' }]) {
      const res = await patch(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: ADMIN_MESSAGES.outcomeNoteRequired,
        issues: [{ path: 'outcomeNote', message: ADMIN_MESSAGES.outcomeNoteRequired }],
      });
    }
    expect((await patch({ status: 'closed' })).status).toBe(400);

    const outcome = 'We spoke to the mentor and removed him from the platform.';
    const resolved = await patch({ status: 'resolved', outcomeNote: outcome });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ status: 'resolved', outcomeNote: outcome });

    const mine = await api('/api/complaints/mine', { cookie: complainant.cookie });
    expect((await mine.json<{ items: unknown[] }>()).items).toEqual([
      { id: complaint.id, createdAt: complaint.createdAt, status: 'resolved', outcomeNote: outcome },
    ]);
    const notices = await noticesOf(complainant.user.id);
    expect(notices).toEqual([expect.objectContaining({ kind: NOTIFICATION_KINDS.complaintResolved })]);
    expect(notices[0]!.text).toContain(outcome);
    expect(notices[0]!.text).not.toContain(complaint.complaintDetails);

    const audit = await auditRows('complaint', complaint.id);
    expect(audit.map((a) => [a.adminId, a.action, a.detail])).toEqual([
      [adminUser.id, 'complaint.status', JSON.stringify({ from: 'new', to: 'in_review' })],
      [adminUser.id, 'complaint.resolve', JSON.stringify({ from: 'in_review', to: 'resolved' })],
    ]);
    expect(
      (await api('/api/admin/complaints/999999', { method: 'PATCH', body: { status: 'new' }, cookie })).status,
    ).toBe(404);
  });
});

describe('event host proposals', () => {
  it('lists pending proposals oldest first with the proposer', async () => {
    const { cookie } = await signedInAdmin();
    const proposer = await createUser();
    const a = await createEventProposal(proposer.id);
    const b = await createEventProposal(proposer.id);
    await createEventProposal(proposer.id, { status: 'declined' });
    const page = await (await api('/api/admin/event-proposals?limit=100', { cookie })).json<AdminEventProposalPage>();
    const mine = page.items.filter((p) => p.proposer?.id === proposer.id);
    expect(mine.map((p) => p.id)).toEqual([a.id, b.id]);
    expect(mine[0]).toMatchObject({ title: a.title, status: 'pending', proposer: { email: proposer.email } });
    const declined = await (
      await api('/api/admin/event-proposals?status=declined', { cookie })
    ).json<AdminEventProposalPage>();
    expect(declined.items.every((p) => p.status === 'declined')).toBe(true);
  });

  it('accepts or declines once, tells the proposer, and audits', async () => {
    const { user: adminUser, cookie } = await signedInAdmin();
    const proposer = await signedInMember();
    const accepted = await createEventProposal(proposer.user.id);
    const declined = await createEventProposal(proposer.user.id);

    const res = await api(`/api/admin/event-proposals/${accepted.id}/accept`, { method: 'POST', body: {}, cookie });
    expect(res.status).toBe(200);
    expect(await res.json<AdminEventProposal>()).toMatchObject({
      id: accepted.id,
      status: 'accepted',
      reviewedAt: expect.any(String),
      reviewNote: null,
    });
    const note = 'A Saturday in March does not work; please propose April.';
    const dec = await api(`/api/admin/event-proposals/${declined.id}/decline`, {
      method: 'POST',
      body: { note },
      cookie,
    });
    expect(await dec.json()).toMatchObject({ status: 'declined', reviewNote: note });

    const again = await api(`/api/admin/event-proposals/${accepted.id}/decline`, { method: 'POST', body: {}, cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ADMIN_MESSAGES.proposalAlreadyReviewed });
    expect((await api('/api/admin/event-proposals/999999/accept', { method: 'POST', body: {}, cookie })).status).toBe(
      404,
    );
    expect(
      (await api(`/api/admin/event-proposals/${accepted.id}/approve`, { method: 'POST', body: {}, cookie })).status,
    ).toBe(404);

    const notices = await noticesOf(proposer.user.id);
    expect(notices.map((n) => n.kind)).toEqual([
      NOTIFICATION_KINDS.proposalAccepted,
      NOTIFICATION_KINDS.proposalDeclined,
    ]);
    expect(notices[1]!.text).toContain(note);
    expect((await auditRows('event_host_proposal', accepted.id)).map((a) => [a.adminId, a.action])).toEqual([
      [adminUser.id, 'event_proposal.accept'],
    ]);
    expect((await auditRows('event_host_proposal', declined.id)).map((a) => a.action)).toEqual([
      'event_proposal.decline',
    ]);
  });
});
