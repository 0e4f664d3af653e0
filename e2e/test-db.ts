import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

/**
 * The test server's D1 database, opened directly as the SQLite file that `wrangler dev --persist-to <stateDir>`
 * keeps (WAL mode, so this connection and the server see each other's writes at once). The browser tests use it for
 * what the app has no API for: granting admin rights and removing the test accounts, before and after the run
 * (global-setup.ts), and a few documented setup steps (a session moved into the past). Each call takes about a
 * millisecond; `wrangler d1 execute --local` takes ~2 s.
 *
 * A write here holds SQLite's write lock, and workerd does not wait for a lock it finds taken: a request that writes
 * meanwhile fails (SQLITE_BUSY, answered 500). So it writes when no page is using the server, except for the rare
 * setup step; reads never get in the way.
 */
export class TestDatabase {
  private readonly db: DatabaseSync;

  constructor(stateDir: string) {
    this.db = new DatabaseSync(d1File(stateDir));
    // The server may be mid-write; wait for its lock instead of failing with SQLITE_BUSY.
    this.db.exec('PRAGMA busy_timeout = 5000');
    // Keep our rare write's hold on the lock short (see above): a throwaway test database needs no fsync.
    this.db.exec('PRAGMA synchronous = OFF');
    // Off by default per connection; the schema's ON DELETE CASCADE rules do the bulk of the cleanup.
    this.db.exec('PRAGMA foreign_keys = ON');
  }

  run(sql: string, ...params: SQLInputValue[]): void {
    this.db.prepare(sql).run(...params);
  }

  all<T>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.db.prepare(sql).all(...params) as T[];
  }

  /**
   * Deletes every account whose email is `LIKE emails` and everything those accounts made. Most of it goes by ON
   * DELETE CASCADE from `users`; the statements before that remove rows whose reference to the user is ON DELETE SET
   * NULL and would otherwise outlive it (stories, complaints, wording suggestions, image records, events they host, audit rows, videos an
   * admin added), and the rooms and opportunity feeds an admin created (neither has an owner; the audit row of its
   * creation says who made it). The sign-in attempts and pending sign-ups of those emails go too. Records of money
   * outlive an account on purpose (decision 034), so the test accounts' payments, their receipts, refunds and ledger
   * lines, and their coaches' payouts go here first, lines before what they point at.
   */
  deleteAccounts(emails: string): void {
    const theirs = `IN (SELECT id FROM users WHERE email LIKE ?1)`;
    const createdBy = (action: string) =>
      `CAST(id AS TEXT) IN (SELECT target_id FROM admin_audit_log WHERE action = '${action}' AND admin_id ${theirs})`;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const payments = `(SELECT id FROM payments WHERE user_id ${theirs})`;
      const mentors = `(SELECT id FROM mentors WHERE user_id ${theirs})`;
      const calls = `(SELECT id FROM coaching_calls WHERE mentee_id ${theirs} OR mentor_id IN ${mentors})`;
      const payouts = `(SELECT id FROM coach_payouts WHERE mentor_id IN ${mentors})`;
      const refunds = `(SELECT id FROM refunds WHERE payment_id IN ${payments})`;
      this.run(
        `DELETE FROM ledger_lines WHERE payment_id IN ${payments} OR mentor_id IN ${mentors} OR call_id IN ${calls}
           OR payout_id IN ${payouts} OR refund_id IN ${refunds}`,
        emails,
      );
      this.run(`DELETE FROM money_documents WHERE payment_id IN ${payments}`, emails);
      this.run(`DELETE FROM refunds WHERE payment_id IN ${payments}`, emails);
      this.run(`DELETE FROM coach_payouts WHERE mentor_id IN ${mentors}`, emails);
      this.run(`DELETE FROM payments WHERE user_id ${theirs}`, emails);
      this.run(`DELETE FROM community_rooms WHERE ${createdBy('room.create')}`, emails);
      this.run(`DELETE FROM opportunity_feeds WHERE ${createdBy('opportunity-feed.create')}`, emails);
      this.run(`DELETE FROM community_videos WHERE added_by ${theirs}`, emails);
      this.run(`DELETE FROM admin_audit_log WHERE admin_id ${theirs}`, emails);
      this.run(`DELETE FROM success_stories WHERE user_id ${theirs}`, emails);
      this.run(`DELETE FROM complaints WHERE complainant_id ${theirs}`, emails);
      this.run(`DELETE FROM wording_suggestions WHERE member_id ${theirs}`, emails);
      this.run(`DELETE FROM images WHERE owner_id ${theirs}`, emails);
      this.run(`DELETE FROM events WHERE host_user_id ${theirs}`, emails);
      this.run(`DELETE FROM users WHERE email LIKE ?`, emails);
      this.run(`DELETE FROM login_attempts WHERE email LIKE ?`, emails);
      this.run(`DELETE FROM pending_sign_ups WHERE email LIKE ?`, emails);
      this.db.exec('COMMIT');
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
  }

  /**
   * How many rows each table of the app's data holds (not SQLite's, D1's or the search index's own bookkeeping), and
   * its highest rowid: what `changesSince` compares with later.
   */
  tableSizes(): Map<string, TableSize> {
    const tables = this.all<{ name: string }>(
      `SELECT name FROM sqlite_master t WHERE type = 'table'
         AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
         AND name <> 'd1_migrations' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
         -- Webhook event ids have no owner to delete them by; the daily cron prunes this idempotency log.
         AND name <> 'processed_webhook_events'
         AND NOT EXISTS (SELECT 1 FROM sqlite_master v WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%'
                         AND t.name LIKE v.name || '\\_%' ESCAPE '\\')
       ORDER BY name`,
    );
    return new Map(
      tables.map(({ name }) => [
        name,
        this.all<TableSize>(`SELECT count(*) AS rows, coalesce(max(rowid), 0) AS lastRowid FROM "${name}"`)[0]!,
      ]),
    );
  }

  /**
   * What differs from `before` (from `tableSizes`), one line per table: rows added since (with a few of them, to
   * tell which test made them) and rows removed since. Empty when every table holds what it held.
   */
  changesSince(before: Map<string, TableSize>): string[] {
    const changes: string[] = [];
    for (const [table, now] of this.tableSizes()) {
      const then = before.get(table) ?? { rows: 0, lastRowid: 0 };
      const added = this.all<Record<string, unknown>>(`SELECT * FROM "${table}" WHERE rowid > ?`, then.lastRowid);
      const removed = then.rows - (now.rows - added.length);
      if (added.length === 0 && removed === 0) continue;
      const sample = added.slice(0, 3).map((row) => `\n    ${JSON.stringify(row)}`);
      changes.push(`${table}: ${added.length} added, ${removed} removed${sample.join('')}`);
    }
    return changes;
  }

  close(): void {
    this.db.close();
  }
}

/** A table's size as `tableSizes` reads it. */
export interface TableSize {
  rows: number;
  lastRowid: number;
}

/** Miniflare keeps each D1 database as `<stateDir>/v3/d1/miniflare-D1DatabaseObject/<hash>.sqlite`. */
function d1File(stateDir: string): string {
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1)
    throw new Error(`Expected one D1 database file in ${dir}, found: ${files.join(', ') || 'none'}`);
  return path.join(dir, files[0]!);
}
