import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminEventDraft, type AdminEventDraftPage } from '../../schema/contract/admin.ts';
import { type Event } from '../../schema/contract/events.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import { events } from '../../schema/db/index.ts';
import { HttpError } from '../http/errors.ts';
import { db, hoursFromNow, signedInMember } from '../test/factories.ts';
import { api, ORIGIN } from '../test/http.ts';
import { publishEventDraft } from './event-drafts.ts';
import type { Problem } from '../test/request.ts';
import { saveDraft, publish, allIds, completeDetails, acceptedDraft } from '../test/event-drafts.ts';
import { auditRows } from '../test/admin.ts';
import { noticesOf } from '../test/notices.ts';

describe('completing a draft', () => {
  it('lists drafts oldest first with what the proposer wrote, and leaves published events out', async () => {
    const first = await acceptedDraft({ proposedDate: 'Early April', contactDetails: '082 555 0101' });
    const second = await acceptedDraft();
    const page = await (
      await api('/api/admin/event-drafts?limit=100', { cookie: first.admin.cookie })
    ).json<AdminEventDraftPage>();
    const ids = page.items.map((d) => d.id);
    expect(ids.indexOf(first.draft.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.draft.id)).toBeLessThan(ids.indexOf(second.draft.id));
    expect(page.items.find((d) => d.id === first.draft.id)).toMatchObject({
      title: first.proposal.title,
      hasFutureStart: false,
      proposal: { id: first.proposal.id, proposedDate: 'Early April', contactDetails: '082 555 0101' },
      host: { id: first.proposer.user.id, email: first.proposer.user.email },
    });

    await saveDraft(first.draft.id, completeDetails(), first.admin.cookie);
    expect((await publish(first.draft.id, first.admin.cookie)).status).toBe(200);
    const after = await (
      await api('/api/admin/event-drafts?limit=100', { cookie: first.admin.cookie })
    ).json<AdminEventDraftPage>();
    expect(after.items.map((d) => d.id)).not.toContain(first.draft.id);
    expect(after.items.map((d) => d.id)).toContain(second.draft.id);
  });

  it('saves every detail, read as Johannesburg time, and audits it', async () => {
    const { admin, draft } = await acceptedDraft();
    const details = completeDetails({ priceCents: 15_000, maxAttendees: 25 });
    const res = await saveDraft(draft.id, details, admin.cookie);
    expect(res.status).toBe(200);
    const saved = await res.json<AdminEventDraft>();
    const day = details.scheduledAt.slice(0, 10);
    expect(saved).toMatchObject({
      id: draft.id,
      title: 'Soweto makers market',
      type: 'networking',
      scheduledAt: `${day}T16:00:00.000Z`,
      endTime: `${day}T19:00:00.000Z`,
      hasFutureStart: true,
      location: 'Johannesburg',
      address: 'Soweto Library, Chris Hani Road',
      maxAttendees: 25,
      priceCents: 15_000,
    });
    const [row] = await db.select().from(events).where(eq(events.id, draft.id));
    expect(row).toMatchObject({ isDraft: true, scheduledAt: `${day}T16:00:00.000Z`, priceCents: 15_000 });
    expect((await auditRows('event', draft.id)).map((a) => [a.adminId, a.action])).toEqual([
      [admin.user.id, 'event_draft.update'],
    ]);
  });

  it('refuses impossible details beside their fields, unknown drafts, and published events', async () => {
    const { admin, draft } = await acceptedDraft();
    const problems = async (body: unknown) => {
      const res = await saveDraft(draft.id, body, admin.cookie);
      expect(res.status).toBe(400);
      return (await res.json<Problem>()).issues?.map((issue) => [issue.path, issue.message]);
    };
    expect(await problems(completeDetails({ scheduledAt: hoursFromNow(-1) }))).toEqual([
      ['scheduledAt', ADMIN_MESSAGES.draftStartFuture],
    ]);
    expect(await problems(completeDetails({ scheduledAt: '2030-02-30T10:00' }))).toEqual([
      ['scheduledAt', ADMIN_MESSAGES.draftStart],
    ]);
    const details = completeDetails();
    expect(await problems({ ...details, endTime: details.scheduledAt })).toEqual([
      ['endTime', ADMIN_MESSAGES.draftEnd],
    ]);
    expect(
      await problems(
        completeDetails({ title: ' ', maxAttendees: 0, priceCents: 10.5, location: '', type: 'gala' as 'other' }),
      ),
    ).toEqual([
      ['title', ADMIN_MESSAGES.draftTitle],
      ['type', ADMIN_MESSAGES.draftType],
      ['location', ADMIN_MESSAGES.draftLocation],
      ['maxAttendees', ADMIN_MESSAGES.draftCapacity],
      ['priceCents', ADMIN_MESSAGES.draftPrice],
    ]);
    const [unchanged] = await db.select().from(events).where(eq(events.id, draft.id));
    expect(unchanged!.title).toBe(draft.title);

    const missing = await saveDraft(999_999, completeDetails(), admin.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: ADMIN_MESSAGES.draftNotFound });

    await saveDraft(draft.id, completeDetails(), admin.cookie);
    await publish(draft.id, admin.cookie);
    const published = await saveDraft(draft.id, completeDetails({ title: 'Changed after publishing' }), admin.cookie);
    expect(published.status).toBe(409);
    expect(await published.json()).toEqual({ message: ADMIN_MESSAGES.draftAlreadyPublished });
  });
});

describe('publishing a draft', () => {
  it('needs a start in the future first, then makes it public, open for registration, and tells the host', async () => {
    const { admin, proposer, draft } = await acceptedDraft();
    const early = await publish(draft.id, admin.cookie);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: ADMIN_MESSAGES.draftNeedsStart });

    await saveDraft(draft.id, completeDetails({ maxAttendees: 2 }), admin.cookie);
    const res = await publish(draft.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json<Event>()).toMatchObject({
      id: draft.id,
      title: 'Soweto makers market',
      status: 'scheduled',
      maxAttendees: 2,
      currentAttendees: 0,
      isFree: true,
    });

    expect(await allIds('/api/events?upcoming=true')).toContain(draft.id);
    expect((await api(`/api/events/${draft.id}`)).status).toBe(200);
    const member = await signedInMember();
    expect((await api(`/api/events/${draft.id}/register`, { method: 'POST', cookie: member.cookie })).status).toBe(201);
    const page = await (await api('/events')).text();
    expect(page).toContain('Soweto makers market');

    const notices = await noticesOf(proposer.user.id);
    expect(notices.map((n) => [n.kind, n.link])).toEqual([
      [NOTIFICATION_KINDS.proposalAccepted, '/events'],
      [NOTIFICATION_KINDS.proposalPublished, `/events?event=${draft.id}`],
    ]);
    expect((await auditRows('event', draft.id)).map((a) => a.action)).toEqual([
      'event_draft.update',
      'event_draft.publish',
    ]);

    const again = await publish(draft.id, admin.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ADMIN_MESSAGES.draftAlreadyPublished });
    expect((await publish(999_999, admin.cookie)).status).toBe(404);
  });

  it('publishes once under concurrent publishes: one 200, one audit row, one notice', async () => {
    const { admin, proposer, draft } = await acceptedDraft();
    await saveDraft(draft.id, completeDetails(), admin.cookie);
    // Side by side, each reads the event as a draft before any of them writes (see the concurrent accepts).
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        publishEventDraft(
          { db, viewer: null, origin: ORIGIN, now: new Date() },
          { id: draft.id, adminId: admin.user.id },
        ).then(
          () => 200,
          (err: unknown) => (err instanceof HttpError ? err.status : Promise.reject(err)),
        ),
      ),
    );
    expect(outcomes.sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await auditRows('event', draft.id)).filter((a) => a.action === 'event_draft.publish')).toHaveLength(1);
    expect(
      (await noticesOf(proposer.user.id)).filter((n) => n.kind === NOTIFICATION_KINDS.proposalPublished),
    ).toHaveLength(1);
  });
});
