import { eq } from 'drizzle-orm';
import type { Event } from '../../schema/contract/events.ts';
import { eventRegistrations } from '../../schema/db/index.ts';
import { db } from './factories.ts';
import { api } from './http.ts';

/** The requests a member makes about an event, and its registrations as stored. */

export const register = (id: number, cookie?: string) => api(`/api/events/${id}/register`, { method: 'POST', cookie });
export const unregister = (id: number, cookie: string) =>
  api(`/api/events/${id}/register`, { method: 'DELETE', cookie });
export const readEvent = async (id: number, cookie?: string) =>
  (await api(`/api/events/${id}`, { cookie })).json<Event>();
export const registrationsOf = (eventId: number) =>
  db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
