import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import type { AdminEventProposal } from '../schema/contract/admin.ts';
import type { EventHostProposal } from '../schema/contract/events.ts';
import type { GroupSession } from '../schema/contract/sessions.ts';

// What a test makes for itself through the app's own API (sessions, events), so that no test joins, fills or
// changes the seeded demo rows another test file may be reading.

/** A Johannesburg calendar day `days` from today, as a date input holds it (`YYYY-MM-DD`). */
export function sastDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DDTHH:mm` in Johannesburg time, `days` from now: what a datetime-local input holds. */
export function sastDateTime(days: number, time = '18:00'): string {
  return `${sastDay(days)}T${time}`;
}

let made = 0;
/** A title no other test (or earlier run against the same server) has used. */
export function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${(made++).toString(36)}`;
}

/**
 * A group session created through the API as the signed-in mentor of `page`: by default 50 days ahead at 18:00
 * SAST, 45 minutes, 3 seats. Deleted with the mentor after the test.
 */
export async function createSession(page: Page, overrides: Record<string, unknown> = {}): Promise<GroupSession> {
  const response = await page.request.post('/api/group-sessions', {
    data: {
      title: uniqueTitle('Group e2e'),
      description: 'A session made by a browser test.',
      scheduledAt: sastDateTime(50),
      duration: 45,
      maxParticipants: 3,
      meetingLink: 'abc-defg-hij',
      ...overrides,
    },
  });
  if (response.status() !== 201) throw new Error(`Creating a session answered ${response.status()}`);
  return (await response.json()) as GroupSession;
}

/** The draft fields of an event an administrator completes before publishing it (PUT /api/admin/event-drafts/:id). */
export interface EventDetails {
  title?: string;
  type?: 'summit' | 'workshop' | 'networking' | 'other';
  description?: string;
  /** `YYYY-MM-DDTHH:mm` in Johannesburg time. */
  scheduledAt?: string;
  endTime?: string | null;
  location?: string;
  address?: string | null;
  maxAttendees?: number;
  /** 0 for a free event. */
  priceCents?: number;
}

export interface PublishedEvent {
  id: number;
  title: string;
}

/**
 * Publishes an event the way the app makes one: `host` proposes it ("Become an Event Host"), `admin` accepts the
 * proposal, completes its draft with `details` and publishes it. The event belongs to the host, so it goes when the
 * host's account is deleted. By default a free event tomorrow at 18:00 SAST with 60 seats, so it leads the
 * upcoming list.
 */
export async function publishEvent(
  host: APIRequestContext,
  admin: APIRequestContext,
  details: EventDetails = {},
): Promise<PublishedEvent> {
  const draft = {
    title: uniqueTitle('E2E event'),
    type: 'workshop' as const,
    description: 'An event made by a browser test.',
    scheduledAt: sastDateTime(1),
    endTime: null,
    location: 'Johannesburg',
    address: null,
    maxAttendees: 60,
    priceCents: 0,
    ...details,
  };
  const proposal = (await json(
    host.post('/api/event-host-proposals', {
      data: { title: draft.title, type: draft.type, description: draft.description, city: draft.location },
    }),
  )) as EventHostProposal;
  const accepted = (await json(
    admin.post(`/api/admin/event-proposals/${proposal.id}/accept`, { data: {} }),
  )) as AdminEventProposal;
  const id = accepted.eventId!;
  await json(admin.put(`/api/admin/event-drafts/${id}`, { data: draft }));
  await json(admin.post(`/api/admin/event-drafts/${id}/publish`));
  return { id, title: draft.title };
}

/** The response, once it has answered with a success; otherwise an error that says what it answered. */
export async function ok(pending: Promise<APIResponse>): Promise<APIResponse> {
  const response = await pending;
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return response;
}

const json = async (pending: Promise<APIResponse>): Promise<unknown> => (await ok(pending)).json();
