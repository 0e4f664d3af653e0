import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type EventDraftInput } from '../../schema/contract/admin.ts';
import { type EventPage, type MyEventPage } from '../../schema/contract/events.ts';
import { events } from '../../schema/db/index.ts';
import { createEventProposal, db, signedInAdmin, signedInMember } from './factories.ts';
import { api } from './http.ts';

export const accept = (id: number, cookie: string, note?: string) =>
  api(`/api/admin/event-proposals/${id}/accept`, { method: 'POST', body: note ? { note } : {}, cookie });
export const decline = (id: number, cookie: string) =>
  api(`/api/admin/event-proposals/${id}/decline`, { method: 'POST', body: {}, cookie });
export const saveDraft = (id: number, body: unknown, cookie: string) =>
  api(`/api/admin/event-drafts/${id}`, { method: 'PUT', body, cookie });
export const publish = (id: number, cookie: string) =>
  api(`/api/admin/event-drafts/${id}/publish`, { method: 'POST', cookie });

export const draftsOfProposal = (proposalId: number) =>
  db.select().from(events).where(eq(events.proposalId, proposalId));

/** Every event id a list answers, following its cursor to the end. */
export async function allIds(path: string, cookie?: string): Promise<number[]> {
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
export function completeDetails(overrides: Partial<EventDraftInput> = {}): EventDraftInput {
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
export async function acceptedDraft(proposalOverrides: Parameters<typeof createEventProposal>[1] = {}) {
  const proposer = await signedInMember();
  const admin = await signedInAdmin();
  const proposal = await createEventProposal(proposer.user.id, proposalOverrides);
  const res = await accept(proposal.id, admin.cookie);
  expect(res.status).toBe(200);
  const [draft] = await draftsOfProposal(proposal.id);
  return { proposer, admin, proposal, draft: draft! };
}
