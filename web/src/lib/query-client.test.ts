import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, api, ApiError } from './api-client.ts';
import {
  createQueryClient,
  createUnauthorizedHandler,
  LOGGED_OUT_MESSAGE,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
} from './query-client.ts';
import { getToasts } from './toast.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const unauthorized = () => new ApiError(401, 'Unauthorized', '{"message":"Unauthorized: please sign in."}');

describe('the query client defaults', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const client = createQueryClient(() => false);
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('reports failed reads and writes to the 401 handler', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockImplementation(async () => new Response('{"message":"Unauthorized: please sign in."}', { status: 401 })),
    );
    const onUnauthorized = vi.fn((_error: unknown) => true);
    const client = createQueryClient(onUnauthorized);
    const read = () => answerOf(api['mentee-profile'].$get());
    await client.fetchQuery({ queryKey: [api['mentee-profile'].$path()], queryFn: read }).catch(() => undefined);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized()),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(String(onUnauthorized.mock.calls[0]![0])).toContain('401: ');
  });
});

describe('the special 401 handling', () => {
  it('shows the logged-out toast and goes to /api/login after 500 ms, once', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const handle = createUnauthorizedHandler(navigate);
    expect(handle(unauthorized())).toBe(true);
    expect(handle(unauthorized())).toBe(true);
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: LOGGED_OUT_MESSAGE, variant: 'destructive', open: true });
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it('ignores other errors', () => {
    const navigate = vi.fn();
    const handle = createUnauthorizedHandler(navigate);
    expect(handle(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(handle(new ApiError(401, '', '{"message":"Session expired"}'))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
