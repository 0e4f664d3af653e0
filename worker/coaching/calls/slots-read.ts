import type { CoachingSlots } from '../../../schema/contract/coaching-calls.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** `GET /api/coaching/coaches/{mentorId}/slots`: one D1 round trip, then the pure computation (slots.ts). */
export async function readSlots(input: {
  db: Db;
  userId: string;
  mentorId: number;
  from?: string;
  to?: string;
  now: Date;
}): Promise<CoachingSlots> {
  void input;
  throw new HttpError(501, 'Not yet.');
}
