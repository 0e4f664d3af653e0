import { describe, expect, it } from 'vitest';
import { readChatEvents } from './chat-stream.ts';

describe('readChatEvents', () => {
  it('reads the server-sent events as they arrive, keeping an unfinished one for later', () => {
    const first = readChatEvents('event: delta\ndata: {"text":"Hello "}\n\nevent: delta\ndata: {"te');
    expect(first.events).toEqual([{ event: 'delta', text: 'Hello ' }]);
    const second = readChatEvents(`${first.rest}xt":"Durban"}\n\nevent: done\r\ndata: {"advisor":"offline"}\r\n\r\n`);
    expect(second.events).toEqual([
      { event: 'delta', text: 'Durban' },
      { event: 'done', advisor: 'offline' },
    ]);
    expect(second.rest).toBe('');
  });

  it('keeps markup in the text as text', () => {
    expect(readChatEvents('event: delta\ndata: {"text":"<img src=x onerror=alert(1)>"}\n\n').events).toEqual([
      { event: 'delta', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('reads an error event, or anything it does not understand, as an error', () => {
    expect(readChatEvents('event: error\ndata: {"message":"Could not get AI response."}\n\n').events).toEqual([
      { event: 'error' },
    ]);
    expect(readChatEvents('event: error\ndata: boom\n\n').events).toEqual([{ event: 'error' }]);
    expect(readChatEvents('event: done\ndata: {"advisor":"someone"}\n\n').events).toEqual([{ event: 'error' }]);
  });
});
