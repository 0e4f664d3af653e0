import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { AI_MESSAGES, BUSINESS_TEMPLATE_TYPES } from '../../../../../schema/contract/ai-rules.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { coachingCatalog } from '../locales/catalog.ts';

// Visitors never download the generator (and the form kit and zod it brings): it is for signed-in members.
const TemplateGenerator = lazy(() =>
  import('../../../components/template-generator/template-generator.tsx').then((m) => ({
    default: m.TemplateGenerator,
  })),
);

/** The coaching page's template generator, for signed-in members only (spec section 2). */
export function CoachingTemplateGenerator() {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <div className="mt-8">
        <TemplateGenerator
          id="coaching-template"
          title={t`AI Business Template Generator`}
          types={BUSINESS_TEMPLATE_TYPES}
          details={['industry', 'targetMarket', 'businessStage', 'specificNeeds']}
          missingMessage={AI_MESSAGES.missingTemplateCoaching}
        />
      </div>
    </Suspense>
  );
}
