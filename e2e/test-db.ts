import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

/**
 * The test server's D1 database, opened directly as the SQLite file that `wrangler dev --persist-to <stateDir>`
 * keeps (WAL mode, so this connection and the server see each other's writes at once). Fixtures use it for what
 * the app has no API for: removing a test's own rows afterwards, and a few documented setup steps (admin rights,
 * a session moved into the past). Each call takes about a millisecond; `wrangler d1 execute --local` takes ~2 s.
 */
export class TestDatabase {
  private readonly db: DatabaseSync;

  constructor(stateDir: string) {
    this.db = new DatabaseSync(d1File(stateDir));
    // The server may be mid-write; wait for its lock instead of failing with SQLITE_BUSY.
    this.db.exec('PRAGMA busy_timeout = 5000');
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
   * Deletes test accounts (by id, or by email for accounts made through the sign-up page) and everything they
   * made. Most of it goes by ON DELETE CASCADE from `users`; the statements before that remove rows whose
   * reference to the user is ON DELETE SET NULL and would otherwise outlive it (stories, complaints, image
   * records, audit rows, videos a test admin added), and rooms a test admin created (a room has no owner; the audit
   * log says who made it).
   */
  deleteAccounts({ ids, emails }: { ids: readonly string[]; emails: readonly string[] }): void {
    if (ids.length === 0 && emails.length === 0) return;
    const byEmail = emails.length
      ? this.all<{ id: string }>(`SELECT id FROM users WHERE email IN (${marks(emails)})`, ...emails).map((r) => r.id)
      : [];
    const users = [...new Set([...ids, ...byEmail])];
    const inUsers = `IN (${marks(users)})`;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      if (users.length) {
        this.run(
          `DELETE FROM community_rooms WHERE CAST(id AS TEXT) IN (SELECT target_id FROM admin_audit_log
             WHERE action = 'room.create' AND target_type = 'community_room' AND admin_id ${inUsers})`,
          ...users,
        );
        this.run(`DELETE FROM community_videos WHERE added_by ${inUsers}`, ...users);
        this.run(`DELETE FROM admin_audit_log WHERE admin_id ${inUsers}`, ...users);
        this.run(`DELETE FROM success_stories WHERE user_id ${inUsers}`, ...users);
        this.run(`DELETE FROM complaints WHERE complainant_id ${inUsers}`, ...users);
        this.run(`DELETE FROM images WHERE owner_id ${inUsers}`, ...users);
        this.run(`DELETE FROM events WHERE host_user_id ${inUsers}`, ...users);
        this.run(`DELETE FROM users WHERE id ${inUsers}`, ...users);
      }
      if (emails.length) {
        this.run(`DELETE FROM login_attempts WHERE email IN (${marks(emails)})`, ...emails);
        this.run(`DELETE FROM pending_sign_ups WHERE email IN (${marks(emails)})`, ...emails);
      }
      this.db.exec('COMMIT');
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
  }

  /** The highest notice ids, in the app and in the outbox, to remove later what a test caused (see fixtures.ts). */
  newestNotices(): { notifications: number; outbox: number } {
    const newest = (table: string) =>
      this.all<{ id: number }>(`SELECT coalesce(max(id), 0) AS id FROM ${table}`)[0]!.id;
    return { notifications: newest('notifications'), outbox: newest('notification_outbox') };
  }

  /** Deletes every notice newer than `since` (from `newestNotices`), whoever it was for. */
  deleteNoticesSince(since: { notifications: number; outbox: number }): void {
    this.run('DELETE FROM notifications WHERE id > ?', since.notifications);
    this.run('DELETE FROM notification_outbox WHERE id > ?', since.outbox);
  }

  /**
   * Rows per table of the app's data (not SQLite's, D1's or the search index's own bookkeeping), to check that a
   * test left the database as it found it.
   */
  rowCounts(): Map<string, number> {
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
      tables.map(({ name }) => [name, this.all<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`)[0]!.n]),
    );
  }

  close(): void {
    this.db.close();
  }
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Miniflare keeps each D1 database as `<stateDir>/v3/d1/miniflare-D1DatabaseObject/<hash>.sqlite`. */
function d1File(stateDir: string): string {
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1)
    throw new Error(`Expected one D1 database file in ${dir}, found: ${files.join(', ') || 'none'}`);
  return path.join(dir, files[0]!);
}
