import type { ActionStep, CoachingCall, CompleteCallSchema } from '../../../schema/contract/coaching-calls.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type * as z from 'zod/mini';

type CallChange = { db: Db; userId: string; callId: number; now: Date };

/** `POST /api/coaching/calls/{id}/reschedule`: the subscriber, up to FREE_CANCEL_HOURS before, to an open slot. */
export async function rescheduleCall(input: CallChange & { startsAt: string }): Promise<CoachingCall> {
  void input;
  throw new HttpError(501, 'Not yet.');
}

/** `POST /api/coaching/calls/{id}/cancel`: either side; a subscriber inside FREE_CANCEL_HOURS forfeits the call. */
export async function cancelCall(input: CallChange): Promise<CoachingCall> {
  void input;
  throw new HttpError(501, 'Not yet.');
}

/** `POST /api/coaching/calls/{id}/complete`: the coach, after the start; exactly once under concurrency. */
export async function completeCall(
  input: CallChange & { input: z.output<typeof CompleteCallSchema> },
): Promise<CoachingCall> {
  void input;
  throw new HttpError(501, 'Not yet.');
}

/** `POST /api/coaching/action-steps/{id}`: the subscriber of the step's call ticks it done or not. */
export async function tickStep(input: { db: Db; userId: string; stepId: number; done: boolean }): Promise<ActionStep> {
  void input;
  throw new HttpError(501, 'Not yet.');
}
