import * as z from 'zod/mini';
import type { DeletionConfirmation } from './privacy-rules.ts';
import './zod-mini.ts';

export * from './privacy-rules.ts';

/**
 * `DELETE /api/me`: the account's password, or, for an account without one, its email address
 * (`GET /api/me/deletion` says which). The Worker decides which one counts; the other is ignored.
 */
export const DeleteAccountSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(1024))),
  email: z.optional(z.string().check(z.maxLength(254))),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** `GET /api/me/deletion`: how this account confirms its deletion. */
export type DeletionCheck = { confirmWith: DeletionConfirmation };

/** `DELETE /api/me`: done; how many payment records stay, minimised, for tax law (0 for most people). */
export type AccountDeleted = { deleted: true; keptPaymentRecords: number };

/** `GET /api/privacy-notice` (public): the notice's version and who the information officer is. */
export type PrivacyNotice = {
  version: string;
  informationOfficer: {
    name: string;
    email: string | null;
    /** False on a server where nobody has been named yet (local development): the page says so. */
    configured: boolean;
  };
};
