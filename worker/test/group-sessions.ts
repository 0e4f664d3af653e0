import type { GroupSession } from '../../schema/contract/sessions.ts';
import { createGroupSession } from './factories.ts';
import { api } from './http.ts';
import { signedInMentor } from './members.ts';

/** A group session hosted by a fresh signed-in mentor (`host.mentor` is the profile), a day ahead unless overridden. */
export async function hostedSession(overrides: Parameters<typeof createGroupSession>[1] = {}) {
  const host = await signedInMentor();
  return { host, session: await createGroupSession(host.mentor.id, overrides) };
}

export const joinSession = (id: number, cookie?: string) =>
  api(`/api/group-sessions/${id}/join`, { method: 'POST', cookie });
export const leaveSession = (id: number, cookie?: string) =>
  api(`/api/group-sessions/${id}/join`, { method: 'DELETE', cookie });
export const readSession = async (id: number, cookie?: string) =>
  (await api(`/api/group-sessions/${id}`, { cookie })).json<GroupSession>();
