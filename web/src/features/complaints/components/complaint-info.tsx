import { Trans, useLingui } from '@lingui/react/macro';
import { TitledSection } from '../../../components/page-sections.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { complaintsCatalog } from '../locales/catalog.ts';

/** Spec section 2: the info panels beside the complaint form. */
export function ComplaintInfo() {
  useCatalog(complaintsCatalog);
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <TitledSection
        id="what-next"
        title={t`What happens next?`}
        className="rounded-2xl bg-lilac-50 p-5"
        titleClassName="text-lg font-bold text-lilac-950"
      >
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-neutral-800">
          <li>
            <Trans>Your complaint is reviewed confidentially by the product team.</Trans>
          </li>
          <li>
            <Trans>We may contact you for more information.</Trans>
          </li>
          <li>
            <Trans>Appropriate action is taken based on our findings.</Trans>
          </li>
          <li>
            <Trans>You will be notified of the outcome.</Trans>
          </li>
        </ul>
      </TitledSection>
      <TitledSection
        id="immediate-help"
        title={t`Need immediate help?`}
        className="rounded-2xl border-2 border-red-700 bg-white p-5"
        titleClassName="text-lg font-bold text-red-800"
      >
        <p className="mt-2 text-neutral-800">
          <Trans>
            If you are in danger, contact your local authorities straight away. Do not wait for us to review a
            complaint.
          </Trans>
        </p>
        <ul className="mt-3 grid gap-2">
          <li>
            <a href="tel:10111" className="font-semibold text-lilac-800 underline underline-offset-4">
              <Trans>
                SAPS emergency: <span className="whitespace-nowrap">10111</span>
              </Trans>
            </a>
          </li>
          <li>
            <a href="tel:0800428428" className="font-semibold text-lilac-800 underline underline-offset-4">
              <Trans>
                GBV Command Centre: <span className="whitespace-nowrap">0800 428 428</span>
              </Trans>
            </a>
          </li>
        </ul>
      </TitledSection>
    </div>
  );
}
