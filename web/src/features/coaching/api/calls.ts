import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  ActionStep,
  BookCallInput,
  CoachingCallPage,
  CompleteCallInput,
} from '../../../../../schema/contract/coaching-calls.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId, pagedQuery } from '../../../lib/api/read-query.ts';
import { slotsQueryRoot } from './slots.ts';
import { subscriptionQueryKey } from './subscription.ts';

const calls = api.coaching.calls;

/** `GET /api/coaching/calls`: the caller's calls on both sides, booked ones first (earliest first), then the rest. */
export const callsQueryKey = [calls.$path()] as const;

export function useCoachingCalls({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...pagedQuery(callsQueryKey, (cursor, signal) => answerOf(calls.$get({ query: { cursor } }, { init: { signal } }))),
    enabled,
  });
}

/**
 * After any change of a call: the calls, the calls left in the plan (a booking uses one, a timely cancel gives it
 * back) and the open slots (a time taken or freed) are read again.
 */
function useRefreshAfterCallChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: callsQueryKey });
    void client.invalidateQueries({ queryKey: subscriptionQueryKey });
    void client.invalidateQueries({ queryKey: slotsQueryRoot });
  };
}

/**
 * `POST /api/coaching/calls` { connectionId, startsAt }. A 409 (the time was taken meanwhile, no calls left) is
 * refreshed too, so the picker shows what is open now.
 */
export function useBookCall() {
  const refresh = useRefreshAfterCallChange();
  return useMutation({
    mutationFn: (json: BookCallInput) => answerOf(calls.$post({ json })),
    onSettled: refresh,
  });
}

/** `POST /api/coaching/calls/{id}/reschedule` { startsAt } (the subscriber, up to FREE_CANCEL_HOURS before). */
export function useRescheduleCall() {
  const refresh = useRefreshAfterCallChange();
  return useMutation({
    mutationFn: ({ callId, startsAt }: { callId: number; startsAt: string }) =>
      answerOf(calls[':id'].reschedule.$post({ ...byId(callId), json: { startsAt } })),
    onSettled: refresh,
  });
}

/** `POST /api/coaching/calls/{id}/cancel` (either side; late for the subscriber forfeits the call). */
export function useCancelCall() {
  const refresh = useRefreshAfterCallChange();
  return useMutation({
    mutationFn: (callId: number) => answerOf(calls[':id'].cancel.$post(byId(callId))),
    onSettled: refresh,
  });
}

/** `POST /api/coaching/calls/{id}/complete`: the coach, after the start: completed with its action plan, or a no-show. */
export function useCompleteCall() {
  const refresh = useRefreshAfterCallChange();
  return useMutation({
    mutationFn: ({ callId, outcome }: { callId: number; outcome: CompleteCallInput }) =>
      answerOf(calls[':id'].complete.$post({ ...byId(callId), json: outcome })),
    onSettled: refresh,
  });
}

/** The path of a call's calendar file, `GET /api/coaching/calls/{id}/ics` (a plain download link). */
export const callCalendarPath = (callId: number) => calls[':id'].ics.$path(byId(callId));

/**
 * `POST /api/coaching/action-steps/{id}` { done }: the subscriber ticks a next step of an action plan. The box changes
 * at once (the loaded calls are written before the answer); a refusal puts it back, the answer is written as stored.
 */
export function useTickStep() {
  const client = useQueryClient();
  const write = (stepId: number, change: (step: ActionStep) => ActionStep) =>
    client.setQueryData<InfiniteData<CoachingCallPage>>(
      callsQueryKey,
      (data) => data && withStep(data, stepId, change),
    );
  return useMutation({
    mutationFn: ({ stepId, done }: { stepId: number; done: boolean }) =>
      answerOf(api.coaching['action-steps'][':id'].$post({ ...byId(stepId), json: { done } })),
    onMutate: ({ stepId, done }) => write(stepId, (step) => ({ ...step, done })),
    onError: (_error, { stepId, done }) => write(stepId, (step) => ({ ...step, done: !done })),
    onSuccess: (stored) => write(stored.id, () => stored),
  });
}

/** The loaded calls with one next step changed. */
function withStep(
  data: InfiniteData<CoachingCallPage>,
  stepId: number,
  change: (step: ActionStep) => ActionStep,
): InfiniteData<CoachingCallPage> {
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((call) =>
      call.actionPlan?.steps.some((s) => s.id === stepId)
        ? {
            ...call,
            actionPlan: {
              ...call.actionPlan,
              steps: call.actionPlan.steps.map((s) => (s.id === stepId ? change(s) : s)),
            },
          }
        : call,
    ),
  }));
  return { ...data, pages };
}
