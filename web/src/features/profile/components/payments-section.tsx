import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENTS_SECTION_ID, type PaymentDocument } from '../../../../../schema/contract/payments.ts';
import { formatSastDateTime } from '../../../../../schema/contract/share.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { TitledSection } from '../../../components/page-sections.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { usePaymentDocuments } from '../api/payments.ts';
import { profileCatalog } from '../locales/catalog.ts';
import { documentAmount, documentName, documentNote } from '../payment-documents.ts';

/**
 * "Payments" on the profile page: the member's receipts and credit notes, newest first, each opening as a page of its
 * own (served by the Worker, so a plain link, not a route of the app) to read or print.
 */
export function PaymentsSection() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const payments = usePaymentDocuments();
  return (
    <TitledSection
      id={PAYMENTS_SECTION_ID}
      title={t`Payments`}
      className="mt-12 rounded-2xl border-2 border-neutral-300 p-5 sm:p-6"
    >
      <p className="mt-2 text-neutral-800">
        <Trans>Your receipts, and credit notes for refunds. Open one to view or print it.</Trans>
      </p>
      <div className="mt-4">
        <ListState
          query={payments}
          what={t`your payments`}
          isEmpty={(list) => list.items.length === 0}
          empty={
            <p className="text-neutral-700">
              <Trans>No payments yet.</Trans>
            </p>
          }
        >
          {(list) => {
            const latestCount = list.items.length;
            return (
              <>
                <ul className="grid gap-3">
                  {list.items.map((doc) => (
                    <PaymentLine key={doc.id} doc={doc} />
                  ))}
                </ul>
                {list.more ? (
                  <p className="mt-3 text-sm text-neutral-600">
                    <Trans>These are your latest {latestCount}. Download your data below for all of them.</Trans>
                  </p>
                ) : null}
              </>
            );
          }}
        </ListState>
      </div>
    </TitledSection>
  );
}

function PaymentLine({ doc }: { doc: PaymentDocument }) {
  useCatalog(profileCatalog);
  const { i18n } = useLingui();
  const note = documentNote(doc, i18n);
  return (
    <li className="rounded-xl bg-lilac-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <a href={doc.path} className={`${textLinkStyle} font-semibold`}>
          {documentName(doc, i18n)}
        </a>
        <span className="font-semibold text-neutral-900">{documentAmount(doc, i18n)}</span>
      </div>
      <p className="mt-1 break-words text-neutral-800">{doc.description}</p>
      <p className="mt-1 text-sm text-neutral-600">
        <time dateTime={doc.issuedAt}>{formatSastDateTime(doc.issuedAt)}</time>
        {note ? ` · ${note}` : null}
      </p>
    </li>
  );
}
