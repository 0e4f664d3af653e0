import { useLingui } from '@lingui/react/macro';
import type { AdvisorKind } from '../../../schema/contract/ai.ts';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';

/**
 * Which advisor wrote an answer, shown with every answer (handbook: the offline advisor is labelled). The English is
 * lib/ai-answers.ts's labels, word for word.
 */
export function AdvisorLabel({ advisor }: { advisor: AdvisorKind }) {
  const { t } = useLingui();
  return (
    <p className="text-sm font-semibold text-neutral-700" data-advisor={advisor}>
      {advisor === 'offline'
        ? t`Offline advisor: answers from ${PRODUCT_NAME}'s South African dataset, not a live AI model`
        : t`Answered by an AI model: check the figures before you act on them`}
    </p>
  );
}
