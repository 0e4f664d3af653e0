import { vi } from 'vitest';

/** How a stand-in publisher answers one request (it may never resolve: the caller's abort then rejects it). */
export type Answer = (request: Request) => Response | Promise<Response>;

/**
 * Plays a feed publisher by intercepting the isolate's outbound fetch: every request goes to `answer`, and an
 * abort (the adapter's timeout) rejects it as a real fetch would. Returns the requests seen. Restore with
 * `vi.restoreAllMocks()` after each test.
 */
export function publisher(answer: Answer): Request[] {
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const aborted = new Promise<never>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    // The timeout may fire long after the answer won the race (the test files share one Worker): nothing waits then.
    aborted.catch(() => {});
    return Promise.race([answer(request), aborted]);
  });
  return requests;
}

/** Several publishers by URL (origin and path); anything else gets a 404, never the network. */
export function publishersByUrl(answers: Record<string, Answer>): Request[] {
  const pathOf = (url: string) => `${new URL(url).origin}${new URL(url).pathname}`;
  const byPath = new Map(Object.entries(answers).map(([url, answer]) => [pathOf(url), answer]));
  return publisher((request) => {
    const answer = byPath.get(pathOf(request.url));
    return answer ? answer(request) : new Response('No such publisher in this test', { status: 404 });
  });
}
