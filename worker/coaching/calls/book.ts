import type { CoachingCall } from '../../../schema/contract/coaching-calls.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** `POST /api/coaching/calls`: one conditional INSERT that holds every rule under concurrency (decision 033). */
export async function bookCall(input: {
  db: Db;
  userId: string;
  connectionId: number;
  startsAt: string;
  now: Date;
}): Promise<CoachingCall> {
  void input;
  throw new HttpError(501, 'Not yet.');
}
