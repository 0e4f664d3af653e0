import { AI_MESSAGES, BUSINESS_TEMPLATE_TYPES } from '../../../../schema/contract/ai-rules.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { TemplateGenerator } from '../../components/template-generator/template-generator.tsx';

export function FreedomResourcesPage() {
  return (
    <PageFrame
      title="Income Seeking Resources"
      description="Trending business opportunities in South Africa and free templates to help you get started."
    >
      <div className="mt-8">
        {/* Spec section 5: industry and target market are optional here. */}
        <TemplateGenerator
          id="resources-template"
          title="Free AI Template Generator"
          types={BUSINESS_TEMPLATE_TYPES}
          details={['industry', 'targetMarket']}
          missingMessage={AI_MESSAGES.missingTemplateResources}
        />
      </div>
    </PageFrame>
  );
}
