import type { GroupSession } from '../../../../schema/contract/sessions-rules.ts';

/** Who hears that a session is called off: the people who joined, and the people waiting for a seat. */
export function calledOffAudience(session: Pick<GroupSession, 'currentParticipants' | 'waitlistCount'>): string {
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  const joined = session.currentParticipants;
  const waiting = session.waitlistCount;
  if (joined + waiting === 0) return 'Nobody has joined yet.';
  const who = [
    joined > 0 ? `the ${people(joined)} who joined` : null,
    waiting > 0 ? `the ${people(waiting)} waiting for a seat` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} will be told it was cancelled.`;
}
