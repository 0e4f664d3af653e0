import type { CoachingCall } from '../../schema/contract/coaching-calls-rules.ts';
import type { Event } from '../../schema/contract/events.ts';
import { COACHING_PATH } from '../../schema/contract/product.ts';
import type { GroupSession } from '../../schema/contract/sessions.ts';
import { eventPagePath, groupSessionPagePath } from '../../schema/contract/share.ts';
import type { CalendarEntry } from './ics.ts';

/** A session as a calendar entry (for its host and participants, so the meeting link is included). */
export function sessionCalendarEntry(session: GroupSession, origin: string): CalendarEntry {
  const url = `${origin}${groupSessionPagePath(session.id)}`;
  const description = [
    session.description,
    `Hosted by ${session.mentor.name}.`,
    session.meetingLink ? `Join the meeting: ${session.meetingLink}` : null,
    url,
  ];
  return {
    uid: `group-session-${session.id}@${new URL(origin).host}`,
    start: session.scheduledAt,
    end: session.endsAt,
    summary: session.title,
    description: description.filter(Boolean).join('\n\n'),
    url,
    location: session.meetingLink ?? session.location,
    cancelled: session.status === 'cancelled',
  };
}

export function eventCalendarEntry(event: Event, origin: string): CalendarEntry {
  const url = `${origin}${eventPagePath(event.id)}`;
  return {
    uid: `event-${event.id}@${new URL(origin).host}`,
    start: event.scheduledAt,
    end: event.endsAt,
    summary: event.title,
    description: [event.description, url].join('\n\n'),
    url,
    location: event.address ? `${event.address} (${event.location})` : event.location,
    cancelled: event.status === 'cancelled',
  };
}

/** What a coaching call's calendar entry needs: the call and the name of the other person, as its reader sees it. */
export type CoachingCallEntryFacts = Pick<CoachingCall, 'id' | 'startsAt' | 'endsAt' | 'durationMinutes' | 'status'> & {
  otherName: string;
};

/**
 * A coaching call as a calendar entry for either of its two people (its own file, and their private feed). The meeting
 * link is not in the file: it shows in the app from MEETING_LINK_OPENS_MINUTES before the start, so the entry points
 * there.
 */
export function coachingCallEntry(call: CoachingCallEntryFacts, origin: string): CalendarEntry {
  const url = `${origin}${COACHING_PATH}`;
  return {
    uid: `coaching-call-${call.id}@${new URL(origin).host}`,
    start: call.startsAt,
    end: call.endsAt,
    summary: `Coaching call with ${call.otherName}`,
    description: [
      `A ${call.durationMinutes}-minute one-on-one coaching call.`,
      `The meeting link opens here 15 minutes before the start: ${url}`,
    ].join('\n\n'),
    url,
    location: url,
    cancelled: call.status === 'cancelled',
  };
}

/** A call as its reader sees it (`GET /api/coaching/calls/{id}/ics`). */
export function coachingCallCalendarEntry(call: CoachingCall, origin: string): CalendarEntry {
  return coachingCallEntry(
    { ...call, otherName: call.myRole === 'coach' ? call.subscriber.name : call.coach.name },
    origin,
  );
}
