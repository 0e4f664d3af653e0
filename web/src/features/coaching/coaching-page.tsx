import { lazy, Suspense } from 'react';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { PageFrame } from '../../components/page-frame.tsx';

// Its own small chunk: it checks who is signed in, and only then loads the generator.
const CoachingTemplateGenerator = lazy(() =>
  import('./components/coaching-template-generator.tsx').then((m) => ({ default: m.CoachingTemplateGenerator })),
);

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
    >
      <Suspense fallback={null}>
        <CoachingTemplateGenerator />
      </Suspense>
    </PageFrame>
  );
}
