import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRoomReport } from '../../../../schema/contract/admin.ts';
import { auditActionLabel, auditDetail, auditTargetLabel, groupReports, personName } from './admin-display.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const person = (id: string, firstName: string) => ({ id, firstName, lastName: 'M' });
const report = (id: number, messageId: number, reporter: string): AdminRoomReport => ({
  id,
  reason: `reason ${id}`,
  createdAt: `2026-03-0${id}T10:00:00Z`,
  reporter: person(reporter, reporter),
  message: { id: messageId, roomId: 1, content: `message ${messageId}`, createdAt: '2026-03-01T09:00:00Z' },
  author: person('author', 'Vusi'),
});

describe('the admin console', () => {
  it('groups one row per report into one card per message, keeping the order', () => {
    const groups = groupReports([report(3, 20, 'a'), report(2, 10, 'b'), report(1, 20, 'c')]);
    expect(groups.map((g) => g.message.id)).toEqual([20, 10]);
    expect(groups[0]!.reports.map((r) => r.id)).toEqual([3, 1]);
    expect(groups[1]!.reports.map((r) => r.reporter.firstName)).toEqual(['b']);
    expect(groupReports([])).toEqual([]);
  });

  it('names people and audit entries in words', () => {
    expect(personName({ firstName: 'Zodwa', lastName: 'Mahlaba' }, en)).toBe('Zodwa Mahlaba');
    expect(personName(null, en)).toBe('Unknown member');
    expect(auditActionLabel('room_message.hide', en)).toBe('Hid a room message');
    expect(auditActionLabel('something.new', en)).toBe('something.new');
    expect(auditTargetLabel({ targetType: 'success_story', targetId: '12' }, en)).toBe('Story #12');
    expect(auditTargetLabel({ targetType: 'thing', targetId: '3' }, en)).toBe('thing #3');
  });

  it('reads audit details: status changes, JSON objects, plain text, long text cut', () => {
    expect(auditDetail(null)).toBe('');
    expect(auditDetail('{"from":"new","to":"resolved"}')).toBe('new → resolved');
    expect(auditDetail('{"isArchived":true,"name":"Room"}')).toBe('isArchived: true, name: Room');
    expect(auditDetail('Not a real story')).toBe('Not a real story');
    expect(auditDetail('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
