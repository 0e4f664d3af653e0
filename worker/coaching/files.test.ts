import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COACHING_FILE_BYTES_PER_DAY,
  COACHING_FILE_MAX_BYTES,
  COACHING_FILE_MESSAGES,
  COACHING_FILES_PER_DAY,
  type CoachingFilePage,
  type CoachingMessage,
  type CoachingMessagePage,
} from '../../schema/contract/coaching.ts';
import { coachingFiles, coachingMessages, coachingSubscriptions } from '../../schema/db/index.ts';
import { cancelSubscription, history, pair, stranger } from '../test/coaching.ts';
import { createPlan, db, TEST_PASSWORD, withSignInClaim } from '../test/factories.ts';
import {
  DOCX_BYTES,
  EXE_BYTES,
  PDF_BYTES,
  pdfOfSize,
  PPTX_BYTES,
  uploadCoachingFile,
  XLSX_BYTES,
  zipOf,
} from '../test/file-bytes.ts';
import { api } from '../test/http.ts';
import { rowsOf } from '../test/outbox-notices.ts';
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES } from '../test/image-bytes.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { detectCoachingFileType } from './file-types.ts';
import { storedFileName } from './files.ts';
import { COACHING_NOTICE_KINDS } from './notices.ts';

/** A subscriber and their coach in an active conversation, the subscriber on a plan that includes files. */
async function filesPair() {
  const connection = await pair();
  const plan = await createPlan({ includesFiles: true });
  await db
    .update(coachingSubscriptions)
    .set({ planId: plan.id })
    .where(eq(coachingSubscriptions.userId, connection.sub.user.id));
  return connection;
}

const filesOf = (connectionId: number, cookie?: string) =>
  api(`/api/coaching-connections/${connectionId}/files`, { cookie });
const download = (connectionId: number, fileId: number, cookie?: string) =>
  api(`/api/coaching-connections/${connectionId}/files/${fileId}`, { cookie });

async function shared(connectionId: number, cookie: string, bytes = PDF_BYTES, name = 'Business plan.pdf') {
  const res = await uploadCoachingFile(connectionId, bytes, { cookie, name });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<CoachingMessage & { messageType: 'file' }>();
}

describe('detectCoachingFileType (magic bytes)', () => {
  it('knows PDF, JPEG, PNG and Word, Excel and PowerPoint by their contents, and nothing else', () => {
    expect(detectCoachingFileType(PDF_BYTES)).toBe('application/pdf');
    expect(detectCoachingFileType(JPEG_BYTES)).toBe('image/jpeg');
    expect(detectCoachingFileType(PNG_BYTES)).toBe('image/png');
    expect(detectCoachingFileType(DOCX_BYTES)).toMatch(/wordprocessingml\.document$/);
    expect(detectCoachingFileType(XLSX_BYTES)).toMatch(/spreadsheetml\.sheet$/);
    expect(detectCoachingFileType(PPTX_BYTES)).toMatch(/presentationml\.presentation$/);
    for (const bytes of [
      EXE_BYTES,
      GIF_BYTES,
      new Uint8Array(),
      new TextEncoder().encode('<html><script>alert(1)</script>'),
      // A plain ZIP, an Office file without its content types, and a macro-enabled Word file.
      zipOf(['notes.txt', 'word/document.xml']),
      zipOf(['word/document.xml']),
      zipOf(['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin']),
      // A ZIP cut short: its central directory is gone.
      DOCX_BYTES.subarray(0, 60),
    ]) {
      expect(detectCoachingFileType(bytes)).toBeNull();
    }
  });

  it('stores a name ending as its type does, within the length limit', () => {
    expect(storedFileName('notes', 'application/pdf')).toBe('notes.pdf');
    expect(storedFileName('invoice.exe', 'application/pdf')).toBe('invoice.exe.pdf');
    expect(storedFileName('Photo.JPEG', 'image/jpeg')).toBe('Photo.JPEG');
    const long = storedFileName(
      `${'a'.repeat(300)}.docx`,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('sharing a file in a coaching conversation', () => {
  it('stores it in R2 under a random key and shows it to both people as a file message and in the Files list', async () => {
    const { sub, coach, connectionId } = await filesPair();
    const message = await shared(connectionId, sub.cookie, DOCX_BYTES, 'C:\\fakepath\\CV.docx');
    expect(message).toMatchObject({
      connectionId,
      senderId: sub.user.id,
      receiverId: coach.user.id,
      messageType: 'file',
      content: 'CV.docx',
      file: { name: 'CV.docx', sizeBytes: DOCX_BYTES.length },
    });
    expect(message.file!.contentType).toMatch(/wordprocessingml/);

    const [row] = await db.select().from(coachingFiles).where(eq(coachingFiles.messageId, message.id));
    expect(row!.r2Key).toMatch(/^coaching-files\/[0-9a-f-]{36}$/);
    const object = await env.IMAGES.get(row!.r2Key);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(DOCX_BYTES);

    // The coach shares too; both read the same history and list.
    await shared(connectionId, coach.cookie, PNG_BYTES, 'diagram.png');
    for (const cookie of [sub.cookie, coach.cookie]) {
      const page = await (await history(connectionId, cookie)).json<CoachingMessagePage>();
      expect(page.items.map((m) => [m.messageType, m.content])).toEqual([
        ['file', 'diagram.png'],
        ['file', 'CV.docx'],
      ]);
      const files = await (await filesOf(connectionId, cookie)).json<CoachingFilePage>();
      expect(files.filesAllowed).toBe(true);
      expect(files.items.map((f) => [f.name, f.uploaderId])).toEqual([
        ['diagram.png', coach.user.id],
        ['CV.docx', sub.user.id],
      ]);
    }
  });

  it('tells the other person of a file that is the first message of their day', async () => {
    const { sub, coach, connectionId } = await filesPair();
    await shared(connectionId, sub.cookie);
    const notices = (await rowsOf([coach.user.id])).filter((row) => row.kind === COACHING_NOTICE_KINDS.message);
    expect(notices.map((row) => row.channel)).toEqual(['in_app', 'email']);
  });

  it('refuses a renamed program, whatever its name and declared type say, and stores nothing', async () => {
    const { sub, connectionId } = await filesPair();
    const res = await uploadCoachingFile(connectionId, EXE_BYTES, {
      cookie: sub.cookie,
      name: 'report.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: COACHING_FILE_MESSAGES.unsupportedType });
    expect(await db.select().from(coachingMessages).where(eq(coachingMessages.connectionId, connectionId))).toEqual([]);
  });

  it('refuses a file over 10 MB (413) and an empty one (400)', async () => {
    const { sub, connectionId } = await filesPair();
    const tooLarge = await uploadCoachingFile(connectionId, pdfOfSize(COACHING_FILE_MAX_BYTES + 1), {
      cookie: sub.cookie,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: COACHING_FILE_MESSAGES.tooLarge });
    const empty = await uploadCoachingFile(connectionId, new Uint8Array(), { cookie: sub.cookie });
    expect(empty.status).toBe(400);
  });

  it(`shares ${COACHING_FILES_PER_DAY} of 26 files sent at once, and nothing of the rest`, async () => {
    const { sub, connectionId } = await filesPair();
    const results = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        uploadCoachingFile(connectionId, PDF_BYTES, { cookie: sub.cookie, name: `page ${i}.pdf` }),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(COACHING_FILES_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(26 - COACHING_FILES_PER_DAY);
    const refused = results.find((res) => res.status === 429)!;
    expect(await refused.json()).toEqual({ message: COACHING_FILE_MESSAGES.tooMany });
    const rows = await db.select().from(coachingFiles).where(eq(coachingFiles.uploaderId, sub.user.id));
    expect(rows).toHaveLength(COACHING_FILES_PER_DAY);
    expect((await env.IMAGES.list({ prefix: 'coaching-files/' })).objects.map((o) => o.key)).toEqual(
      expect.arrayContaining(rows.map((row) => row.r2Key)),
    );
  });

  it('counts the bytes of the last 24 hours too', async () => {
    const { sub, coach, connectionId } = await filesPair();
    // Most of the day's bytes already shared.
    const nearlyAll = COACHING_FILE_BYTES_PER_DAY - 1024 * 1024;
    const [earlier] = await db
      .insert(coachingMessages)
      .values({
        connectionId,
        senderId: sub.user.id,
        receiverId: coach.user.id,
        content: 'big.pdf',
        messageType: 'file',
      })
      .returning();
    await db.insert(coachingFiles).values({
      connectionId,
      uploaderId: sub.user.id,
      messageId: earlier!.id,
      r2Key: `coaching-files/${crypto.randomUUID()}`,
      fileName: 'big.pdf',
      contentType: 'application/pdf',
      sizeBytes: nearlyAll,
    });
    const over = await uploadCoachingFile(connectionId, pdfOfSize(2 * 1024 * 1024), { cookie: sub.cookie });
    expect(over.status).toBe(429);
    expect((await uploadCoachingFile(connectionId, pdfOfSize(512 * 1024), { cookie: sub.cookie })).status).toBe(201);
    // The quota is each person's own.
    expect((await uploadCoachingFile(connectionId, pdfOfSize(2 * 1024 * 1024), { cookie: coach.cookie })).status).toBe(
      201,
    );
  });

  it('refuses both people with 403 on a plan without files, and says which plans have them', async () => {
    const { sub, coach, connectionId } = await pair();
    const withFiles = await createPlan({ includesFiles: true, name: `Growth ${crypto.randomUUID().slice(0, 6)}` });
    for (const cookie of [sub.cookie, coach.cookie]) {
      const res = await uploadCoachingFile(connectionId, PDF_BYTES, { cookie });
      expect(res.status).toBe(403);
      const { message } = await res.json<{ message: string }>();
      expect(message).toMatch(/^File sharing is part of the /);
      expect(message).toContain(withFiles.name);
    }
    const files = await (await filesOf(connectionId, sub.cookie)).json<CoachingFilePage>();
    expect(files).toEqual({ filesAllowed: false, items: [], nextBefore: null });
  });

  it('refuses a lapsed subscription (403) and a conversation that is not active (409)', async () => {
    const lapsed = await filesPair();
    await cancelSubscription(lapsed.sub.user.id);
    expect((await uploadCoachingFile(lapsed.connectionId, PDF_BYTES, { cookie: lapsed.coach.cookie })).status).toBe(
      403,
    );
    const pending = await pair({ pending: true });
    const plan = await createPlan({ includesFiles: true });
    await db
      .update(coachingSubscriptions)
      .set({ planId: plan.id })
      .where(eq(coachingSubscriptions.userId, pending.sub.user.id));
    expect((await uploadCoachingFile(pending.connectionId, PDF_BYTES, { cookie: pending.sub.cookie })).status).toBe(
      409,
    );
  });
});

describe('who may see a shared file', () => {
  it('lets the two people download it as an attachment; everyone else gets 404, a visitor 401', async () => {
    const { sub, coach, connectionId } = await filesPair();
    const { file } = await shared(connectionId, sub.cookie, PDF_BYTES, 'Plan "v2"; final.pdf');
    for (const cookie of [sub.cookie, coach.cookie]) {
      const res = await download(connectionId, file!.id, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Disposition')).toBe(
        `attachment; filename="Plan _v2_; final.pdf"; filename*=UTF-8''Plan%20%22v2%22%3B%20final.pdf`,
      );
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF_BYTES);
    }

    const outsider = await stranger();
    expect((await download(connectionId, file!.id, outsider)).status).toBe(404);
    expect((await filesOf(connectionId, outsider)).status).toBe(404);
    expect((await download(connectionId, file!.id)).status).toBe(401);
    expect((await filesOf(connectionId)).status).toBe(401);
    // Through another conversation of the same person, the file does not exist either.
    const other = await filesPair();
    expect((await download(other.connectionId, file!.id, other.sub.cookie)).status).toBe(404);
  });

  it("deletes the member's shared files from R2 with their account; the other person's stay", async () => {
    const { sub, coach, connectionId } = await filesPair();
    const mine = await shared(connectionId, sub.cookie);
    const theirs = await shared(connectionId, coach.cookie, PNG_BYTES, 'reply.png');
    const keys = await db.select({ key: coachingFiles.r2Key, messageId: coachingFiles.messageId }).from(coachingFiles);
    const keyOf = (messageId: number) => keys.find((k) => k.messageId === messageId)!.key;

    const res = await api('/api/me', { method: 'DELETE', cookie: sub.cookie, body: { password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await env.IMAGES.head(keyOf(mine.id))).toBeNull();
    expect(await db.select().from(coachingFiles).where(eq(coachingFiles.messageId, mine.id))).toEqual([]);
    expect(await env.IMAGES.head(keyOf(theirs.id))).not.toBeNull();

    // The coach still reads the conversation: the file message stays, without its file.
    const page = await (await history(connectionId, coach.cookie)).json<CoachingMessagePage>();
    expect(page.items.find((m) => m.id === mine.id)).toMatchObject({ messageType: 'file', file: null });
    expect((await download(connectionId, theirs.file!.id, coach.cookie)).status).toBe(200);
  });

  it('answers the Files list in one round trip', async () => {
    const { sub, connectionId } = await filesPair();
    await shared(connectionId, sub.cookie);
    const cookie = await withSignInClaim(sub.cookie);
    const list = await countRoundTrips(`/api/coaching-connections/${connectionId}/files`, { cookie });
    expect(list.res.status).toBe(200);
    expect(list.roundTrips).toBe(1);
  });
});
