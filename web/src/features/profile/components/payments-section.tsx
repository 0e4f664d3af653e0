import { PAYMENTS_SECTION_ID, type PaymentDocument } from '../../../../../schema/contract/payments.ts';
import { formatSastDateTime } from '../../../../../schema/contract/share.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { TitledSection } from '../../../components/page-sections.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { usePaymentDocuments } from '../api/payments.ts';
import { documentAmount, documentName, documentNote } from '../payment-documents.ts';

/**
 * "Payments" on the profile page: the member's receipts and credit notes, newest first, each opening as a page of its
 * own (served by the Worker, so a plain link, not a route of the app) to read or print.
 */
export function PaymentsSection() {
  const payments = usePaymentDocuments();
  return (
    <TitledSection
      id={PAYMENTS_SECTION_ID}
      title="Payments"
      className="mt-12 rounded-2xl border-2 border-neutral-300 p-5 sm:p-6"
    >
      <p className="mt-2 text-neutral-800">
        Your receipts, and credit notes for refunds. Open one to view or print it.
      </p>
      <div className="mt-4">
        <ListState
          query={payments}
          what="your payments"
          isEmpty={(list) => list.items.length === 0}
          empty={<p className="text-neutral-700">No payments yet.</p>}
        >
          {(list) => (
            <>
              <ul className="grid gap-3">
                {list.items.map((doc) => (
                  <PaymentLine key={doc.id} doc={doc} />
                ))}
              </ul>
              {list.more ? (
                <p className="mt-3 text-sm text-neutral-600">
                  These are your latest {list.items.length}. Download your data below for all of them.
                </p>
              ) : null}
            </>
          )}
        </ListState>
      </div>
    </TitledSection>
  );
}

function PaymentLine({ doc }: { doc: PaymentDocument }) {
  const note = documentNote(doc);
  return (
    <li className="rounded-xl bg-lilac-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <a href={doc.path} className={`${textLinkStyle} font-semibold`}>
          {documentName(doc)}
        </a>
        <span className="font-semibold text-neutral-900">{documentAmount(doc)}</span>
      </div>
      <p className="mt-1 break-words text-neutral-800">{doc.description}</p>
      <p className="mt-1 text-sm text-neutral-600">
        <time dateTime={doc.issuedAt}>{formatSastDateTime(doc.issuedAt)}</time>
        {note ? ` · ${note}` : null}
      </p>
    </li>
  );
}
