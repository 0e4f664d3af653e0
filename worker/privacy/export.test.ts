import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as t from '../../schema/db/index.ts';
import { memberWithEverything } from '../test/account-data.ts';
import { createUser, db } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { EXPORT_SECTIONS } from './export-sections.ts';
import { EXPORT_FORMAT, exportAccountData } from './export.ts';

type Export = { format: string; exportedAt: string; about: string; tables: Record<string, Record<string, unknown>[]> };

async function tablesOfTheDatabase(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'`,
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

describe('the export covers the schema', () => {
  it('has a section for every table that refers to users or to mentor profiles', async () => {
    const referring = new Set<string>();
    for (const table of await tablesOfTheDatabase()) {
      // D1 refuses the pragma_foreign_key_list() table function, but answers the PRAGMA itself.
      const { results } = await env.DB.prepare(`PRAGMA foreign_key_list("${table}")`).all<{ table: string }>();
      if (results.some((key) => key.table === 'users' || key.table === 'mentors')) referring.add(table);
    }
    // Sanity: the walk found the tables it must.
    expect(referring).toContain('coaching_messages');
    const sections = new Set(EXPORT_SECTIONS.map((section) => section.table));
    expect(
      [...referring].filter((table) => !sections.has(table)),
      'tables missing from EXPORT_SECTIONS',
    ).toEqual([]);
  });

  it('exports or names a reason to leave out every column of each table it exports', async () => {
    for (const section of EXPORT_SECTIONS) {
      const { results } = await env.DB.prepare(`PRAGMA table_info("${section.table}")`).all<{ name: string }>();
      expect(results.length, section.table).toBeGreaterThan(0);
      const accounted = section.columns.includes('*')
        ? results.map((column) => column.name)
        : [...section.columns, ...Object.keys(section.omitted ?? {})];
      const unaccounted = results.map((column) => column.name).filter((name) => !accounted.includes(name));
      expect(unaccounted, `${section.table}: columns neither exported nor omitted with a reason`).toEqual([]);
    }
  });
});

describe('GET /api/me/export', () => {
  it('downloads everything about the member as JSON, and nothing of the other member', async () => {
    const member = await memberWithEverything();
    const res = await api('/api/me/export', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="sebenza-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await res.text();
    const data = JSON.parse(text) as Export;

    expect(data.format).toBe(EXPORT_FORMAT);
    expect(Object.keys(data.tables)).toEqual(EXPORT_SECTIONS.map((section) => section.table));
    // The member's rows are in it: one in every table the fixture fills for them.
    for (const section of EXPORT_SECTIONS) {
      expect(data.tables[section.table]!.length, `${section.table} rows`).toBeGreaterThan(0);
    }
    expect(data.tables.users).toEqual([
      expect.objectContaining({ id: member.user.id, email: member.user.email, has_password: 1 }),
    ]);
    expect(data.tables.mentors![0]!.skills).toEqual([`${member.marker}-skill`]);
    // Derived from the profile's own words, and exported as the JSON it is.
    expect(data.tables.mentee_profiles![0]!.match_terms).toMatchObject({ goals: [`${member.marker}-goals`] });
    expect(data.tables.coaching_messages!.map((row) => row.content).sort()).toEqual([
      `${member.marker}-coaching-message`,
      `${member.marker}-file.pdf`,
      `${member.marker}-question`,
    ]);
    // Money: what they paid, its receipt and the credit note of its refund, as printed.
    expect(data.tables.payments!.map((row) => row.id)).toEqual([member.payment.id]);
    expect(data.tables.money_documents!.map((row) => [row.kind, row.payer_email]).sort()).toEqual([
      ['credit_note', member.user.email],
      ['receipt', member.user.email],
    ]);
    // Never another member's: their email, name, words or id, nor any secret.
    expect(text).not.toContain(member.otherMarker);
    expect(text).not.toContain(member.other.id);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain(`${member.marker}-device`);
    expect(text).not.toContain(`${member.marker}-feed-hash`);
  });

  it('is for signed-in members only', async () => {
    expect((await api('/api/me/export')).status).toBe(401);
  });

  it('streams a large table in keyset pages, in order, without losing a row at a page boundary', async () => {
    const user = await createUser();
    await db
      .insert(t.notifications)
      .values(Array.from({ length: 7 }, (_, i) => ({ userId: user.id, kind: 'test', text: `Notice ${i}` })));
    const stream = exportAccountData(db, user, { pageSize: 3 });
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      chunks += 1;
      text += decoder.decode(chunk, { stream: true });
    }
    const data = JSON.parse(text) as Export;
    expect(data.tables.notifications!.map((row) => row.text)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Notice ${i}`),
    );
    // Written piece by piece (a head, each table's brackets, each page), not as one string at the end.
    expect(chunks).toBeGreaterThan(EXPORT_SECTIONS.length * 2);
  });
});
