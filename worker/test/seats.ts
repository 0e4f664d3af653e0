import { queueUp } from '../seats/rows-for-tests.ts';
import type { Seating } from '../seats/seating.ts';
import { db } from './factories.ts';
import { signedInMembers } from './members.ts';

/**
 * Fills a thing with seats (an event, a group session) directly, with no rules: `seats` signed-in members take seats
 * through `seat` (addRegistrations, addParticipants), and `waiting` more wait in its line, in order.
 */
export async function seatedAndWaiting(
  seating: Seating,
  thingId: number,
  { seats, waiting }: { seats: number; waiting: number },
  seat: (thingId: number, userIds: string[]) => Promise<unknown>,
) {
  const seated = await signedInMembers(seats);
  await seat(
    thingId,
    seated.map((m) => m.user.id),
  );
  const queue = await signedInMembers(waiting);
  await queueUp(
    db,
    seating,
    thingId,
    queue.map((m) => m.user.id),
  );
  return { seated, queue };
}
