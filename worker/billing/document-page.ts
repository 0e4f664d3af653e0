import { html } from 'hono/html';
import { formatRand } from '../../schema/contract/money-rules.ts';
import { DOCUMENT_TITLE, PAYMENTS_SECTION_PATH } from '../../schema/contract/payments.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import { htmlPage } from '../http/html-page.ts';
import type { PrintableDocument } from './payment-documents.ts';

/**
 * A receipt or credit note as a page of its own, to read or print (or save as PDF from the print dialog): plain HTML
 * with no script, its print rules leaving out the links. Everything on it was copied onto the document when it was
 * issued, so it prints the same forever. "VAT registered" appears only when the operator had a VAT number.
 */
export function documentPage(doc: PrintableDocument) {
  const title = DOCUMENT_TITLE[doc.kind];
  const isCreditNote = doc.kind === 'credit_note';
  return htmlPage({
    title: `${title} ${doc.number}`,
    css: DOCUMENT_CSS,
    body: html`<article aria-labelledby="document-title">
        <h1 id="document-title">${title} <span class="number">${doc.number}</span></h1>
        <section aria-label="Issued by" class="issuer">
          <p><strong>${doc.businessName}</strong></p>
          ${doc.businessAddress ? html`<p class="address">${doc.businessAddress}</p>` : ''}
          ${doc.vatNumber ? html`<p>VAT registered · VAT number ${doc.vatNumber}</p>` : ''}
        </section>
        <dl>
          <dt>Date</dt>
          <dd>${formatSastDateTime(doc.issuedAt)}</dd>
          ${
            isCreditNote && doc.creditsReceipt
              ? html`<dt>Credits receipt</dt>
                  <dd>${doc.creditsReceipt}</dd>`
              : ''
          }
          <dt>${isCreditNote ? 'Refunded to' : 'Paid by'}</dt>
          <dd>${doc.payerName}<br />${doc.payerEmail}</dd>
          <dt>For</dt>
          <dd>${doc.description}</dd>
          <dt>${isCreditNote ? 'Amount refunded' : 'Amount paid'}</dt>
          <dd class="amount">
            ${formatRand(doc.amountCents, { cents: 'always' })}${doc.currency === 'ZAR' ? '' : ` ${doc.currency}`}
          </dd>
          <dt>Payment reference</dt>
          <dd class="reference">${doc.providerReference}</dd>
        </dl>
      </article>
      <p class="screen-only">To keep a copy, print this page or save it as a PDF from your browser's print menu.</p>
      <p class="screen-only"><a href="${PAYMENTS_SECTION_PATH}">Back to your payments</a></p>`,
  });
}

/** The same answer for a number never issued and for someone else's document: nothing says which. */
export function documentNotFoundPage() {
  return htmlPage({
    title: 'Not found',
    css: DOCUMENT_CSS,
    body: html`<h1>Not found</h1>
      <p>There is no such receipt or credit note among yours.</p>
      <p><a href="${PAYMENTS_SECTION_PATH}">See your payments</a></p>`,
  });
}

const DOCUMENT_CSS = `main{max-width:40rem}h1{font-size:1.6rem;margin:.25rem 0 1rem}.number{white-space:nowrap}
article{background:#fff;border:1px solid #d8d0e6;border-radius:.5rem;padding:1rem 1.25rem}
.issuer p{margin:0}.address{white-space:pre-line}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.5rem 1rem;margin:1.25rem 0 0}
dt{font-weight:600;color:#4a4458}dd{margin:0;overflow-wrap:anywhere}.amount{font-weight:700;font-size:1.15rem}
.reference{font-family:ui-monospace,monospace;font-size:.9rem}
a{color:#5b3f8f}a:focus{outline:3px solid #f5b800;outline-offset:2px}
@media (max-width:24rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
@media print{body{background:#fff;color:#000;font-size:12pt}main{max-width:none;padding:0}
.logo,.screen-only{display:none}article{border:0;padding:0}}`;
