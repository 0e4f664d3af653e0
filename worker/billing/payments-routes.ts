import { Hono } from 'hono';
import { DocumentParamSchema } from '../../schema/contract/payments.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { documentNotFoundPage, documentPage } from './document-page.ts';
import { findPrintableDocument, listPaymentDocuments } from './payment-documents.ts';

/**
 * `/api/payments`: a member's receipts and credit notes (the profile's Payments), and each one as a printable page,
 * for its payer or an administrator only (404 for anyone else, the same as for a number never issued).
 */
export const paymentsApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), async (c) => c.json(await listPaymentDocuments(c.var.db, c.var.user.id)))
  .get('/documents/:number', route({ who: 'member' }), validate('param', DocumentParamSchema), async (c) => {
    const doc = await findPrintableDocument(c.var.db, c.req.valid('param').number, c.var.user);
    return doc ? c.html(documentPage(doc)) : c.html(documentNotFoundPage(), 404);
  });
