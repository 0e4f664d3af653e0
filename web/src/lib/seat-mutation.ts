import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answerOf, isUnauthorizedError, type AnswerOf, type ApiResponse } from './api-client.ts';

/**
 * One way to make the hooks of a seat change (join, leave, register, cancel, join or leave a waiting list) for
 * group sessions and events: `send` makes the call (a `POST` or `DELETE` through `api`), the answer (the thing as
 * the write left it) put into the caches by `apply`. With `reread`, a refusal other than "signed out" reads the
 * thing again: its seats have probably moved (a full session or event), and the card should say so. Write `send`'s
 * parameter as `(id: number)`: TypeScript then takes the answer's type from the call before it checks `apply`.
 */
export function seatMutation<Response extends ApiResponse>(config: {
  send: (id: number) => Promise<Response>;
  apply: (client: QueryClient, fresh: AnswerOf<Response>) => void;
  reread?: (client: QueryClient, id: number) => Promise<unknown>;
}) {
  const { send, apply, reread } = config;
  return function useSeatMutation(id: number) {
    const client = useQueryClient();
    return useMutation<AnswerOf<Response>, Error, void>({
      mutationFn: () => answerOf(send(id)),
      onSuccess: (fresh) => apply(client, fresh),
      onError: reread
        ? (error: unknown) => {
            if (!isUnauthorizedError(error)) reread(client, id).catch(() => undefined);
          }
        : undefined,
    });
  };
}
