import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import {
  PAYOUT_STATUS_LABELS,
  TEST_PAYOUTS_LABEL,
  type AdminPayouts,
  type Reconciliation,
} from '../../../../../schema/contract/payouts.ts';
import { Badge } from '../../../components/badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminPayouts, useReconciliation, useRunPayouts } from '../api/payouts.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import { EmptyNote } from './parts.tsx';

/**
 * Coach payouts in the admin console: the money check (money in against refunds, payouts, coach balances and the
 * operator's share, all from the ledger), "Run payouts" (the same run as the monthly cron), each coach's balance and
 * the latest payouts.
 */
export function CoachPayoutsAdmin() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const toastFailure = useToastFailure();
  const payouts = useAdminPayouts();
  const reconciliation = useReconciliation();
  const run = useRunPayouts();
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: ({ created, sent, failed }) =>
        toast({
          title: t`Payouts run`,
          description: failed
            ? t`${plural(created, { one: '# new payout', other: '# new payouts' })}, ${sent} sent, ${failed} could not be sent (tried again next run).`
            : t`${plural(created, { one: '# new payout', other: '# new payouts' })}, ${sent} sent.`,
          variant: 'success',
        }),
      onError: toastFailure(t`Could not run payouts`),
    });
  return (
    <div className="grid gap-6">
      <section aria-labelledby="money-check-title" className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-6">
        <h2 id="money-check-title" className="text-lg font-bold text-lilac-950">
          <Trans>Money check</Trans>
        </h2>
        <ListState query={reconciliation} what={t`the money check`} isEmpty={() => false} empty={null}>
          {(money) => <MoneyCheck money={money} />}
        </ListState>
      </section>
      <section aria-labelledby="coach-payouts-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="coach-payouts-title" className="text-lg font-bold text-lilac-950">
            <Trans>Coach payouts</Trans>
          </h2>
          <button type="button" className={buttonStyles.primary} disabled={run.isPending} onClick={runNow}>
            {run.isPending ? t`Running payouts…` : t`Run payouts`}
          </button>
        </div>
        <ListState query={payouts} what={t`the coach payouts`} isEmpty={() => false} empty={null}>
          {(data) => <PayoutLists data={data} />}
        </ListState>
      </section>
    </div>
  );
}

function MoneyCheck({ money }: { money: Reconciliation }) {
  useCatalog(adminCatalog);
  const formats = useFormats();
  const { t } = useLingui();
  const pending = formats.rand(money.pendingPayoutCents);
  const rows: [string, number][] = [
    [t`Refunded`, money.refundedCents],
    [t`Paid out to coaches (${pending} still being sent)`, money.paidOutCents],
    [t`Coach balances`, money.coachBalancesCents],
    [t`Operator's share`, money.operatorCents],
  ];
  return (
    <>
      <dl className="mt-3 grid gap-1 text-neutral-900">
        <div className="flex justify-between gap-4 font-semibold">
          <dt>
            <Trans>Money in</Trans>
          </dt>
          <dd>{formats.rand(money.moneyInCents)}</dd>
        </div>
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd>{formats.rand(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 font-semibold" role="status">
        {money.holds ? (
          <Badge tone="good">
            <Trans>It adds up: money in = refunded + paid out + coach balances + operator share</Trans>
          </Badge>
        ) : (
          <Badge tone="bad">
            <Trans>It does not add up: check the ledger</Trans>
          </Badge>
        )}
      </p>
    </>
  );
}

function PayoutLists({ data }: { data: AdminPayouts }) {
  useCatalog(adminCatalog);
  const formats = useFormats();
  const { t } = useLingui();
  return (
    <>
      {data.setup === null ? (
        <p className="text-neutral-800">
          <Trans>Payouts are not set up on this server: set PAYSTACK_SECRET_KEY to pay coaches.</Trans>
        </p>
      ) : data.setup.testMode ? (
        <p>
          <Badge tone="warn">{TEST_PAYOUTS_LABEL}</Badge>
        </p>
      ) : null}
      <h3 className="font-bold text-lilac-950">
        <Trans>Coach balances</Trans>
      </h3>
      {data.coaches.length === 0 ? (
        <EmptyNote>
          <Trans>No coach has earned anything yet.</Trans>
        </EmptyNote>
      ) : (
        <ul className="grid gap-2" aria-label={t`Coach balances`}>
          {data.coaches.map((coach) => (
            <li key={coach.mentorId} className="flex flex-wrap justify-between gap-2 border-t border-lilac-100 pt-2">
              <span className="wrap-anywhere">
                {coach.name}
                {coach.hasAccount ? null : (
                  <span className="block text-sm text-neutral-700">
                    <Trans>No payout account yet</Trans>
                  </span>
                )}
              </span>
              <span className="font-semibold">{formats.rand(coach.balanceCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="font-bold text-lilac-950">
        <Trans>Latest payouts</Trans>
      </h3>
      {data.payouts.length === 0 ? (
        <EmptyNote>
          <Trans>No payouts yet.</Trans>
        </EmptyNote>
      ) : (
        <ul className="grid gap-2" aria-label={t`Latest payouts`}>
          {data.payouts.map((payout) => (
            <li key={payout.id} className="flex flex-wrap justify-between gap-2 border-t border-lilac-100 pt-2">
              <span className="wrap-anywhere">
                {payout.name}, {payout.period}: {formats.rand(payout.amountCents)}
                <span className="block text-sm text-neutral-700">
                  {PAYOUT_STATUS_LABELS[payout.status]} · <DateText value={payout.createdAt} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
