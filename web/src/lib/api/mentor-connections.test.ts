import { describe, expect, it } from 'vitest';
import { withMenteeCount } from './mentor-connections.ts';

const mentor = (id: number, menteeCount: number) => ({ id, name: `Mentor ${id}`, menteeCount });

describe("a connection's new count in the cached mentor reads", () => {
  it('replaces the one mentor in a page, and in every page of an infinite list', () => {
    expect(withMenteeCount({ items: [mentor(1, 4), mentor(2, 0)], total: 2 }, 2, 1)).toEqual({
      items: [mentor(1, 4), mentor(2, 1)],
      total: 2,
    });
    const infinite = { pages: [{ items: [mentor(1, 4)] }, { items: [mentor(2, 0)] }], pageParams: [null, 'c'] };
    expect(withMenteeCount(infinite, 2, 1)).toEqual({
      pages: [{ items: [mentor(1, 4)] }, { items: [mentor(2, 1)] }],
      pageParams: [null, 'c'],
    });
  });

  it('leaves other reads, and pages without the mentor, as they were', () => {
    const page = { items: [mentor(1, 4)] };
    expect(withMenteeCount(page, 9, 1)).toBe(page);
    expect(withMenteeCount(undefined, 1, 1)).toBeUndefined();
    expect(withMenteeCount(3, 1, 1)).toBe(3);
    const other = { sessions: [] };
    expect(withMenteeCount(other, 1, 1)).toBe(other);
  });
});
