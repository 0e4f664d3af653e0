import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  createQueryClient,
  createUnauthorizedHandler,
  getQueryFn,
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

  it('GETs the first element of the query key by default', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('[{"id":1}]'));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient(() => false);
    await expect(client.fetchQuery({ queryKey: ['/api/group-sessions', 'mentor-7'] })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/group-sessions');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
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
    await client.fetchQuery({ queryKey: ['/api/mentee-profile'] }).catch(() => undefined);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized()),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(String(onUnauthorized.mock.calls[0]![0])).toContain('401: ');
  });
});

describe('getQueryFn', () => {
  it('turns a 401 into null with on401: returnNull', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 401 })));
    const client = createQueryClient(() => false);
    const data = await client.fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
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
