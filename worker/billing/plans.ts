import { asc, eq } from 'drizzle-orm';
import { randFromCents, type CoachingPlan } from '../../schema/contract/coaching.ts';
import { coachingPlans } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

type PlanRow = typeof coachingPlans.$inferSelect;

/** A stored plan as the spec names its fields (price in rand per month, from integer cents). */
export function toCoachingPlan(row: PlanRow): CoachingPlan {
  return {
    id: row.id,
    name: row.name,
    price: randFromCents(row.priceCents),
    priceCents: row.priceCents,
    description: row.description,
    max_sessions_per_month: row.maxSessionsPerMonth,
    session_duration_minutes: row.sessionDurationMinutes,
    includes_chat: row.includesChat,
    includes_files: row.includesFiles,
    features: row.features,
  };
}

/** `GET /api/coaching/plans`: the plans on sale, in their display order (the second card is 'Most Popular'). */
export async function listPlans({ db }: { db: Db }): Promise<CoachingPlan[]> {
  const rows = await db
    .select()
    .from(coachingPlans)
    .where(eq(coachingPlans.isActive, true))
    .orderBy(asc(coachingPlans.sortOrder), asc(coachingPlans.id));
  return rows.map(toCoachingPlan);
}
