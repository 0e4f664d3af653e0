import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { PageFrame } from '../../components/page-frame.tsx';

/** The premium coaching page, at COACHING_PATH (/sebenza-coaching). */
export function CoachingPage() {
  return (
    <PageFrame
      eyebrow={
        <p className="mb-3 inline-block rounded bg-lilac-950 px-2 py-1 text-xs font-bold tracking-wide text-sunshine-300">
          PREMIUM
        </p>
      }
      title={`${PRODUCT_NAME} Coaching`}
      description="Paid one-on-one coaching, billed monthly, for when you want a coach of your own on top of free group sessions."
    />
  );
}
