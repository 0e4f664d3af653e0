import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, DRAFT_DEFAULT_MAX_ATTENDEES, type AdminEventProposal } from '../../schema/contract/admin.ts';
import type { CalendarFeed } from '../../schema/contract/calendar.ts';
import { EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import { eventHostProposals, events } from '../../schema/db/index.ts';
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
import { api } from '../test/http.ts';
import { reviewEventProposal } from './event-proposals.ts';
import {
  accept,
  decline,
  saveDraft,
  draftsOfProposal,
  allIds,
  completeDetails,
  acceptedDraft,
} from '../test/event-drafts.ts';
import { auditRows } from '../test/admin.ts';
import { noticesOf } from '../test/notices.ts';

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
    expect((await auditRows('event_host_proposal', proposal.id)).map((a) => a.action)).toEqual([
      'event_proposal.accept',
    ]);
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
    expect(await auditRows('event_host_proposal', proposal.id)).toHaveLength(1);
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
