import type { QueryClient } from '@tanstack/react-query';
import type { Bootstrap } from '../../../../schema/contract/bootstrap.ts';
import { api } from '../api-client.ts';

/**
 * `GET /api/bootstrap` (decision 022): who is signed in, with their mentor status, mentee profile and unread counts, in
 * one request that the app shell preloads (index.html). The current-user query asks it (current-user.ts) and puts the
 * parts into the queries that own them, so no screen waits on a chain of requests. The keys live here, not beside
 * their hooks, so that this module stays as small as the landing chunk needs (it imports no hooks).
 */
export const mentorStatusQueryKey = [api.auth.user['mentor-status'].$path()] as const;
export const menteeProfileQueryKey = [api['mentee-profile'].$path()] as const;

/** A light structural check instead of the zod schema: zod must stay out of the landing chunk. */
export function looksLikeBootstrap(value: unknown): value is Bootstrap {
  if (typeof value !== 'object' || value === null) return false;
  const { user, mentorStatus } = value as Partial<Record<keyof Bootstrap, unknown>>;
  if (typeof user !== 'object' || user === null || typeof mentorStatus !== 'object' || mentorStatus === null) {
    return false;
  }
  const u = user as Record<string, unknown>;
  return typeof u.id === 'string' && typeof u.firstName === 'string';
}

/** The mentor status and mentee profile queries answered from the bootstrap, as their own routes would answer them. */
export function primeMemberQueries(client: QueryClient, answer: Bootstrap): void {
  client.setQueryData(mentorStatusQueryKey, {
    isMentor: answer.mentorStatus.isMentor === true,
    mentorProfile: answer.mentorStatus.mentorProfile ?? null,
  });
  client.setQueryData(menteeProfileQueryKey, answer.menteeProfile ?? null);
}
