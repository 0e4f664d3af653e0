import { TitledSection } from '../../../components/page-sections.tsx';

/** Spec section 2: the info panels beside the complaint form. */
export function ComplaintInfo() {
  return (
    <div className="grid gap-4">
      <TitledSection
        id="what-next"
        title="What happens next?"
        className="rounded-2xl bg-lilac-50 p-5"
        titleClassName="text-lg font-bold text-lilac-950"
      >
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-neutral-800">
          <li>Your complaint is reviewed confidentially by the product team.</li>
          <li>We may contact you for more information.</li>
          <li>Appropriate action is taken based on our findings.</li>
          <li>You will be notified of the outcome.</li>
        </ul>
      </TitledSection>
      <TitledSection
        id="immediate-help"
        title="Need immediate help?"
        className="rounded-2xl border-2 border-red-700 bg-white p-5"
        titleClassName="text-lg font-bold text-red-800"
      >
        <p className="mt-2 text-neutral-800">
          If you are in danger, contact your local authorities straight away. Do not wait for us to review a complaint.
        </p>
        <ul className="mt-3 grid gap-2">
          <li>
            <a href="tel:10111" className="font-semibold text-lilac-800 underline underline-offset-4">
              SAPS emergency: <span className="whitespace-nowrap">10111</span>
            </a>
          </li>
          <li>
            <a href="tel:0800428428" className="font-semibold text-lilac-800 underline underline-offset-4">
              GBV Command Centre: <span className="whitespace-nowrap">0800 428 428</span>
            </a>
          </li>
        </ul>
      </TitledSection>
    </div>
  );
}
