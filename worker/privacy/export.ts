import { DELETED_USER_NAME } from '../../schema/contract/privacy-rules.ts';
import type { Db } from '../db/client.ts';
import { EXPORT_SECTIONS, type ExportSection } from './export-sections.ts';

/**
 * Access (POPIA s 23; docs/decisions/020-popia-export-and-deletion.md): reads what export-sections.ts names, in
 * keyset pages, and writes it out as one JSON document `{ format, exportedAt, about, tables: { <table>: [rows] } }`,
 * streamed table by table. export-html.ts writes the same reading as a page a person can read and print.
 */

/** What the file says about itself, for whoever opens it. */
const ABOUT =
  'Everything Sebenza holds about you, one list per table. Left out: secrets (hashes of your password, sessions ' +
  'and calendar link) and other people’s details (who moderated, who you talked to). Numbers 0 and 1 in yes/no ' +
  `columns mean no and yes. After you delete your account, messages you wrote stay and show "${DELETED_USER_NAME}".`;

export const EXPORT_FORMAT = 'sebenza-account-export/1';

/** Rows read per query: a member with years of messages is read in pages, never all at once. */
const PAGE_SIZE = 500;

/**
 * The member's data as a stream of JSON text: the Worker writes each page of rows as it reads it and never holds a
 * whole table, so a large export costs the memory of one page. A read that fails ends the stream with an error (the
 * browser reports the download as failed, never a truncated file that looks whole).
 */
export function exportAccountData(
  db: Db,
  owner: { id: string; email: string },
  { now = new Date(), pageSize = PAGE_SIZE }: { now?: Date; pageSize?: number } = {},
): ReadableStream<Uint8Array> {
  return textStream(jsonPieces(readAccountData(db, owner, pageSize), now));
}

/** Text pieces as a byte stream, each piece written when the reader asks for it. */
export function textStream(pieces: AsyncGenerator<string, void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

/** One step of reading the export: a section begins, a page of its rows, or it ends (with how many rows it had). */
export type ExportStep =
  | { step: 'section'; section: ExportSection }
  | { step: 'rows'; section: ExportSection; rows: Record<string, unknown>[] }
  | { step: 'end'; section: ExportSection; count: number };

/**
 * Everything the export holds, read section by section in keyset pages: the one reading of the member's data that
 * every format writes out (the JSON file here, the readable page in export-html.ts), so they cannot differ.
 */
export async function* readAccountData(
  db: Db,
  owner: { id: string; email: string },
  pageSize = PAGE_SIZE,
): AsyncGenerator<ExportStep, void> {
  for (const section of EXPORT_SECTIONS) {
    yield { step: 'section', section };
    let afterRowId = 0;
    let count = 0;
    for (;;) {
      const rows = await readPage(db, section, owner, afterRowId, pageSize);
      if (rows.length === 0) break;
      count += rows.length;
      afterRowId = rows[rows.length - 1]!.export_row_id;
      yield { step: 'rows', section, rows: rows.map((row) => exportedRow(section, row)) };
      if (rows.length < pageSize) break;
    }
    yield { step: 'end', section, count };
  }
}

async function* jsonPieces(steps: AsyncGenerator<ExportStep, void>, now: Date): AsyncGenerator<string, void> {
  const head = { format: EXPORT_FORMAT, exportedAt: now.toISOString(), about: ABOUT };
  yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  let firstSection = true;
  let firstPage = true;
  for await (const next of steps) {
    if (next.step === 'section') {
      yield `${firstSection ? '' : ','}${JSON.stringify(next.section.table)}:[`;
      firstSection = false;
      firstPage = true;
    } else if (next.step === 'rows') {
      const page = next.rows.map((row) => JSON.stringify(row)).join(',');
      yield firstPage ? page : `,${page}`;
      firstPage = false;
    } else {
      yield ']';
    }
  }
  yield '}}';
}

type StoredRow = Record<string, unknown> & { export_row_id: number };

/** One keyset page of a section's rows, in rowid order (every table here is a rowid table). */
async function readPage(
  db: Db,
  section: ExportSection,
  owner: { id: string; email: string },
  afterRowId: number,
  pageSize: number,
): Promise<StoredRow[]> {
  const query = `SELECT rowid AS export_row_id, ${section.columns.join(', ')} FROM ${section.table}
    WHERE (${section.mine}) AND rowid > ?3 ORDER BY rowid LIMIT ?4`;
  const { results } = await db.$client
    .prepare(query)
    .bind(owner.id, owner.email, afterRowId, pageSize)
    .all<StoredRow>();
  return results;
}

function exportedRow(section: ExportSection, { export_row_id: _rowId, ...row }: StoredRow): Record<string, unknown> {
  for (const column of section.json ?? []) {
    if (typeof row[column] === 'string') row[column] = JSON.parse(row[column]);
  }
  return row;
}
