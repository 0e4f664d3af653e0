import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdvisorCity, AdvisorSkill } from '../../../../schema/contract/ai.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useCompletedLessons } from './api/completed-lessons.ts';
import { AdvisorChat } from './components/advisor-chat.tsx';
import { MarketIntelligence } from './components/market-intelligence.tsx';
import { MicroLearning } from './components/micro-learning.tsx';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { advisorCatalog } from './locales/catalog.ts';

type AdvisorTab = 'market' | 'learning' | 'chat';

const NO_LESSONS: readonly string[] = [];

/**
 * `/ai-income-advisor` (spec section 2): three tabs, Market Intelligence first. Visitors may look; asking needs an
 * account, so a visitor's first request brings the sign-in prompt. A member's completed lessons are kept in D1
 * (rather than the spec's in-memory list), so the counter survives a reload and another device.
 */
export function AiIncomeAdvisorPage() {
  useCatalog(advisorCatalog);
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const [tab, setTab] = useState<AdvisorTab>('market');
  const [market, setMarket] = useState<{ location: AdvisorCity | null; skills: AdvisorSkill[] }>({
    location: null,
    skills: [],
  });
  const completed = useCompletedLessons({ enabled: isSignedIn });
  const completedLessons = (isSignedIn && completed.data?.lessonIds) || NO_LESSONS;

  return (
    <PageFrame
      title={t`AI Income Advisor`}
      description={t`Income opportunities in your city, short lessons on the skills you need, and a chat for your questions.`}
    >
      <Tabs
        label={t`AI Income Advisor`}
        value={tab}
        onValueChange={setTab}
        className="mt-8"
        tabs={[
          {
            key: 'market',
            label: t`Market Intelligence`,
            panel: <MarketIntelligence onAnalyzed={setMarket} />,
          },
          {
            key: 'learning',
            label: t`Micro-Learning`,
            panel: <MicroLearning completedLessons={completedLessons} />,
          },
          {
            key: 'chat',
            label: t`AI Advisor Chat`,
            panel: <AdvisorChat context={{ ...market, completedLessons }} />,
          },
        ]}
      />
    </PageFrame>
  );
}
