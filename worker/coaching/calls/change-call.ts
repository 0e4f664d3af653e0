import { sql, type SQL } from 'drizzle-orm';
import {
  COACHING_CALL_MESSAGES as M,
  FREE_CANCEL_HOURS,
  type ActionStep,
  type CoachingCall,
  type CompleteCallSchema,
} from '../../../schema/contract/coaching-calls.ts';
import { formatSastDateTime } from '../../../schema/contract/share.ts';
import { rawBatch, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { creditCallEarning } from '../../ledger/call-earnings.ts';
import { callReadQueries, oneCall, toStep } from './call-view.ts';
import { coachCalendarOf, coachCalendarQueries } from './coach-calendar.ts';
import { callNotice } from './notices.ts';
import { coachIsFree, isOpenSlot, isStartTaken, weekBounds } from './slot-rules.ts';
import { sastDayOf } from './slots.ts';
import type * as z from 'zod/mini';

/*
 * Moving, cancelling and ending a call (decision 033). Each reads the call beside the sign-in check (trip 1) for a
 * clear refusal, then changes it with ONE conditional UPDATE on `status = 'booked'` that stores a fresh outcome token;
 * what follows in the same batch (an action plan, a notice) acts only where that token is stored, so when two people
 * act at once exactly one change and its effects happen, and the other is told the call is no longer booked.
 */

type CallChange = { db: Db; userId: string; callId: number; now: Date };

const HOUR_MS = 3_600_000;

/** The people of a call, by the token of the change that took effect (nobody when it did not). */
const coachOf = (callId: number, token: string) =>
  sql`SELECT m.user_id FROM coaching_calls cc JOIN mentors m ON m.id = cc.mentor_id
    WHERE cc.id = ${callId} AND cc.outcome_token = ${token}`;
const subscriberOf = (callId: number, token: string) =>
  sql`SELECT cc.mentee_id FROM coaching_calls cc WHERE cc.id = ${callId} AND cc.outcome_token = ${token}`;
const tokenStored = (callId: number, token: string) =>
  sql`EXISTS (SELECT 1 FROM coaching_calls WHERE id = ${callId} AND outcome_token = ${token})`;
const myMentorIds = (userId: string) => sql`(SELECT id FROM mentors WHERE user_id = ${userId})`;

/** The call as the caller sees it, which must still be booked. */
async function bookedCall({ db, userId, callId, now }: CallChange, extra: SQL[] = []) {
  const [rows, steps, ...rest] = await rawBatch(db, [...callReadQueries(sql`cc.id = ${callId}`, userId), ...extra]);
  const call = oneCall(rows!, steps!, { userId, now });
  if (call.status !== 'booked') throw new HttpError(409, M.notBooked);
  return { call, rest };
}

/**
 * Runs a change (its UPDATE first, answering the call's id when it took effect) with what follows it, and answers the
 * call as it then stands; 409 when the UPDATE changed nothing (someone acted first, or the call's time has passed).
 */
async function applyChange(
  change: CallChange,
  statements: SQL[],
  refusal: string = M.notBooked,
): Promise<CoachingCall> {
  const { db, userId, callId, now } = change;
  let answers;
  try {
    answers = await rawBatch(db, [...statements, ...callReadQueries(sql`cc.id = ${callId}`, userId)]);
  } catch (err) {
    if (isStartTaken(err)) throw new HttpError(409, M.slotTaken);
    throw err;
  }
  if (!answers[0]?.length) throw new HttpError(409, refusal);
  const [rows, steps] = answers.slice(-2);
  return oneCall(rows!, steps!, { userId, now });
}

/** `POST /api/coaching/calls/{id}/reschedule`: the subscriber, up to FREE_CANCEL_HOURS before, to an open slot. */
export async function rescheduleCall(change: CallChange & { startsAt: string }): Promise<CoachingCall> {
  const { db, userId, callId, now } = change;
  const start = Date.parse(change.startsAt);
  const day = sastDayOf(start);
  const mentor = sql`(SELECT mentor_id FROM coaching_calls WHERE id = ${callId})`;
  const { call, rest } = await bookedCall(change, coachCalendarQueries(mentor, day, day));
  if (call.myRole !== 'subscriber') throw new HttpError(403, M.onlySubscriberReschedules);
  if (!call.canReschedule) throw new HttpError(409, M.tooLateToReschedule);
  const calendar = { ...coachCalendarOf(rest, { exceptCallId: callId }), now };
  if (!isOpenSlot(calendar, { start, durationMinutes: call.durationMinutes })) throw new HttpError(409, M.notASlot);

  const token = crypto.randomUUID();
  const startIso = new Date(start).toISOString();
  const endIso = new Date(start + call.durationMinutes * 60_000).toISOString();
  const latestMove = new Date(now.getTime() + FREE_CANCEL_HOURS * HOUR_MS).toISOString();
  const free = coachIsFree({
    mentor: sql`coaching_calls.mentor_id`,
    startIso,
    endIso,
    availability: calendar.availability,
    week: weekBounds(day),
    exceptCallId: callId,
  });
  return applyChange(
    change,
    [
      sql`UPDATE coaching_calls SET starts_at = ${startIso}, ends_at = ${endIso}, outcome_token = ${token},
        updated_at = ${now.toISOString()}
      WHERE id = ${callId} AND status = 'booked' AND mentee_id = ${userId} AND starts_at >= ${latestMove} AND ${free}
      RETURNING id`,
      ...callNotice(db, {
        kind: 'coaching-call-moved',
        key: `coaching-call-moved:${token}`,
        text: `${call.subscriber.name} moved your coaching call to ${formatSastDateTime(startIso)}.`,
        recipients: coachOf(callId, token),
      }),
    ],
    M.slotTaken,
  );
}

/**
 * `POST /api/coaching/calls/{id}/cancel`. The subscriber, before the start: given back up to FREE_CANCEL_HOURS before,
 * forfeited (still counted) after. The coach, any time while it is booked: always given back.
 */
export async function cancelCall(change: CallChange): Promise<CoachingCall> {
  const { db, userId, callId, now } = change;
  const { call } = await bookedCall(change);
  if (!call.canCancel) throw new HttpError(409, M.alreadyStarted);
  const token = crypto.randomUUID();
  const nowIso = now.toISOString();
  const when = formatSastDateTime(call.startsAt);
  if (call.myRole === 'subscriber') {
    const freeUntil = new Date(now.getTime() + FREE_CANCEL_HOURS * HOUR_MS).toISOString();
    return applyChange(change, [
      sql`UPDATE coaching_calls SET status = 'cancelled', cancelled_by = 'subscriber',
          cancelled_late = (starts_at < ${freeUntil}), counts = (starts_at < ${freeUntil}),
          outcome_token = ${token}, updated_at = ${nowIso}
        WHERE id = ${callId} AND status = 'booked' AND mentee_id = ${userId} AND starts_at > ${nowIso}
        RETURNING id`,
      ...callNotice(db, {
        kind: 'coaching-call-cancelled',
        key: `coaching-call-cancelled:${token}`,
        text: `${call.subscriber.name} cancelled the coaching call of ${when}.`,
        recipients: coachOf(callId, token),
      }),
    ]);
  }
  return applyChange(change, [
    sql`UPDATE coaching_calls SET status = 'cancelled', cancelled_by = 'coach', cancelled_late = 0, counts = 0,
        outcome_token = ${token}, updated_at = ${nowIso}
      WHERE id = ${callId} AND status = 'booked' AND mentor_id IN ${myMentorIds(userId)}
      RETURNING id`,
    ...callNotice(db, {
      kind: 'coaching-call-cancelled',
      key: `coaching-call-cancelled:${token}`,
      text: `${call.coach.name} cancelled your coaching call of ${when}. The call is given back to you: book another time.`,
      recipients: subscriberOf(callId, token),
    }),
  ]);
}

/**
 * `POST /api/coaching/calls/{id}/complete`: the coach, once the call has started, marks it completed (with its action
 * plan) or a no-show (whose). A subscriber's no-show counts against their calls; the coach's own does not.
 */
export async function completeCall(
  change: CallChange & { input: z.output<typeof CompleteCallSchema> },
): Promise<CoachingCall> {
  const { db, userId, callId, now, input } = change;
  const { call } = await bookedCall(change);
  if (call.myRole !== 'coach') throw new HttpError(403, M.onlyCoachCompletes);
  if (!call.canComplete) throw new HttpError(409, M.notStarted);
  const token = crypto.randomUUID();
  const nowIso = now.toISOString();
  const when = formatSastDateTime(call.startsAt);
  const noShowBy = input.outcome === 'no_show' ? input.noShowBy : null;
  const counts = input.outcome === 'completed' || noShowBy === 'subscriber';
  const plan =
    input.outcome === 'completed'
      ? [
          sql`INSERT INTO coaching_action_plans (call_id, summary, links)
            SELECT ${callId}, ${input.actionPlan.summary}, ${JSON.stringify(input.actionPlan.links)}
            WHERE ${tokenStored(callId, token)}`,
          ...input.actionPlan.steps.map(
            (step, i) => sql`INSERT INTO coaching_action_steps (call_id, position, text, due_date)
              SELECT ${callId}, ${i + 1}, ${step.text}, ${step.dueDate} WHERE ${tokenStored(callId, token)}`,
          ),
        ]
      : [];
  const text =
    input.outcome === 'completed'
      ? `${call.coach.name} wrote your action plan for the coaching call of ${when}.`
      : noShowBy === 'coach'
        ? `${call.coach.name} could not make the coaching call of ${when}. The call is given back to you.`
        : `${call.coach.name} marked the coaching call of ${when} as missed.`;
  return applyChange(change, [
    sql`UPDATE coaching_calls SET status = ${input.outcome}, no_show_by = ${noShowBy}, counts = ${counts ? 1 : 0},
        outcome_token = ${token}, updated_at = ${nowIso}
      WHERE id = ${callId} AND status = 'booked' AND mentor_id IN ${myMentorIds(userId)} AND starts_at <= ${nowIso}
      RETURNING id`,
    ...plan,
    // The coach's share of the subscriber's month, for a completed call or the subscriber's no-show.
    ...creditCallEarning(callId, token),
    ...callNotice(db, {
      kind: input.outcome === 'completed' ? 'coaching-action-plan' : 'coaching-call-missed',
      key: `coaching-call-outcome:${callId}`,
      text,
      recipients: subscriberOf(callId, token),
    }),
  ]);
}

/** `POST /api/coaching/action-steps/{id}`: the subscriber of the step's call ticks it done or not. */
export async function tickStep({
  db,
  userId,
  stepId,
  done,
}: {
  db: Db;
  userId: string;
  stepId: number;
  done: boolean;
}): Promise<ActionStep> {
  const [rows] = await rawBatch(db, [
    sql`UPDATE coaching_action_steps
      SET done_at = CASE WHEN ${done ? 1 : 0} = 1 THEN coalesce(done_at, ${new Date().toISOString()}) ELSE NULL END
      WHERE id = ${stepId} AND call_id IN (SELECT id FROM coaching_calls WHERE mentee_id = ${userId})
      RETURNING id, text, due_date AS dueDate, done_at AS doneAt`,
  ]);
  const [row] = rows!;
  if (!row) throw new HttpError(404, M.stepNotFound);
  return toStep(row);
}
