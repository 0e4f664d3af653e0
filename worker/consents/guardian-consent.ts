import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  CONSENT_MESSAGES,
  GUARDIAN_CONSENT_VERSION,
  GUARDIAN_LINK_TTL_DAYS,
  GUARDIAN_RELATIONSHIP_LABELS,
  sharingRestriction,
  type GuardianConsentRequestInput,
  type GuardianConsentStatus,
} from '../../schema/contract/consents.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { consents, guardianConsentRequests, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { EmailDeliveryError, type EmailSender } from '../email/email.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { toBase64Url } from '../lib/base64url.ts';
import { sha256Hex } from '../lib/sha256.ts';
import { consentStatement } from '../auth/consent-record.ts';

/*
 * A young person asks a parent or guardian to agree (decision 021): we email the guardian a link to a page that says
 * plainly what they agree to, with a button (a POST, since mail scanners open links). Confirming records who agreed,
 * when and how (`consents`, kind 'guardian', method 'email_link') and lifts the restrictions in one batch. A link
 * works once and for GUARDIAN_LINK_TTL_DAYS; only the SHA-256 of its token is stored.
 */

export const GUARDIAN_CONSENT_PATH = '/api/guardian-consent';
const LINK_TTL_MS = GUARDIAN_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;
/** A new request within this time of the last sends nothing (one address cannot be flooded through the form). */
const RESEND_AFTER_MS = 60 * 1000;

/** `GET /api/me/guardian-consent`: the member's age answer, the email waiting for an answer, and the consent given. */
export async function guardianConsentStatus(db: Db, userId: string, now = new Date()): Promise<GuardianConsentStatus> {
  const [[account], [request], [consent]] = await db.batch([
    db
      .select({ ageGroup: users.ageGroup, guardianConsentedAt: users.guardianConsentedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({
        guardianName: guardianConsentRequests.guardianName,
        guardianEmail: guardianConsentRequests.guardianEmail,
        relationship: guardianConsentRequests.relationship,
        sentAt: guardianConsentRequests.createdAt,
        expiresAt: guardianConsentRequests.expiresAt,
      })
      .from(guardianConsentRequests)
      .where(and(eq(guardianConsentRequests.userId, userId), gt(guardianConsentRequests.expiresAt, now.toISOString())))
      .limit(1),
    db
      .select({
        guardianName: consents.guardianName,
        relationship: consents.guardianRelationship,
        consentedAt: consents.recordedAt,
      })
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, 'guardian'), eq(consents.granted, true)))
      .orderBy(desc(consents.recordedAt))
      .limit(1),
  ]);
  const ageGroup = account?.ageGroup ?? null;
  return {
    ageGroup,
    sharingRestriction: sharingRestriction({ ageGroup, guardianConsentedAt: account?.guardianConsentedAt ?? null }),
    request: request ?? null,
    consent:
      consent?.guardianName && consent.relationship
        ? { guardianName: consent.guardianName, relationship: consent.relationship, consentedAt: consent.consentedAt }
        : null,
  };
}

type RequestServices = { db: Db; email: EmailSender | null; origin: string };

/**
 * `POST /api/me/guardian-consent`: replaces the member's open request with one to this guardian and emails them the
 * link. Only for a member under 18 without consent (409 otherwise); never to the member's own address (400); at most
 * one email a minute (429). The new request and the minute's limit are one conditional upsert.
 */
export async function requestGuardianConsent(
  { db, email, origin }: RequestServices,
  young: { id: string; email: string; firstName: string; lastName: string },
  input: GuardianConsentRequestInput,
  now = new Date(),
): Promise<GuardianConsentStatus> {
  if (!email) throw new HttpError(503, 'Sending email is not available on this server right now.');
  const status = await guardianConsentStatus(db, young.id, now);
  if (status.ageGroup !== 'under_18') throw new HttpError(409, CONSENT_MESSAGES.notUnder18);
  if (status.sharingRestriction === null) throw new HttpError(409, CONSENT_MESSAGES.alreadyConsented);
  if (input.guardianEmail === young.email.toLowerCase()) {
    throw new HttpError(400, CONSENT_MESSAGES.ownEmail, [
      { path: 'guardianEmail', message: CONSENT_MESSAGES.ownEmail },
    ]);
  }

  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const request = {
    tokenHash: await sha256Hex(token),
    guardianName: input.guardianName,
    guardianEmail: input.guardianEmail,
    relationship: input.relationship,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  };
  const [stored] = await db
    .insert(guardianConsentRequests)
    .values({ userId: young.id, ...request })
    .onConflictDoUpdate({
      target: guardianConsentRequests.userId,
      set: request,
      setWhere: sql`${guardianConsentRequests.createdAt} < ${new Date(now.getTime() - RESEND_AFTER_MS).toISOString()}`,
    })
    .returning({ userId: guardianConsentRequests.userId });
  if (!stored) throw tooManyRequests(CONSENT_MESSAGES.tooSoon, RESEND_AFTER_MS / 1000);

  try {
    await email.send({
      to: input.guardianEmail,
      ...guardianEmail(young, input, `${origin}${GUARDIAN_CONSENT_PATH}?token=${token}`),
    });
  } catch (err) {
    if (!(err instanceof EmailDeliveryError)) throw err;
    console.error('Guardian consent email not sent', err.message);
    // Nothing was sent, so a retry must not count as "sent a minute ago".
    await db.delete(guardianConsentRequests).where(eq(guardianConsentRequests.tokenHash, request.tokenHash));
    throw new HttpError(502, CONSENT_MESSAGES.emailFailed);
  }
  return guardianConsentStatus(db, young.id, now);
}

/** The open request a link's token belongs to, with the young person's name, while the link works. */
export async function findGuardianRequest(db: Db, token: string, now = new Date()) {
  const [request] = await db
    .select({
      userId: guardianConsentRequests.userId,
      guardianName: guardianConsentRequests.guardianName,
      guardianEmail: guardianConsentRequests.guardianEmail,
      relationship: guardianConsentRequests.relationship,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(guardianConsentRequests)
    .innerJoin(users, eq(users.id, guardianConsentRequests.userId))
    .where(
      and(
        eq(guardianConsentRequests.tokenHash, await sha256Hex(token)),
        gt(guardianConsentRequests.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return request ?? null;
}

/**
 * The guardian's button: records their consent (who, when, how), lifts the young person's restrictions and uses the
 * link up, in one batch whose every statement holds only while the link is open, so two clicks record one consent.
 * 400 when the link is unknown, expired or already used.
 */
export async function confirmGuardianConsent(db: Db, token: string, now = new Date()): Promise<{ firstName: string }> {
  const request = await findGuardianRequest(db, token, now);
  if (!request) throw new HttpError(400, CONSENT_MESSAGES.linkExpired);
  const tokenHash = await sha256Hex(token);
  const linkOpen = sql`exists (select 1 from ${guardianConsentRequests}
    where ${guardianConsentRequests.tokenHash} = ${tokenHash}
      and ${guardianConsentRequests.expiresAt} > ${now.toISOString()})`;
  const results = await db.batch([
    consentStatement(
      db,
      {
        userId: request.userId,
        kind: 'guardian',
        version: GUARDIAN_CONSENT_VERSION,
        granted: true,
        method: 'email_link',
        recordedAt: now.toISOString(),
        guardian: { name: request.guardianName, email: request.guardianEmail, relationship: request.relationship },
      },
      linkOpen,
    ),
    db
      .update(users)
      .set({ guardianConsentedAt: now.toISOString() })
      .where(and(eq(users.id, request.userId), linkOpen)),
    db
      .delete(guardianConsentRequests)
      .where(eq(guardianConsentRequests.tokenHash, tokenHash))
      .returning({ userId: guardianConsentRequests.userId }),
  ]);
  const used = results[2];
  if (used.length === 0) throw new HttpError(400, CONSENT_MESSAGES.linkExpired);
  return { firstName: request.firstName };
}

function guardianEmail(
  young: { firstName: string; lastName: string },
  input: GuardianConsentRequestInput,
  link: string,
) {
  const name = `${young.firstName} ${young.lastName}`.trim();
  const relationship = GUARDIAN_RELATIONSHIP_LABELS[input.relationship].toLowerCase();
  return {
    subject: `${name} asks for your permission to use ${PRODUCT_NAME}`,
    text: [
      `Hello ${input.guardianName},`,
      '',
      `${name} has joined ${PRODUCT_NAME}, where people learn from mentors how to earn an income. They told us they are under 18 and that you are their ${relationship}.`,
      '',
      `Because they are under 18, the law (POPIA) needs a parent or guardian to agree before other members can see their profile or they can send messages. Until you agree they can still read and learn, but nobody sees their profile and they cannot chat.`,
      '',
      `Open this link to read what you would agree to, and to agree if you are happy to (it works for ${GUARDIAN_LINK_TTL_DAYS} days):`,
      link,
      '',
      `If you do not know ${young.firstName} or do not agree, ignore this email: nothing changes.`,
    ].join('\n'),
  };
}
