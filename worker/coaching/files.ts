import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  COACHING_FILE_BYTES_PER_DAY,
  COACHING_FILE_MAX_BYTES,
  COACHING_FILE_MESSAGES,
  COACHING_FILE_NAME_MAX_LENGTH,
  COACHING_FILE_TYPES,
  COACHING_FILES_PER_DAY,
  COACHING_MESSAGES,
  type CoachingFilePage,
  type CoachingFileType,
  type CoachingMessage,
} from '../../schema/contract/coaching.ts';
import {
  coachingConnections,
  coachingFiles,
  coachingMessages,
  coachingPlans,
  coachingSubscriptions,
  mentors,
} from '../../schema/db/index.ts';
import { sharingAllowed, sharingRefusal } from '../consents/sharing.ts';
import { rawStatement, type Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { requireParty } from './connections.ts';
import { detectCoachingFileType } from './file-types.ts';
import { firstMessageOfDayNoticeStatements } from './notices.ts';

/*
 * Files shared in a coaching conversation (the plans whose `includes_files` is set). A file is a message of type
 * 'file' (its content is the file's name) with a `coaching_files` row beside it; the bytes are in R2 under
 * `coaching-files/<random UUID>`, a key nobody can guess and that the public `/images/` route never serves. Only the
 * conversation's two people can list or download them.
 */

/** Where shared files live: rows in D1, bytes in R2 (the Worker's one bucket). */
export type FileStore = { db: Db; bucket: R2Bucket };

const DAY_MS = 24 * 60 * 60 * 1000;

export const newCoachingFileKey = () => `coaching-files/${crypto.randomUUID()}`;

/** The caller is the connection's subscriber or its coach (with `mentors` joined on the connection's coach). */
const isParty = (userId: string) => or(eq(coachingConnections.menteeId, userId), eq(mentors.userId, userId));

/** SQL: the subscriber `menteeId` has an active subscription whose plan includes files. */
const planIncludesFiles = (menteeId: string | SQLiteColumn) =>
  sql`exists (select 1 from ${coachingSubscriptions} s join ${coachingPlans} p on p.id = s.plan_id
    where s.user_id = ${menteeId} and s.status = 'active' and p.includes_files = 1)`;

/**
 * The name a file is stored and downloaded under: the name it was sent with, ending as its type does (a PDF sent as
 * "notes" or "notes.exe" becomes "notes.pdf", "notes.exe.pdf"), at most COACHING_FILE_NAME_MAX_LENGTH characters with
 * the ending kept.
 */
export function storedFileName(name: string, type: CoachingFileType): string {
  const endings: readonly string[] = COACHING_FILE_TYPES[type];
  const lower = name.toLowerCase();
  const ending = endings.find((e) => lower.endsWith(e));
  const base = ending ? name.slice(0, name.length - ending.length) : name;
  const kept = ending ? name.slice(name.length - ending.length) : endings[0]!;
  return base.slice(0, COACHING_FILE_NAME_MAX_LENGTH - kept.length) + kept;
}

type StoredRow = Omit<CoachingMessage, 'messageType' | 'file'>;

/**
 * `POST /api/coaching-connections/:id/files`: checks the bytes (400 empty, 413 too large, 415 not one of the shared
 * types), then stores the message and its file row in ONE batch whose first INSERT holds every rule that can change
 * under concurrency: the connection is active, the subscriber's active plan includes files, the sender may share
 * (decision 021), and the sender has shared fewer than COACHING_FILES_PER_DAY files and at most
 * COACHING_FILE_BYTES_PER_DAY bytes, this one included, in the last 24 hours. Uploads sent at once therefore cannot all
 * slip under the quota, and a refused one never reaches R2. The bytes go to R2 after the rows (as pictures do): if R2
 * fails, the message goes again. The caller publishes the answer.
 */
export async function storeCoachingFile(
  { db, bucket }: FileStore,
  {
    userId,
    connectionId,
    name,
    bytes,
    now = new Date(),
  }: { userId: string; connectionId: number; name: string; bytes: Uint8Array; now?: Date },
): Promise<CoachingMessage> {
  if (bytes.byteLength === 0) throw new HttpError(400, COACHING_FILE_MESSAGES.empty);
  if (bytes.byteLength > COACHING_FILE_MAX_BYTES) throw new HttpError(413, COACHING_FILE_MESSAGES.tooLarge);
  const contentType = detectCoachingFileType(bytes);
  if (!contentType) throw new HttpError(415, COACHING_FILE_MESSAGES.unsupportedType);

  const party = await requireParty(db, { connectionId, userId });
  const receiver = party.role === 'coach' ? party.menteeId : party.coachUserId;
  const fileName = storedFileName(name, contentType);
  const key = newCoachingFileKey();
  const at = now.toISOString();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const size = bytes.byteLength;

  const [messages, files] = await db.$client.batch([
    rawStatement(
      db,
      sql`INSERT INTO ${coachingMessages} (connection_id, sender_id, receiver_id, content, message_type, created_at)
        SELECT ${connectionId}, ${userId}, ${receiver}, ${fileName}, 'file', ${at}
        WHERE EXISTS (SELECT 1 FROM ${coachingConnections}
                      WHERE ${coachingConnections.id} = ${connectionId} AND ${coachingConnections.status} = 'active')
          AND ${planIncludesFiles(party.menteeId)}
          AND ${sharingAllowed(userId)}
          AND (SELECT count(*) < ${COACHING_FILES_PER_DAY} AND coalesce(sum(size_bytes), 0) + ${size} <= ${COACHING_FILE_BYTES_PER_DAY}
               FROM ${coachingFiles} WHERE uploader_id = ${userId} AND created_at > ${since})
        RETURNING id, connection_id AS connectionId, sender_id AS senderId, receiver_id AS receiverId, content,
                  created_at AS createdAt, read_at AS readAt`,
    ),
    // Only after the INSERT above went in (`changes()` reads the batch's previous statement), for its message.
    rawStatement(
      db,
      sql`INSERT INTO ${coachingFiles} (connection_id, uploader_id, message_id, r2_key, file_name, content_type, size_bytes, created_at)
        SELECT ${connectionId}, ${userId}, id, ${key}, ${fileName}, ${contentType}, ${size}, ${at}
        FROM ${coachingMessages}
        WHERE id = last_insert_rowid() AND changes() = 1 AND sender_id = ${userId} AND message_type = 'file'
        RETURNING id`,
    ),
    // A file can be the first message of the day, which the other person is told of, as of a text.
    ...firstMessageOfDayNoticeStatements(db, { connectionId, senderId: userId, receiverId: receiver, now }).map(
      (statement) => rawStatement(db, statement.getSQL()),
    ),
  ]);
  const message = (messages!.results as StoredRow[])[0];
  const file = (files!.results as { id: number }[])[0];
  if (!message || !file) throw await uploadRefusal(db, { userId, connectionId });

  try {
    await bucket.put(key, bytes, { httpMetadata: { contentType } });
  } catch (err) {
    // The message would offer a file that is not there; its file row goes with it (ON DELETE CASCADE).
    await db.delete(coachingMessages).where(eq(coachingMessages.id, message.id));
    throw err;
  }
  return { ...message, messageType: 'file', file: { id: file.id, name: fileName, contentType, sizeBytes: size } };
}

/** Why nothing went in, read only after the conditional INSERT refused (the order of the checks above). */
async function uploadRefusal(
  db: Db,
  { userId, connectionId }: { userId: string; connectionId: number },
): Promise<HttpError> {
  const refusal = await sharingRefusal(db, userId);
  if (refusal) return refusal;
  const [[connection], plansWithFiles] = await db.batch([
    db
      .select({
        status: coachingConnections.status,
        filesAllowed: planIncludesFiles(coachingConnections.menteeId).mapWith(Boolean),
      })
      .from(coachingConnections)
      .where(eq(coachingConnections.id, connectionId)),
    plansWithFilesQuery(db),
  ]);
  if (connection?.status !== 'active') return new HttpError(409, COACHING_MESSAGES.connectionNotActive);
  if (!connection.filesAllowed)
    return new HttpError(403, COACHING_FILE_MESSAGES.notInPlan(plansWithFiles.map((p) => p.name)));
  return tooManyRequests(COACHING_FILE_MESSAGES.tooMany, DAY_MS / 1000);
}

/** The plans on sale that include files, in display order. */
const plansWithFilesQuery = (db: Db) =>
  db
    .select({ name: coachingPlans.name })
    .from(coachingPlans)
    .where(and(eq(coachingPlans.includesFiles, true), eq(coachingPlans.isActive, true)))
    .orderBy(asc(coachingPlans.sortOrder), asc(coachingPlans.id));

const fileColumns = {
  id: coachingFiles.id,
  name: coachingFiles.fileName,
  contentType: coachingFiles.contentType,
  sizeBytes: coachingFiles.sizeBytes,
  messageId: coachingFiles.messageId,
  uploaderId: coachingFiles.uploaderId,
  createdAt: coachingFiles.createdAt,
};

/**
 * `GET /api/coaching-connections/:id/files`: the connection's files newest first and whether files can be shared in
 * it, for its two people (404 for anyone else), in one round trip. Also after the connection ended (history stays).
 */
export async function listCoachingFiles(
  db: Db,
  { userId, connectionId, before, limit }: { userId: string; connectionId: number; before?: number; limit: number },
): Promise<CoachingFilePage> {
  // The files are read beside the check and dropped unless the caller is one of the two people.
  const [[party], rows] = await db.batch([
    db
      .select({ filesAllowed: planIncludesFiles(coachingConnections.menteeId).mapWith(Boolean) })
      .from(coachingConnections)
      .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
      .where(and(eq(coachingConnections.id, connectionId), isParty(userId))),
    db
      .select(fileColumns)
      .from(coachingFiles)
      .where(
        and(
          eq(coachingFiles.connectionId, connectionId),
          before === undefined ? undefined : lt(coachingFiles.id, before),
        ),
      )
      .orderBy(desc(coachingFiles.id))
      .limit(limit + 1),
  ]);
  if (!party) throw new HttpError(404, COACHING_MESSAGES.connectionNotFound);
  const items = rows.slice(0, limit);
  return {
    filesAllowed: party.filesAllowed,
    items,
    nextBefore: rows.length > limit ? items[items.length - 1]!.id : null,
  };
}

/** A file as its download needs it: where its bytes are, and what to call and label them. */
export type FileForDownload = { r2Key: string; fileName: string; contentType: string };

/**
 * `GET /api/coaching-connections/:id/files/:fileId`: the file of that connection, when `userId` is one of its two
 * people; null for anyone else and for an unknown id alike, so other people's files stay invisible.
 */
export async function fileForDownload(
  db: Db,
  { userId, connectionId, fileId }: { userId: string; connectionId: number; fileId: number },
): Promise<FileForDownload | null> {
  const [row] = await db
    .select({ r2Key: coachingFiles.r2Key, fileName: coachingFiles.fileName, contentType: coachingFiles.contentType })
    .from(coachingFiles)
    .innerJoin(coachingConnections, eq(coachingConnections.id, coachingFiles.connectionId))
    .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
    .where(and(eq(coachingFiles.id, fileId), eq(coachingFiles.connectionId, connectionId), isParty(userId)))
    .limit(1);
  return row ?? null;
}

/** ASCII for the plain `filename=` (no quotes, backslashes or control characters); the real name goes in `filename*`. */
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * The headers of a download: always saved, never shown in the page (`attachment`), with the type stored at upload
 * (never sniffed), and kept by no cache.
 */
export function downloadHeaders(file: FileForDownload, size: number): Headers {
  return new Headers({
    'Content-Type': file.contentType,
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${asciiFallback(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
