/**
 * Answers as an OpenAI-compatible `/v1/chat/completions` gives them, for stand-in servers in tests: the real
 * `openai` client reads these exactly as it reads the provider's.
 */
export function completion(content: string | null): Response {
  return Response.json({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
  });
}

const chunk = (delta: object, finish: string | null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export function streamed(pieces: string[]): Response {
  const body = [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((content) => chunk({ content }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ].join('');
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** A stream that sends `pieces` and then stops without ending, until the client gives up (`signal`). */
export function stalled(pieces: string[], signal: AbortSignal | null | undefined): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const content of pieces) controller.enqueue(encoder.encode(chunk({ content }, null)));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

export function failure(status: number, message: string): Response {
  // retry-after-ms: 0 keeps the client's one retry immediate.
  return Response.json(
    { error: { message, type: 'error', code: null } },
    { status, headers: { 'retry-after-ms': '0' } },
  );
}
