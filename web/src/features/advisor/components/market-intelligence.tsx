import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  ADVISOR_CITIES,
  advisorCityLabel,
  ADVISOR_SKILLS,
  MarketIntelligenceInputSchema,
  type MarketIntelligenceInput,
  type AdvisorCity,
  type AdvisorSkill,
  type MarketIntelligenceResult,
  type MarketOpportunity,
} from '../../../../../schema/contract/ai.ts';
import { Badge } from '../../../components/badge.tsx';
import { AdvisorLabel } from '../../../components/advisor-label.tsx';
import { CheckboxGroupField, SelectField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { showAiFailure } from '../../../lib/ai-answers.ts';
import { toast } from '../../../lib/toast.ts';
import {
  advisorFailures,
  advisorToasts,
  advisorTools,
  analysisDoneText,
  DEMAND_STYLES,
  DEMAND_TEXTS,
  EMPTY_MARKET_VALUES,
  estimateText,
  MARKET_FIELD_ORDER,
  OPPORTUNITY_DIFFICULTY_STYLES,
  OPPORTUNITY_DIFFICULTY_TEXTS,
  rewordMissingMarket,
  toMarketInput,
} from '../advisor-texts.ts';
import { useAnalyzeMarket } from '../api/advisor.ts';
import { AdvisorToolForm } from './advisor-tool.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { advisorCatalog } from '../locales/catalog.ts';

const cityOptions = ADVISOR_CITIES.map((city) => ({ value: city, label: advisorCityLabel(city) }));
const skillOptions = ADVISOR_SKILLS.map((skill) => ({ value: skill, label: skill }));

/** The Market Intelligence tab: a city and skills, then the opportunities there (spec sections 2 and 4). */
export function MarketIntelligence({
  onAnalyzed,
}: {
  /** The city and skills analysed, for the chat's context. */
  onAnalyzed: (choice: { location: AdvisorCity; skills: AdvisorSkill[] }) => void;
}) {
  useCatalog(advisorCatalog);
  const { t, i18n } = useLingui();
  const toasts = advisorToasts(i18n);
  const analyze = useAnalyzeMarket();
  const [result, setResult] = useState<MarketIntelligenceResult & { city: AdvisorCity }>();
  const form = useForm({
    id: 'market',
    initialValues: EMPTY_MARKET_VALUES,
    fields: MARKET_FIELD_ORDER,
    schema: MarketIntelligenceInputSchema,
    toInput: toMarketInput,
    reword: (found, values) => rewordMissingMarket(found, values, i18n),
  });

  const ask = (input: MarketIntelligenceInput) =>
    analyze.mutate(input, {
      onSuccess: (answer) => {
        const city = input.location as AdvisorCity;
        setResult({ ...answer, city });
        onAnalyzed({ location: city, skills: input.skills as AdvisorSkill[] });
        toast({
          title: toasts.analysisDoneTitle,
          description: analysisDoneText({ count: answer.opportunities.length, city: advisorCityLabel(city) }, i18n),
          variant: 'success',
        });
      },
      onError: (error) =>
        showAiFailure(form, error, {
          fallback: advisorFailures(i18n).analysisFailed,
          title: toasts.analysisFailedTitle,
        }),
    });

  const cityName = result ? advisorCityLabel(result.city) : '';
  return (
    <div className="grid gap-6">
      <AdvisorToolForm {...advisorTools(i18n).market} form={form} pending={analyze.isPending} onAsk={ask}>
        <SelectField
          {...form.field('location')}
          onValueChange={(value) => form.setValue('location', value as AdvisorCity | '')}
          label={t`Your city`}
          required
          placeholder={t`Choose your city`}
          options={cityOptions}
          className="sm:max-w-sm"
        />
        <CheckboxGroupField
          {...form.field('skills')}
          onValueChange={(value) => form.setValue('skills', value as AdvisorSkill[])}
          label={t`Your skills`}
          hint={t`Tick every skill you have or want to use.`}
          required
          options={skillOptions}
          columns
        />
      </AdvisorToolForm>

      {result ? (
        <section aria-labelledby="market-results-title" className="grid gap-4">
          <h2 id="market-results-title" className="text-2xl font-bold text-lilac-950">
            <Trans>Opportunities in {cityName}</Trans>
          </h2>
          <AdvisorLabel advisor={result.advisor} />
          {result.opportunities.length === 0 ? (
            <p className="text-neutral-700">
              <Trans>No opportunities found for these skills in {cityName} yet.</Trans>
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {result.opportunities.map((opportunity) => (
                <li key={opportunity.id}>
                  <OpportunityCard opportunity={opportunity} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

function OpportunityCard({ opportunity }: { opportunity: MarketOpportunity }) {
  useCatalog(advisorCatalog);
  const { t, i18n } = useLingui();
  const source = opportunity.incomeSource;
  const sourceName = source.kind === 'source' ? source.name : '';
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-lilac-950">{opportunity.opportunity}</h3>
        <Badge size="small" colors={OPPORTUNITY_DIFFICULTY_STYLES[opportunity.difficulty]}>
          {t(OPPORTUNITY_DIFFICULTY_TEXTS[opportunity.difficulty])}
        </Badge>
      </div>
      <p className="text-sm text-neutral-700">{opportunity.category}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="font-semibold text-neutral-800">
          <Trans>Demand</Trans>
        </dt>
        <dd>
          <Badge size="small" colors={DEMAND_STYLES[opportunity.demand]}>
            {t(DEMAND_TEXTS[opportunity.demand])}
          </Badge>
        </dd>
        <dt className="font-semibold text-neutral-800">
          <Trans>Estimated income</Trans>
        </dt>
        <dd>{opportunity.estimatedIncome}</dd>
        <dt className="font-semibold text-neutral-800">
          <Trans>Startup cost</Trans>
        </dt>
        <dd>{opportunity.startupCost}</dd>
        {opportunity.workingCosts ? (
          <>
            <dt className="font-semibold text-neutral-800">
              <Trans>Working costs</Trans>
            </dt>
            <dd>{opportunity.workingCosts}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-neutral-800">
          <Trans>Time to start</Trans>
        </dt>
        <dd>{opportunity.timeToStart}</dd>
      </dl>
      <p className="mt-auto text-xs text-neutral-700">
        {/* Only a web address becomes a link: a model's answer must never make a `javascript:` one. */}
        {source.kind === 'source' && /^https?:\/\//.test(source.url) ? (
          <>
            <Trans>
              Income source:{' '}
              <a href={source.url} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
                {sourceName}
              </a>
            </Trans>
          </>
        ) : source.kind === 'source' ? (
          t`Income source: ${sourceName}`
        ) : (
          estimateText(source.basis, i18n)
        )}
      </p>
    </article>
  );
}
