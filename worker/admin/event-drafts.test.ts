import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  DRAFT_DEFAULT_MAX_ATTENDEES,
  type AdminEventDraft,
  type AdminEventDraftPage,
  type AdminEventProposal,
  type EventDraftInput,
} from '../../schema/contract/admin.ts';
import type { CalendarFeed } from '../../schema/contract/calendar.ts';
import { EVENT_MESSAGES, type Event, type EventPage, type MyEventPage } from '../../schema/contract/events.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import { adminAuditLog, eventHostProposals, events, notifications } from '../../schema/db/index.ts';
import { HttpError } from '../http/errors.ts';
import { runDailyJobs } from '../scheduled.ts';
import {
  addRegistrations,
  createEventProposal,
  createUser,
  db,
  hoursFromNow,
  signedInAdmin,
  signedInMember,
  signIn,
} from '../test/factories.ts';
import { api, ORIGIN } from '../test/http.ts';
import { deliverPendingNotices } from '../test/notices.ts';
import { publishEventDraft } from './event-drafts.ts';
import { reviewEventProposal } from './event-proposals.ts';
import type { Problem } from '../test/request.ts';

const accept = (id: number, cookie: string, note?: string) =>
  api(`/api/admin/event-proposals/${id}/accept`, { method: 'POST', body: note ? { note } : {}, cookie });
const decline = (id: number, cookie: string) =>
  api(`/api/admin/event-proposals/${id}/decline`, { method: 'POST', body: {}, cookie });
const saveDraft = (id: number, body: unknown, cookie: string) =>
  api(`/api/admin/event-drafts/${id}`, { method: 'PUT', body, cookie });
const publish = (id: number, cookie: string) =>
  api(`/api/admin/event-drafts/${id}/publish`, { method: 'POST', cookie });

const draftsOfProposal = (proposalId: number) => db.select().from(events).where(eq(events.proposalId, proposalId));
/** The member's in-app notices, once the sender has delivered what is due. */
async function noticesOf(userId: string) {
  await deliverPendingNotices();
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
}
const auditOf = (targetType: string, targetId: number) =>
  db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, String(targetId))));

/** Every event id a list answers, following its cursor to the end. */
async function allIds(path: string, cookie?: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = `${path}${separator}limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: EventPage | MyEventPage = await (await api(url, { cookie })).json();
    ids.push(...page.items.map((item) => ('eventId' in item ? item.eventId : item.id)));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** Details an admin fills in: a week ahead, 18:00 to 21:00 in Johannesburg (16:00-19:00 UTC). */
function completeDetails(overrides: Partial<EventDraftInput> = {}): EventDraftInput {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: 'Soweto makers market',
    type: 'networking',
    description: 'Stalls for mentees who make and sell; bring your price list.',
    scheduledAt: `${day}T18:00`,
    endTime: `${day}T21:00`,
    location: 'Johannesburg',
    address: 'Soweto Library, Chris Hani Road',
    maxAttendees: 80,
    priceCents: 0,
    ...overrides,
  };
}

/** A proposal accepted by an admin: its draft event, the proposer and the admin. */
async function acceptedDraft(proposalOverrides: Parameters<typeof createEventProposal>[1] = {}) {
  const proposer = await signedInMember();
  const admin = await signedInAdmin();
  const proposal = await createEventProposal(proposer.user.id, proposalOverrides);
  const res = await accept(proposal.id, admin.cookie);
  expect(res.status).toBe(200);
  const [draft] = await draftsOfProposal(proposal.id);
  return { proposer, admin, proposal, draft: draft! };
}

describe('accepting a host proposal makes a draft event', () => {
  it('creates the draft from the proposal in the same batch as the acceptance, and tells the proposer', async () => {
    const proposer = await signedInMember();
    const admin = await signedInAdmin();
    const proposal = await createEventProposal(proposer.user.id, {
      type: 'workshop',
      title: 'Pricing for crafters',
      proposedDate: 'A Saturday in March',
      expectedAttendees: 40,
    });
    const before = Date.now();
    const res = await accept(proposal.id, admin.cookie, 'We will call you this week.');
    expect(res.status).toBe(200);
    const reviewed = await res.json<AdminEventProposal>();

    const drafts = await draftsOfProposal(proposal.id);
    expect(drafts).toHaveLength(1);
    const draft = drafts[0]!;
    expect(reviewed).toMatchObject({ status: 'accepted', eventId: draft.id });
    expect(draft).toMatchObject({
      isDraft: true,
      status: 'scheduled',
      type: 'workshop',
      title: 'Pricing for crafters',
      description: proposal.description,
      location: proposal.location,
      maxAttendees: 40,
      priceCents: 0,
      hostUserId: proposer.user.id,
    });
    // The placeholder start is the moment of acceptance: already past, so it cannot be published as it is.
    expect(Date.parse(draft.scheduledAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(draft.scheduledAt)).toBeLessThanOrEqual(Date.now());

    const notices = await noticesOf(proposer.user.id);
    expect(notices.map((n) => n.kind)).toEqual([NOTIFICATION_KINDS.proposalAccepted]);
    expect(notices[0]!.text).toContain('We will call you this week.');
    expect((await auditOf('event_host_proposal', proposal.id)).map((a) => a.action)).toEqual(['event_proposal.accept']);
  });

  it('gives a proposal without expected attendees the default capacity, and makes no draft when declining', async () => {
    const { draft } = await acceptedDraft({ expectedAttendees: null });
    expect(draft.maxAttendees).toBe(DRAFT_DEFAULT_MAX_ATTENDEES);

    const admin = await signedInAdmin();
    const declined = await createEventProposal((await createUser()).id);
    expect((await decline(declined.id, admin.cookie)).status).toBe(200);
    expect(await draftsOfProposal(declined.id)).toEqual([]);
  });

  it('under concurrent accepts (and a decline) reviews once: one draft, one audit row, one notice', async () => {
    const proposer = await createUser();
    const admins = await Promise.all(Array.from({ length: 4 }, () => createUser({ role: 'admin' })));
    const proposal = await createEventProposal(proposer.id);
    // Called side by side, every review reads the proposal as pending before any of them writes, so only the
    // batch itself can keep the second one out.
    const review = (adminId: string, decision: 'accepted' | 'declined') =>
      reviewEventProposal(db, { id: proposal.id, adminId, decision }).then(
        () => 200,
        (err: unknown) => (err instanceof HttpError ? `${err.status} ${err.message}` : Promise.reject(err)),
      );
    const outcomes = await Promise.all([
      ...admins.flatMap(({ id }) => [review(id, 'accepted'), review(id, 'accepted')]),
      review(admins[0]!.id, 'declined'),
    ]);
    expect(outcomes.filter((o) => o === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 200)).toEqual(
      Array.from({ length: outcomes.length - 1 }, () => `409 ${ADMIN_MESSAGES.proposalAlreadyReviewed}`),
    );

    const [stored] = await db.select().from(eventHostProposals).where(eq(eventHostProposals.id, proposal.id));
    const drafts = await draftsOfProposal(proposal.id);
    // Whichever won: accepted with exactly its one draft, or declined with none.
    if (stored!.status === 'accepted') {
      expect(drafts).toHaveLength(1);
      expect(stored!.eventId).toBe(drafts[0]!.id);
    } else {
      expect(stored!.status).toBe('declined');
      expect(drafts).toEqual([]);
    }
    expect(await auditOf('event_host_proposal', proposal.id)).toHaveLength(1);
    expect(await noticesOf(proposer.id)).toHaveLength(1);

    // Through the API, too.
    const next = await createEventProposal(proposer.id);
    const answers = await Promise.all(
      (await Promise.all(admins.map(({ id }) => signIn(id)))).map((cookie) => accept(next.id, cookie)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await draftsOfProposal(next.id)).toHaveLength(1);
  });

  it('refuses a second draft for the same proposal in the database itself', async () => {
    const { draft } = await acceptedDraft();
    await expect(db.insert(events).values({ ...draft, id: undefined, proposalId: draft.proposalId })).rejects.toThrow();
  });
});

describe('drafts are invisible outside the admin console', () => {
  it('in lists, single reads, registration, .ics files, my events, the calendar feed, the page and the cron', async () => {
    const { admin, draft } = await acceptedDraft({ title: 'Invisible draft market' });
    // Complete it with a future start, as an admin would before publishing: still a draft.
    expect((await saveDraft(draft.id, completeDetails({ title: 'Invisible draft market' }), admin.cookie)).status).toBe(
      200,
    );
    const member = await signedInMember();

    for (const path of ['/api/events', '/api/events?upcoming=true']) {
      expect(await allIds(path)).not.toContain(draft.id);
      expect(await allIds(path, member.cookie)).not.toContain(draft.id);
      expect(await allIds(path, admin.cookie)).not.toContain(draft.id);
    }
    for (const cookie of [undefined, member.cookie, admin.cookie]) {
      const read = await api(`/api/events/${draft.id}`, { cookie });
      expect(read.status).toBe(404);
      expect(await read.json()).toEqual({ message: EVENT_MESSAGES.notFound });
    }

    // Registering, free or paid, is refused as for an event that does not exist, and stores nothing.
    const register = await api(`/api/events/${draft.id}/register`, { method: 'POST', cookie: member.cookie });
    expect(register.status).toBe(404);
    expect(await register.json()).toEqual({ message: EVENT_MESSAGES.notFound });
    await db.update(events).set({ priceCents: 15_000 }).where(eq(events.id, draft.id));
    expect((await api(`/api/events/${draft.id}/register`, { method: 'POST', cookie: member.cookie })).status).toBe(404);
    expect((await api(`/api/events/${draft.id}/register`, { method: 'DELETE', cookie: member.cookie })).status).toBe(
      404,
    );
    await db.update(events).set({ priceCents: 0 }).where(eq(events.id, draft.id));
    expect(await db.$count(events, eq(events.id, draft.id))).toBe(1);

    // Even a registration that got in some other way shows nowhere while the event is a draft.
    await addRegistrations(draft.id, [member.user.id]);
    expect(await allIds('/api/events/my-events', member.cookie)).not.toContain(draft.id);
    expect((await api(`/api/events/${draft.id}/calendar.ics`, { cookie: member.cookie })).status).toBe(404);
    const feed = await (
      await api('/api/calendar-feed', { method: 'POST', cookie: member.cookie })
    ).json<CalendarFeed>();
    const ics = await (await api(new URL(feed.url).pathname)).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).not.toContain(`event-${draft.id}@`);
    expect(ics).not.toContain('Invisible draft market');

    // The server-rendered events page a visitor gets.
    const page = await (await api('/events')).text();
    expect(page).toContain('<h1');
    expect(page).not.toContain('Invisible draft market');

    // The daily cron leaves a draft alone even once its start has passed.
    await db
      .update(events)
      .set({ scheduledAt: hoursFromNow(-48), endTime: null })
      .where(eq(events.id, draft.id));
    await runDailyJobs(env);
    const [after] = await db.select().from(events).where(eq(events.id, draft.id));
    expect(after).toMatchObject({ isDraft: true, status: 'scheduled' });
  });
});

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
    expect((await auditOf('event', draft.id)).map((a) => [a.adminId, a.action])).toEqual([
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
    expect((await auditOf('event', draft.id)).map((a) => a.action)).toEqual([
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
    expect((await auditOf('event', draft.id)).filter((a) => a.action === 'event_draft.publish')).toHaveLength(1);
    expect(
      (await noticesOf(proposer.user.id)).filter((n) => n.kind === NOTIFICATION_KINDS.proposalPublished),
    ).toHaveLength(1);
  });
});
