import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../schema/db/index.ts';
import { memberWithEverything } from '../test/account-data.ts';
import { createUser, db, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { columnLabel, readableValue } from './export-html.ts';
import { SECTION_TITLES } from './export-labels.ts';
import { EXPORT_SECTIONS } from './export-sections.ts';

describe('the readable export’s words', () => {
  it('has a plain title for every section the export reads', () => {
    const untitled = EXPORT_SECTIONS.map((section) => section.table).filter((table) => !SECTION_TITLES[table]);
    expect(untitled, 'sections without a title in export-labels.ts').toEqual([]);
  });

  it('labels columns in words, and shows yes/no, dates and rand as people read them', () => {
    expect(columnLabel('first_name')).toBe('First name');
    expect(columnLabel('mentor_id')).toBe('Mentor ID');
    expect(columnLabel('created_at')).toBe('Created');
    expect(readableValue('users', 'has_password', 1)).toBe('Yes');
    expect(readableValue('mentors', 'is_active', 0)).toBe('No');
    expect(readableValue('users', 'created_at', '2026-11-28T08:05:00.000Z')).toBe('Sat 28 Nov 2026, 10:05 SAST');
    expect(readableValue('payments', 'amount_cents', 125_050)).toBe('R1,250.50');
    expect(readableValue('users', 'age_group', null)).toBe('None');
    expect(readableValue('mentors', 'skills', ['Baking', 'Sewing'])).toBe('Baking, Sewing');
  });

  it('escapes everything that could be markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });
});

describe('GET /api/me/export/readable', () => {
  it('shows the same data as the JSON file as a printable page with plain headings', async () => {
    const member = await memberWithEverything();
    const res = await api('/api/me/export/readable', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^inline; filename="sebenza-my-data-\d{4}-\d{2}-\d{2}\.html"$/,
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    const json = (await (await api('/api/me/export', { cookie: member.cookie })).json()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };

    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('@media print');
    // Self-contained: no script, no outside file.
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
    // Every section that has rows is there under its plain title, with as many records as the JSON file has.
    for (const section of EXPORT_SECTIONS) {
      const rows = json.tables[section.table]!;
      expect(html, section.table).toContain(`>${escapeHtml(SECTION_TITLES[section.table]!)}</h2>`);
      expect(html, section.table).toContain(
        rows.length === 1 ? '<p class="note">1 record.</p>' : `${rows.length} records.`,
      );
    }
    expect(html).not.toContain('Where we hold nothing about you');
    // Words, not the database's names; yes/no, not 0/1.
    expect(html).toContain('<dt>First name</dt>');
    expect(html).not.toContain('first_name');
    expect(html).toContain('<dt>Has a password</dt><dd>Yes</dd>');
    expect(html).toContain(`<dd>First${member.marker}</dd>`);
    // Never another member's data, nor a secret.
    expect(html).not.toContain(member.otherMarker);
    expect(html).not.toContain(`${member.marker}-device`);
  });

  it('says plainly where it holds nothing, and turns a member’s own markup into text', async () => {
    const user = await createUser({
      firstName: '<script>alert(1)</script>',
      lastName: `"><img src=x onerror=alert(2)>`,
    });
    await db.update(t.users).set({ firstName: '<script>alert(1)</script>' }).where(eq(t.users.id, user.id));
    const res = await api('/api/me/export/readable', { cookie: await signIn(user.id) });
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('>Where we hold nothing about you</h2>');
    expect(html).toContain(`<li>${escapeHtml(SECTION_TITLES.coaching_messages!)}</li>`);
  });

  it('is for signed-in members only', async () => {
    expect((await api('/api/me/export/readable')).status).toBe(401);
  });
});
