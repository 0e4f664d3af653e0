import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import type { AdminEventProposal, AdminRoom, CreateRoomInput } from '../schema/contract/admin.ts';
import type {
  CheckoutStart,
  CoachingPlan,
  CoachingSubscription,
  CreatedCustomer,
} from '../schema/contract/coaching-rules.ts';
import type { EventHostProposal } from '../schema/contract/events.ts';
import type { GroupSession } from '../schema/contract/sessions.ts';
import { paths } from '../web/src/lib/paths.ts';

// What a test makes for itself through the app's own API (sessions, events, rooms, a paid subscription), so that no
// test joins, fills or changes the seeded demo rows another test file may be reading.

/** A Johannesburg calendar day `days` from today, as a date input holds it (`YYYY-MM-DD`). */
export function sastDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DDTHH:mm` in Johannesburg time, `days` from now: what a datetime-local input holds. */
export function sastDateTime(days: number, time = '18:00'): string {
  return `${sastDay(days)}T${time}`;
}

let made = 0;
/**
 * A title no other test (or earlier run against the same server) has used: the time, a counter for this file's
 * process, and a little randomness for the file running beside it.
 */
export function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${(made++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/**
 * A group session created through the API as the signed-in mentor of `page`: by default 50 days ahead at 18:00
 * SAST, 45 minutes, 3 seats. It goes with the mentor's account.
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

/**
 * A community room made as an administrator makes one in the console (POST /api/admin/rooms) by `admin`, an
 * administrator's API context; by default in Digital Freedom with a unique name. It goes when its administrator's
 * account is deleted (test-db.ts finds it by the audit row of its creation).
 */
export async function createRoomAs(
  admin: APIRequestContext,
  details: Partial<CreateRoomInput> = {},
): Promise<AdminRoom> {
  const room = {
    name: uniqueTitle('E2E room'),
    description: 'A room made by a browser test.',
    category: 'digital-freedom' as const,
    ...details,
  };
  return (await json(admin.post('/api/admin/rooms', { data: room }))) as AdminRoom;
}

/**
 * Subscribes the member signed in on `member` to the coaching plan `planName` (Starter unless said; no coach chosen)
 * and pays on the app's own test checkout, as the coaching page and its checkout do: the subscription turns active
 * through the real webhook route. It goes with the member's account.
 */
export async function subscribeToCoaching(member: APIRequestContext, planName = 'Starter'): Promise<void> {
  const { payments } = (await json(member.get('/api/coaching/subscription'))) as CoachingSubscription;
  if (!payments?.testMode) throw new Error('The test server has no test checkout to pay on.');
  const plans = (await json(member.get('/api/coaching/plans'))) as CoachingPlan[];
  const planId = plans.find((plan) => plan.name === planName)!.id;
  const provider = `/api/coaching/${payments.provider}`;
  const { customerId } = (await json(member.post(`${provider}/create-customer`))) as CreatedCustomer;
  const { checkoutUrl } = (await json(
    member.post(`${provider}/create-subscription`, { data: { planId, customerId, coachId: null } }),
  )) as CheckoutStart;
  const paid = await member.post(checkoutUrl, { form: { action: 'pay' }, maxRedirects: 0 });
  if (paid.status() !== 303) throw new Error(`Paying the test checkout answered ${paid.status()}`);
  const { status } = (await json(member.get('/api/coaching/subscription'))) as CoachingSubscription;
  if (status !== 'active') throw new Error(`After paying, the subscription is ${status}`);
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

/** Every screen's path, and the pages of a session, an event and a mentor (the first of each the public lists show). */
export async function everyRoute(api: APIRequestContext): Promise<string[]> {
  const firstId = async (path: string) => {
    const { items } = (await (await ok(api.get(path))).json()) as { items: { id: number }[] };
    if (!items[0]) throw new Error(`${path} lists nothing: the seed should have made some.`);
    return items[0].id;
  };
  const [session, event, mentor] = await Promise.all([
    firstId('/api/group-sessions?upcoming=true&limit=1'),
    firstId('/api/events'),
    firstId('/api/mentors?limit=1'),
  ]);
  return [
    ...Object.values(paths),
    `${paths.groupSessions}/${session}`,
    `${paths.events}/${event}`,
    `${paths.mentors}/${mentor}`,
  ];
}
