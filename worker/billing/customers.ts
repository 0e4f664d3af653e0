import { and, eq } from 'drizzle-orm';
import { COACHING_MESSAGES } from '../../schema/contract/coaching.ts';
import { paymentCustomers } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { SignedInUser } from '../env.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/** The user's stored customer at the provider, as a query to send alone or in a batch. */
export const storedCustomerQuery = (db: Db, userId: string, provider: PaymentProvider['name']) =>
  db
    .select({ customerId: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
    .limit(1);

/** Stores a customer the provider has just made; UNIQUE (user, provider) keeps the first one stored. */
export const storeCustomerStatement = (db: Db, userId: string, provider: PaymentProvider['name'], customerId: string) =>
  db.insert(paymentCustomers).values({ userId, provider, providerCustomerId: customerId }).onConflictDoNothing();

type Customer = Pick<SignedInUser, 'id' | 'email' | 'firstName' | 'lastName'>;

/** A new customer at the provider for the user (not stored: see `storeCustomerStatement`). */
export async function createProviderCustomer(provider: PaymentProvider, user: Customer): Promise<string> {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (await provider.createCustomer({ userId: user.id, email: user.email, name })).customerId;
}

/**
 * The user's customer at the provider: the stored one, else a new one. Concurrent first calls may each create a
 * customer at the provider, but UNIQUE (user, provider) keeps exactly one row and every caller answers with it
 * (the others stay unused at the provider, which is harmless).
 */
export async function ensureCustomer({
  db,
  provider,
  user,
}: {
  db: Db;
  provider: PaymentProvider;
  user: Customer;
}): Promise<string> {
  const [existing] = await storedCustomerQuery(db, user.id, provider.name);
  if (existing) return existing.customerId;
  const customerId = await createProviderCustomer(provider, user);
  // The insert and the read of whichever row won, as ONE batch.
  const [, [stored]] = await db.batch([
    storeCustomerStatement(db, user.id, provider.name, customerId),
    storedCustomerQuery(db, user.id, provider.name),
  ]);
  if (!stored) throw new Error('payment customer row missing after insert');
  return stored.customerId;
}

/** A customerId a client sent must be the caller's own, at this provider. */
export async function assertOwnCustomer({
  db,
  provider,
  userId,
  customerId,
}: {
  db: Db;
  provider: PaymentProvider['name'];
  userId: string;
  customerId: string;
}) {
  const [row] = await db
    .select({ userId: paymentCustomers.userId, provider: paymentCustomers.provider })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.providerCustomerId, customerId))
    .limit(1);
  if (!row || row.provider !== provider) throw new HttpError(400, COACHING_MESSAGES.customerNotFound);
  if (row.userId !== userId) throw forbidden('That customer belongs to another account.');
}
