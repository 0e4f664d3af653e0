import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CompleteCallInput } from '../../schema/contract/coaching-calls.ts';
import type { PayoutAccountInput } from '../../schema/contract/payouts.ts';
import { coachPayouts, ledgerLines } from '../../schema/db/index.ts';
import { callAction, connectedPair, startIn } from './coaching-calls.ts';
import { db } from './factories.ts';

/** A South African ID number's shape (13 digits) and a bank the local payouts list (Capitec). */
export const ACCOUNT: PayoutAccountInput = {
  bankCode: '470010',
  accountNumber: '1234567890',
  accountName: 'Sipho Dube',
  idNumber: '8001015009087',
};

/** A coach and subscriber (plan: R299 a month, 2 calls) with one booked call that has started. */
export async function startedCall() {
  const p = await connectedPair();
  const [slot] = await p.slots();
  const call = await p.bookAt(slot!);
  await startIn(call, -1);
  return { ...p, call };
}

/** What one call of the test plan earns its coach: R299 × 0.7 / 2. */
export const TEST_PLAN_SHARE = 10_465;

/** A coach with one completed call (marked through the API), so their balance is TEST_PLAN_SHARE. */
export async function coachWithEarnings(outcome: CompleteCallInput = { outcome: 'no_show', noShowBy: 'subscriber' }) {
  const p = await startedCall();
  const res = await callAction(p.coach.cookie, p.call.id, 'complete', outcome);
  expect(res.status, await res.clone().text()).toBe(200);
  return p;
}

/** A coach's balance: the sum of their coach ledger lines. */
export async function balanceOf(mentorId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)` })
    .from(ledgerLines)
    .where(sql`${ledgerLines.account} = 'coach' and ${ledgerLines.mentorId} = ${mentorId}`);
  return row!.total;
}

export const linesOf = (source: string) => db.select().from(ledgerLines).where(eq(ledgerLines.source, source));
export const payoutsOf = (mentorId: number) =>
  db.select().from(coachPayouts).where(eq(coachPayouts.mentorId, mentorId));
