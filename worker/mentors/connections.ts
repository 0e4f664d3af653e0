import { asc, eq } from 'drizzle-orm';
import type { MentorConnection } from '../../schema/contract/mentors.ts';
import { mentorConnections, mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

/** `GET /api/mentor-connections`: the mentors the signed-in user is connected with as a mentee, oldest first. */
export async function listMentorConnections(db: Db, menteeId: string): Promise<MentorConnection[]> {
  const rows = await db
    .select({
      id: mentorConnections.id,
      status: mentorConnections.status,
      mentor: { id: mentors.id, name: mentors.name, title: mentors.title, profileImage: mentors.profileImage },
    })
    .from(mentorConnections)
    .innerJoin(mentors, eq(mentors.id, mentorConnections.mentorId))
    .where(eq(mentorConnections.menteeId, menteeId))
    .orderBy(asc(mentorConnections.id));
  return rows.map((row) => ({ ...row, mentor: { ...row.mentor, profileImage: row.mentor.profileImage || null } }));
}
