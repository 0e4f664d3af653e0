import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, answerOrNullWhenSignedOut, api, ApiError, errorMessage, isUnauthorizedError } from './api-client.ts';

function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api (typed from the routers)', () => {
  it('sends a GET with cookies, no body and no Content-Type, and parses the answer', async () => {
    const fetchMock = mockFetch(json({ users: 3 }));
    await expect(answerOf(api.stats.users.$get())).resolves.toEqual({ users: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stats/users');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined, headers: undefined });
  });

  it('sends a JSON body with a JSON Content-Type only when there is one', async () => {
    const fetchMock = mockFetch(json({ id: 1 }, { status: 201 }));
    await answerOf(api['mentor-connections'].$post({ json: { mentorId: 7 } }));
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"mentorId":7}',
    });
  });

  it('fills path parameters (encoded) and appends the query, leaving undefined values out', async () => {
    const fetchMock = mockFetch(json({}), json({ items: [], nextCursor: null }));
    await answerOf(api.notifications[':id'].read.$post({ param: { id: '4/5' } }));
    await answerOf(api['success-stories'].$get({ query: { limit: '2', cursor: undefined } }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/notifications/4%2F5/read',
      '/api/success-stories?limit=2',
    ]);
  });

  it('fills a parameter the router restricts to a pattern', () => {
    const route = api.admin['event-proposals'][':id'][':decision{accept|decline}'];
    expect(route.$path({ param: { id: '3', decision: 'accept' } })).toBe('/api/admin/event-proposals/3/accept');
  });

  it('gives undefined for an empty answer and throws ApiError "status: body" for a non-OK one', async () => {
    mockFetch(new Response(null, { status: 204 }), json({ message: 'Forbidden' }, { status: 403 }));
    await expect(answerOf(api.admin['community-videos'][':id'].$delete({ param: { id: '1' } }))).resolves.toBe(
      undefined,
    );
    await expect(answerOf(api.dashboard.$get())).rejects.toThrow('403: {"message":"Forbidden"}');
  });

  it('treats a falsy body (null, false) as a body', async () => {
    const fetchMock = mockFetch(json({}), json({}));
    await answerOf(api['mentor-connections'].$post({ json: null as never }));
    await answerOf(api['mentor-connections'].$post({ json: false as never }));
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ body: 'null' });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ body: 'false' });
  });
});

describe('ApiError from a non-OK answer', () => {
  it('is "status: body text", with the parsed message and issues', async () => {
    mockFetch(
      json({ message: 'Title is required', issues: [{ path: 'title', message: 'Required' }] }, { status: 400 }),
    );
    const error = await answerOf(api.complaints.$post({ json: {} as never })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(
      '400: {"message":"Title is required","issues":[{"path":"title","message":"Required"}]}',
    );
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Title is required');
    expect(apiError.issues).toEqual([{ path: 'title', message: 'Required' }]);
  });

  it('reads every issue, a missing path as empty', async () => {
    mockFetch(
      json(
        {
          message: 'x',
          issues: [
            { path: 'skills.3', message: 'Too long' },
            { path: 'title', message: 'First' },
            { path: 'title', message: 'Second' },
            { path: 'unknown', message: 'Ignored' },
            { message: 'No path' },
          ],
        },
        { status: 400 },
      ),
    );
    const error = (await answerOf(api.complaints.$post({ json: {} as never })).catch((e: unknown) => e)) as ApiError;
    expect(error.issues?.at(-1)).toEqual({ path: '', message: 'No path' });
    // The form kit places these beside fields (components/form/form-errors.test.ts).
    expect(error.issues?.map((issue) => issue.path)).toEqual(['skills.3', 'title', 'title', 'unknown', '']);
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = (await answerOf(api.dashboard.$get()).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBe('Service Unavailable');
    expect(error.issues).toBeUndefined();
  });

  it('keeps a non-JSON error body as the message', async () => {
    mockFetch(new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await answerOf(api.dashboard.$get()).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: upstream timed out');
    expect(error.serverMessage).toBe('upstream timed out');
  });

  it('lets network failures through unchanged', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(failure));
    await expect(answerOf(api.dashboard.$get())).rejects.toBe(failure);
  });
});

describe('answerOrNullWhenSignedOut', () => {
  const unauthorized = () =>
    json({ message: 'Unauthorized: please sign in.' }, { status: 401, statusText: 'Unauthorized' });

  it('turns a 401 into null', async () => {
    mockFetch(unauthorized());
    await expect(answerOrNullWhenSignedOut(api.bootstrap.$get())).resolves.toBeNull();
  });

  it('still throws other errors', async () => {
    mockFetch(json({ message: 'Forbidden' }, { status: 403 }));
    await expect(answerOrNullWhenSignedOut(api.bootstrap.$get())).rejects.toMatchObject({ status: 403 });
  });

  it('answerOf throws on 401 as the spec says', async () => {
    mockFetch(unauthorized());
    await expect(answerOf(api['mentee-profile'].$get())).rejects.toThrow(
      '401: {"message":"Unauthorized: please sign in."}',
    );
  });
});

describe('isUnauthorizedError', () => {
  it('matches errors starting with 401 that contain Unauthorized', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"message":"Unauthorized: please sign in."}'))).toBe(
      true,
    );
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('does not match other errors', () => {
    expect(isUnauthorizedError(new ApiError(401, '', '{"message":"Wrong password"}'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', 'Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});

describe('errorMessage', () => {
  it("gives the server's message for API errors and the fallback otherwise", () => {
    expect(errorMessage(new ApiError(400, 'Bad Request', '{"message":"Name and title are required."}'), 'x')).toBe(
      'Name and title are required.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
  });
});
