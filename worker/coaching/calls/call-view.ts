import type { CoachingCall, CoachingCallPage } from '../../../schema/contract/coaching-calls.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** `GET /api/coaching/calls`: the caller's calls on both sides, booked first (earliest first), then the rest. */
export async function listCalls(input: {
  db: Db;
  userId: string;
  cursor?: string;
  limit: number;
  now: Date;
}): Promise<CoachingCallPage> {
  void input;
  throw new HttpError(501, 'Not yet.');
}

/** One call of the caller's (404 for anyone but its two people). */
export async function getCall(input: { db: Db; userId: string; callId: number; now: Date }): Promise<CoachingCall> {
  void input;
  throw new HttpError(501, 'Not yet.');
}
