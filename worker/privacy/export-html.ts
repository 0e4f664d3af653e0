import { escapeHtml } from '../http/escape-html.ts';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { is } from 'drizzle-orm';
import { formatRand } from '../../schema/contract/money-rules.ts';
import { DELETED_USER_NAME } from '../../schema/contract/privacy-rules.ts';
import { formatSastDateTime, MONTH_NAMES } from '../../schema/contract/share.ts';
import * as schema from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { readAccountData, textStream, type ExportStep } from './export.ts';
import { COLUMN_LABELS, SECTION_TITLES } from './export-labels.ts';

/**
 * The readable export (POPIA s 23, docs/decisions/020): the same reading of the member's data as the JSON file
 * (export.ts `readAccountData`), written as one self-contained HTML page a person can read on a phone and print:
 * a plain heading per section, each record as labelled lines, yes/no for true/false, dates in South African time,
 * rand for amounts in cents, and the sections that hold nothing named together at the end. No script and no
 * outside file (styles are inline, with print rules), so it reads the same saved to disk or offline.
 *
 * Every value is text the member or others typed, so every piece of it goes through `escapeHtml`.
 */

/** Column kinds the schema declares, by table and column: the database stores true/false as 1/0 and lists as text. */
const COLUMN_KINDS: ReadonlyMap<string, ReadonlyMap<string, 'boolean' | 'json'>> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map((table) => {
      const config = getTableConfig(table);
      const kinds = new Map<string, 'boolean' | 'json'>();
      for (const column of config.columns) {
        if (column.columnType === 'SQLiteBoolean') kinds.set(column.name, 'boolean');
        else if (column.dataType === 'json') kinds.set(column.name, 'json');
      }
      return [config.name, kinds] as const;
    }),
);

/** Computed yes/no columns of export-sections.ts (`expression AS name`), which no table declares. */
const COMPUTED_BOOLEANS = new Set(['has_password', 'you_are_the_mentee', 'you_are_the_subscriber']);

/** 'first_name' → 'First name', 'mentor_id' → 'Mentor ID', 'created_at' → 'Created' (an `_at` date by its verb). */
export function columnLabel(column: string): string {
  const fixed = COLUMN_LABELS[column];
  if (fixed) return fixed;
  const words = column
    .replace(/_at$/, '')
    .split('_')
    .map((word) => (word === 'id' ? 'ID' : word === 'url' ? 'web address' : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An instant as the app stores it ('2026-11-28T04:31:00.000Z'), or as SQLite's own clock writes it, in UTC. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One value as a person reads it (plain text, not yet escaped). */
export function readableValue(table: string, column: string, value: unknown): string {
  if (value === null || value === undefined) return 'None';
  const kind = COMPUTED_BOOLEANS.has(column) ? 'boolean' : COLUMN_KINDS.get(table)?.get(column);
  if (kind === 'boolean') return value === 1 || value === true ? 'Yes' : 'No';
  if (typeof value === 'number') return column.endsWith('_cents') ? formatRand(value) : String(value);
  if (typeof value === 'string') {
    if (kind === 'json') return readableJson(parsed(value));
    if (ISO_INSTANT.test(value)) {
      const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(value);
      const instant = Date.parse(zoned ? value : `${value.replace(' ', 'T')}Z`);
      if (!Number.isNaN(instant)) return formatSastDateTime(new Date(instant).toISOString());
    }
    const day = ISO_DAY.exec(value);
    if (day) return `${Number(day[3])} ${MONTH_NAMES[Number(day[2]) - 1]} ${day[1]}`;
    return value === '' ? 'Empty' : value;
  }
  return readableJson(value);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Lists as 'a, b, c', objects as 'key: value; …', nested the same way. */
function readableJson(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (Array.isArray(value)) return value.length ? value.map(readableJson).join(', ') : 'None';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return 'None';
    return entries.map(([key, inner]) => `${columnLabel(key)}: ${readableJson(inner)}`).join('; ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const STYLES = `
  body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1a2e; margin: 0; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.6rem; margin: 0.5rem 0; }
  h2 { font-size: 1.25rem; margin: 2rem 0 0.5rem; border-bottom: 2px solid #d9d0f0; padding-bottom: 0.25rem; }
  h3 { font-size: 1rem; margin: 0 0 0.5rem; color: #4b3a7a; }
  .record { border: 1px solid #d9d0f0; border-radius: 0.75rem; padding: 0.75rem 1rem; margin: 0.75rem 0; break-inside: avoid; }
  dl { margin: 0; display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; color: #4a4458; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
  .note { color: #4a4458; }
  @media (max-width: 30rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.5rem; } }
  @media print {
    body { font-size: 11pt; }
    main { max-width: none; padding: 0; }
    .record { border-color: #999; }
    .screen-only { display: none; }
    h2 { break-after: avoid; }
  }
`;

/** The readable export as a stream of HTML text, written as each page of rows is read (like the JSON file). */
export function exportAccountHtml(
  db: Db,
  owner: { id: string; email: string },
  { now = new Date(), pageSize }: { now?: Date; pageSize?: number } = {},
): ReadableStream<Uint8Array> {
  return textStream(htmlPieces(readAccountData(db, owner, pageSize), owner, now));
}

async function* htmlPieces(
  steps: AsyncGenerator<ExportStep, void>,
  owner: { email: string },
  now: Date,
): AsyncGenerator<string, void> {
  yield `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data at Sebenza</title><style>${STYLES}</style></head>
<body><main>
<h1>Everything Sebenza holds about you</h1>
<p>For ${escapeHtml(owner.email)}, made ${escapeHtml(formatSastDateTime(now.toISOString()))}.</p>
<p class="note">Left out: secrets (the scrambled forms of your password, sign-ins and calendar link) and other
people’s details (who moderated, who you talked to). After you delete your account, messages you wrote stay and
show “${escapeHtml(DELETED_USER_NAME)}”.</p>
<p class="note screen-only">To keep a copy, use your browser’s Print command (you can save it as a PDF). The same
data, for computers, is the JSON download on your profile page.</p>
`;
  const empty: string[] = [];
  let number = 0;
  for await (const next of steps) {
    const { table } = next.section;
    const title = escapeHtml(SECTION_TITLES[table] ?? columnLabel(table));
    if (next.step === 'section') {
      number = 0;
    } else if (next.step === 'rows') {
      if (number === 0) yield `<section aria-labelledby="${table}"><h2 id="${table}">${title}</h2>\n`;
      for (const row of next.rows) {
        number += 1;
        const lines = Object.entries(row).map(
          ([column, value]) =>
            `<dt>${escapeHtml(columnLabel(column))}</dt><dd>${escapeHtml(readableValue(table, column, value))}</dd>`,
        );
        yield `<article class="record"><h3>Record ${number}</h3><dl>${lines.join('')}</dl></article>\n`;
      }
    } else if (next.count === 0) {
      empty.push(title);
    } else {
      yield `<p class="note">${next.count === 1 ? '1 record' : `${next.count} records`}.</p></section>\n`;
    }
  }
  yield empty.length
    ? `<section aria-labelledby="nothing-held"><h2 id="nothing-held">Where we hold nothing about you</h2><p>None of your data is in these parts of Sebenza:</p>
<ul>${empty.map((title) => `<li>${title}</li>`).join('')}</ul></section>\n`
    : '';
  yield '</main></body></html>\n';
}
