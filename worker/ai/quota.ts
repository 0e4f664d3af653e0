import { sql } from 'drizzle-orm';
import { AI_QUOTAS } from '../../schema/contract/ai.ts';
import type { AI_USAGE_KINDS } from '../../schema/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { tooManyRequests, type HttpError } from '../http/errors.ts';

export type AiUsageKind = (typeof AI_USAGE_KINDS)[number];

/** Templates count per calendar month (UTC); the other kinds share one daily cap (UTC). */
const DAILY_KINDS: AiUsageKind[] = ['market-intelligence', 'micro-learning', 'income-chat'];
/** Statuses that make a member a coaching subscriber (as for coaching chat). */
const SUBSCRIBED = sql`('active')`;

type Spend = { userId: string; kind: AiUsageKind; day: string };

/**
 * Counts one call against the member's quota, or answers 429 saying when it resets. The check and the count are
 * one conditional upsert, which D1 runs atomically, so concurrent requests cannot overspend (decision 007): the
 * row is written only while the period's total is below the member's limit (subscribers get the larger one).
 */
export async function spendQuota(db: Db, input: { userId: string; kind: AiUsageKind; now: Date }): Promise<Spend> {
  const day = input.now.toISOString().slice(0, 10);
  const monthly = input.kind === 'template';
  const periodStart = monthly ? `${day.slice(0, 7)}-01` : day;
  const kinds = monthly ? [input.kind] : DAILY_KINDS;
  const [free, subscriber] = monthly
    ? [AI_QUOTAS.free.templatesPerMonth, AI_QUOTAS.subscriber.templatesPerMonth]
    : [AI_QUOTAS.free.advisorCallsPerDay, AI_QUOTAS.subscriber.advisorCallsPerDay];
  const result = await db.run(sql`
    insert into ai_usage (user_id, kind, day, count)
    select ${input.userId}, ${input.kind}, ${day}, 1
    where (
      select coalesce(sum(u.count), 0) from ai_usage u
      where u.user_id = ${input.userId}
        and u.kind in (${sql.join(kinds, sql`, `)})
        and u.day >= ${periodStart}
    ) < case
      when exists (
        select 1 from coaching_subscriptions s where s.user_id = ${input.userId} and s.status in ${SUBSCRIBED}
      ) then ${subscriber}
      else ${free}
    end
    on conflict (user_id, kind, day) do update set count = ai_usage.count + 1`);
  if (result.meta.changes === 1) return { userId: input.userId, kind: input.kind, day };

  const isSubscriber = await hasSubscription(db, input.userId);
  throw overQuota({ monthly, limit: isSubscriber ? subscriber : free, isSubscriber, now: input.now });
}

/** Gives back a call the advisor could not answer: a failure never costs the member quota. */
export async function refundQuota(db: Db, spend: Spend): Promise<void> {
  await db.run(sql`
    update ai_usage set count = count - 1
    where user_id = ${spend.userId} and kind = ${spend.kind} and day = ${spend.day} and count > 0`);
}

async function hasSubscription(db: Db, userId: string): Promise<boolean> {
  const row = await db.get<{ found: number }>(sql`
    select 1 as found from coaching_subscriptions where user_id = ${userId} and status in ${SUBSCRIBED} limit 1`);
  return Boolean(row);
}

function overQuota(input: { monthly: boolean; limit: number; isSubscriber: boolean; now: Date }): HttpError {
  const { now } = input;
  const free = input.isSubscriber ? '' : 'free ';
  const resetsAt = input.monthly
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const message = input.monthly
    ? `You have used your ${input.limit} ${free}templates this month. They reset on ${resetsAt.getUTCDate()} ${resetsAt.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })}.`
    : // Midnight UTC is 02:00 in South Africa (UTC+2 all year).
      `You have used your ${input.limit} ${free}advisor requests for today. They reset at 02:00 South African time.`;
  return tooManyRequests(message, (resetsAt.getTime() - now.getTime()) / 1000);
}
