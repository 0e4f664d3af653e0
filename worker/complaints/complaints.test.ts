import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_MESSAGES,
  MAX_COMPLAINTS_PER_DAY,
  sastDateOf,
  type MyComplaintPage,
} from '../../schema/contract/complaints.ts';
import { complaints } from '../../schema/db/index.ts';
import { complaintBody, createComplaint, db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';

const validComplaint = complaintBody;

const file = (cookie: string | undefined, body: unknown) => api('/api/complaints', { method: 'POST', body, cookie });

type ErrorBody = { message: string; issues: { path: string; message: string }[] };

describe('POST /api/complaints', () => {
  it('refuses visitors with 401 before reading the body', async () => {
    expect((await file(undefined, validComplaint())).status).toBe(401);
    expect((await file(undefined, {})).status).toBe(401);
  });

  it('stores the complaint as new and answers 201 with only its id and status', async () => {
    const { user, cookie } = await signedInMember();
    const res = await file(cookie, { ...validComplaint(), supportingEvidence: 'Screenshots of the WhatsApp chat.' });
    expect(res.status).toBe(201);
    const receipt = await res.json<{ id: number; status: string }>();
    expect(receipt).toEqual({ id: expect.any(Number), status: 'new' });
    const [row] = await db.select().from(complaints).where(eq(complaints.id, receipt.id));
    expect(row).toMatchObject({
      complainantId: user.id,
      fullName: 'Lerato Dlamini',
      role: 'mentee',
      complaineeRole: 'mentor',
      incidentDate: '2025-03-14',
      supportingEvidence: 'Screenshots of the WhatsApp chat.',
      status: 'new',
      outcomeNote: null,
    });
  });

  it('treats supporting evidence as optional', async () => {
    const { cookie } = await signedInMember();
    const { supportingEvidence: _none, ...body } = validComplaint();
    const res = await file(cookie, body);
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
    expect(row!.supportingEvidence).toBeNull();
  });

  const cases: [string, unknown, string][] = [
    ['fullName', 'A', COMPLAINT_MESSAGES.fullName],
    ['fullName', ' A ', COMPLAINT_MESSAGES.fullName],
    ['fullName', undefined, COMPLAINT_MESSAGES.fullName],
    ['contactDetails', '0821', COMPLAINT_MESSAGES.contactDetails],
    ['contactDetails', undefined, COMPLAINT_MESSAGES.contactDetails],
    ['role', '', COMPLAINT_MESSAGES.role],
    ['role', 'admin', COMPLAINT_MESSAGES.role],
    ['role', undefined, COMPLAINT_MESSAGES.role],
    ['complaineeRole', '', COMPLAINT_MESSAGES.complaineeRole],
    ['complaineeRole', undefined, COMPLAINT_MESSAGES.complaineeRole],
    ['complaineeName', 'S', COMPLAINT_MESSAGES.complaineeName],
    ['complaineeName', undefined, COMPLAINT_MESSAGES.complaineeName],
    ['incidentDate', '', COMPLAINT_MESSAGES.incidentDate],
    ['incidentDate', undefined, COMPLAINT_MESSAGES.incidentDate],
    ['incidentDate', 'last week', COMPLAINT_MESSAGES.incidentDate],
    ['incidentDate', '2025-02-30', COMPLAINT_MESSAGES.incidentDate],
    ['incidentDate', '2999-01-01', COMPLAINT_MESSAGES.incidentInFuture],
    ['complaintDetails', 'He was rude to me.', COMPLAINT_MESSAGES.complaintDetails],
    ['complaintDetails', `${' '.repeat(10)}too short${' '.repeat(10)}`, COMPLAINT_MESSAGES.complaintDetails],
    ['complaintDetails', undefined, COMPLAINT_MESSAGES.complaintDetails],
    ['isConfirmed', false, COMPLAINT_MESSAGES.isConfirmed],
    ['isConfirmed', 'true', COMPLAINT_MESSAGES.isConfirmed],
    ['isConfirmed', undefined, COMPLAINT_MESSAGES.isConfirmed],
  ];

  it.each(cases)('answers 400 for %s = %j with the spec message', async (field, value, message) => {
    const { cookie } = await signedInMember();
    const body: Record<string, unknown> = { ...validComplaint(), [field]: value };
    if (value === undefined) delete body[field];
    const res = await file(cookie, body);
    expect(res.status).toBe(400);
    const json = await res.json<ErrorBody>();
    expect(json.issues).toEqual([{ path: field, message }]);
    // The top-level message is the spec's sentence itself, as the form shows it.
    expect(json.message).toBe(message);
  });

  it('reports every broken rule at once for an empty form', async () => {
    const { cookie } = await signedInMember();
    const res = await file(cookie, {});
    expect(res.status).toBe(400);
    const { issues } = await res.json<ErrorBody>();
    expect(issues.map((i) => i.message)).toEqual([
      COMPLAINT_MESSAGES.fullName,
      COMPLAINT_MESSAGES.contactDetails,
      COMPLAINT_MESSAGES.role,
      COMPLAINT_MESSAGES.complaineeRole,
      COMPLAINT_MESSAGES.complaineeName,
      COMPLAINT_MESSAGES.incidentDate,
      COMPLAINT_MESSAGES.complaintDetails,
      COMPLAINT_MESSAGES.isConfirmed,
    ]);
  });

  it('accepts today (South African date) and a date picker’s ISO instant, read as the SAST date', async () => {
    const { cookie } = await signedInMember();
    const today = await file(cookie, { ...validComplaint(), incidentDate: sastDateOf(new Date()) });
    expect(today.status).toBe(201);
    // Local midnight of 14 March in Johannesburg is 22:00 UTC on 13 March.
    const res = await file(cookie, { ...validComplaint(), incidentDate: '2025-03-13T22:00:00.000Z' });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
    expect(row!.incidentDate).toBe('2025-03-14');
  });

  it('refuses over-long fields', async () => {
    const { cookie } = await signedInMember();
    for (const [field, length] of [
      ['fullName', 101],
      ['contactDetails', 201],
      ['complaineeName', 101],
      ['complaintDetails', 5001],
      ['supportingEvidence', 5001],
    ] as const) {
      const res = await file(cookie, { ...validComplaint(), [field]: 'x'.repeat(length) });
      expect(res.status, field).toBe(400);
      expect((await res.json<ErrorBody>()).issues[0]!.path).toBe(field);
    }
  });

  it(`refuses more than ${MAX_COMPLAINTS_PER_DAY} complaints in 24 hours with 429`, async () => {
    const { user, cookie } = await signedInMember();
    for (let i = 0; i < MAX_COMPLAINTS_PER_DAY; i++) await createComplaint(user.id);
    const res = await file(cookie, validComplaint());
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: COMPLAINT_MESSAGES.tooMany });
  });

  it(`stores exactly ${MAX_COMPLAINTS_PER_DAY} of 20 complaints sent at once`, async () => {
    const { user, cookie } = await signedInMember();
    const results = await Promise.all(Array.from({ length: 20 }, () => file(cookie, validComplaint())));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_COMPLAINTS_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_COMPLAINTS_PER_DAY);
    const stored = await db.select().from(complaints).where(eq(complaints.complainantId, user.id));
    expect(stored).toHaveLength(MAX_COMPLAINTS_PER_DAY);
  });
});

describe('GET /api/complaints/mine', () => {
  it('shows the complainant only id, date, status and (once resolved) the outcome, newest first', async () => {
    const { user, cookie } = await signedInMember();
    const other = await signedInMember();
    const open = await createComplaint(user.id, { status: 'in_review', outcomeNote: 'draft, not for the complainant' });
    const resolved = await createComplaint(user.id, { status: 'resolved', outcomeNote: 'The mentor was removed.' });
    await createComplaint(other.user.id);

    expect((await api('/api/complaints/mine')).status).toBe(401);
    const res = await api('/api/complaints/mine', { cookie });
    expect(res.status).toBe(200);
    const page = await res.json<MyComplaintPage>();
    expect(page).toEqual({
      items: [
        { id: resolved.id, createdAt: resolved.createdAt, status: 'resolved', outcomeNote: 'The mentor was removed.' },
        { id: open.id, createdAt: open.createdAt, status: 'in_review', outcomeNote: null },
      ],
      nextCursor: null,
    });

    const paged = await (await api('/api/complaints/mine?limit=1', { cookie })).json<MyComplaintPage>();
    expect(paged.items.map((c) => c.id)).toEqual([resolved.id]);
    const rest = await (
      await api(`/api/complaints/mine?limit=1&cursor=${paged.nextCursor}`, { cookie })
    ).json<MyComplaintPage>();
    expect(rest.items.map((c) => c.id)).toEqual([open.id]);
  });
});
