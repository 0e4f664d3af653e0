import type { AvailabilitySchema, CoachAvailability } from '../../../schema/contract/coaching-calls.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type * as z from 'zod/mini';

/** `GET /api/coaching/availability`: the caller's hours (the defaults before they saved any); 403 for a non-coach. */
export async function readAvailability(db: Db, userId: string): Promise<CoachAvailability> {
  void db;
  void userId;
  throw new HttpError(501, 'Not yet.');
}

/** `PUT /api/coaching/availability`: replaces the caller's hours and rules; answers them as stored. */
export async function saveAvailability(
  db: Db,
  userId: string,
  input: z.output<typeof AvailabilitySchema>,
): Promise<CoachAvailability> {
  void db;
  void userId;
  void input;
  throw new HttpError(501, 'Not yet.');
}
