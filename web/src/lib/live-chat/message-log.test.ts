import { describe, expect, it } from 'vitest';
import { lastMessageId, mergeMessages, messageToSend, reconnectDelayMs, withoutMessage } from './message-log.ts';

const m = (id: number, content = `m${id}`) => ({ id, content });

describe('live message log', () => {
  it('merges pages, live events and catch-up without duplicates, oldest first', () => {
    const history = [m(3), m(4)];
    const live = [m(5), m(4)];
    const catchUp = [m(5), m(6)];
    const older = [m(1), m(2)];
    const merged = [older, live, catchUp].reduce(mergeMessages, history);
    expect(merged.map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lastMessageId(merged)).toBe(6);
    expect(lastMessageId([])).toBe(0);
  });

  it('keeps the newest delivery of a message and the same list when nothing arrives', () => {
    const current = [m(1, 'old')];
    expect(mergeMessages(current, [])).toBe(current);
    expect(mergeMessages(current, [m(1, 'new')])).toEqual([m(1, 'new')]);
  });

  it('removes a hidden message', () => {
    expect(withoutMessage([m(1), m(2)], 1).map((x) => x.id)).toEqual([2]);
  });

  it('backs off reconnects up to 15 seconds', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });

  it('sends the trimmed text and never whitespace alone', () => {
    expect(messageToSend('  hello coach \n')).toBe('hello coach');
    expect(messageToSend('line one\nline two')).toBe('line one\nline two');
    expect(messageToSend('   \n\t ')).toBeNull();
    expect(messageToSend('')).toBeNull();
  });
});
