import type { AdvisorKind } from '../../../schema/contract/ai.ts';
import { MODEL_ADVISOR_LABEL, OFFLINE_ADVISOR_LABEL } from '../lib/ai-answers.ts';

/** Which advisor wrote an answer, shown with every answer (handbook: the offline advisor is labelled). */
export function AdvisorLabel({ advisor }: { advisor: AdvisorKind }) {
  return (
    <p className="text-sm font-semibold text-neutral-700" data-advisor={advisor}>
      {advisor === 'offline' ? OFFLINE_ADVISOR_LABEL : MODEL_ADVISOR_LABEL}
    </p>
  );
}
