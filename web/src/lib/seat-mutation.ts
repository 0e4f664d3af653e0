import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson, isUnauthorizedError } from './api-client.ts';

/**
 * One way to make the hooks of a seat change (join, leave, register, cancel, join or leave a waiting list) for
 * group sessions and events: `POST` or `DELETE` on the thing's path, the answer (the thing as the write left it) put
 * into the caches by `apply`. With `reread`, a refusal other than "signed out" reads the thing again: its seats have
 * probably moved (a full session or event), and the card should say so.
 */
export function seatMutation<T>(config: {
  method: 'POST' | 'DELETE';
  path: (id: number) => string;
  apply: (client: QueryClient, fresh: T) => void;
  reread?: (client: QueryClient, id: number) => Promise<unknown>;
}) {
  const { method, path, apply, reread } = config;
  return function useSeatMutation(id: number) {
    const client = useQueryClient();
    return useMutation<T, Error, void>({
      mutationFn: () => apiJson<T>(method, path(id)),
      onSuccess: (fresh: T) => apply(client, fresh),
      onError: reread
        ? (error: unknown) => {
            if (!isUnauthorizedError(error)) reread(client, id).catch(() => undefined);
          }
        : undefined,
    });
  };
}
