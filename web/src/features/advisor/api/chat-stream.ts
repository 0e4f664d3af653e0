/**
 * `POST /api/ai/income-chat` as server-sent events (`IncomeChatStreamEvent`): the reply shows as it is written.
 * A server that answers JSON instead (the spec's shape) is read as one piece.
 */
import type { AdvisorKind, IncomeChatInput, IncomeChatResult } from '../../../../../schema/contract/ai.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

export type ChatStreamEvent =
  { event: 'delta'; text: string } | { event: 'done'; advisor: AdvisorKind } | { event: 'error' };

/**
 * Splits what has arrived into complete events and the unfinished rest. An event the page does not know, or whose
 * data is not the JSON it expects, reads as an error rather than as text.
 */
export function readChatEvents(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  return { events: blocks.filter((block) => block.trim() !== '').map(toChatEvent), rest };
}

function toChatEvent(block: string): ChatStreamEvent {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  try {
    const value = JSON.parse(data.join('\n')) as Record<string, unknown>;
    if (name === 'delta' && typeof value.text === 'string') return { event: 'delta', text: value.text };
    if (name === 'done' && (value.advisor === 'model' || value.advisor === 'offline')) {
      return { event: 'done', advisor: value.advisor };
    }
  } catch {
    // Not JSON: an error, below.
  }
  return { event: 'error' };
}

/** Asks the advisor; `onText` gets the reply so far as each piece arrives. Throws when the reply fails. */
export async function streamAdvisorReply({
  input,
  onText,
}: {
  input: IncomeChatInput;
  onText: (textSoFar: string) => void;
}): Promise<IncomeChatResult> {
  const response = await fetch(api.ai['income-chat'].$path(), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const answer = (await response.json()) as IncomeChatResult;
    onText(answer.response);
    return answer;
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const read = readChatEvents(buffer + value);
    buffer = read.rest;
    for (const event of read.events) {
      if (event.event === 'error') throw new Error('The advisor could not finish its reply.');
      if (event.event === 'done') {
        await reader.cancel();
        return { response: text, advisor: event.advisor };
      }
      text += event.text;
      onText(text);
    }
  }
  throw new Error('The reply ended before it was finished.');
}
