import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import {
  COACH_SHARE,
  monthOf,
  PAYOUT_MINIMUM_CENTS,
  type EarningsStatement,
  type PayoutAccount,
  type PayoutStatus,
} from '../../../../../schema/contract/payouts.ts';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useEarnings, usePayoutAccount, usePayoutBanks } from '../api/payouts.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { PayoutAccountForm } from './payout-account-form.tsx';

const STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'brand',
  paid: 'good',
  failed: 'bad',
  reversed: 'bad',
};

/** The contract's PAYOUT_STATUS_LABELS, word for word, so they can be translated. */
const STATUS_LABELS: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg`Being sent`,
  paid: msg`Paid`,
  failed: msg`Failed: returned to the balance`,
  reversed: msg`Reversed: returned to the balance`,
};

/** The months' names (the contract's MONTH_NAMES), in the reader's language. */
const MONTH_NAMES: readonly MessageDescriptor[] = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];

/** 'November 2026' for '2026-11'. */
function monthName(month: string, i18n: I18n) {
  const [year = '', number] = month.split('-');
  const name = i18n._(MONTH_NAMES[Number(number) - 1]!);
  return i18n._(msg`${name} ${year}`);
}

/** The month `offset` months from `month` ('YYYY-MM'). */
function shiftMonth(month: string, offset: number) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + offset, 1)).toISOString().slice(0, 7);
}

/**
 * "Earnings" in the coach's coaching settings: where they are paid, their balance, a statement per month and their
 * payouts (decision 034: every amount is a sum of the ledger). Only a coach sees it (CoachingHoursSection decides).
 */
export function CoachEarningsSection() {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const percent = Math.round(COACH_SHARE * 100);
  const minimum = formats.rand(PAYOUT_MINIMUM_CENTS);
  return (
    <section aria-labelledby="coach-earnings-title" className="mt-12">
      <h2 id="coach-earnings-title" className="text-2xl font-bold text-lilac-950">
        <Trans>Earnings</Trans>
      </h2>
      <p className="mt-2 max-w-3xl text-neutral-700">
        <Trans>
          Each completed call, and each call a subscriber missed, earns you {percent}% of the subscriber&apos;s monthly
          price divided by their plan&apos;s calls. Once your balance is {minimum} or more it is paid into your account
          on the 1st of the month.
        </Trans>
      </p>
      <PayoutAccountPanel />
      <Statement />
    </section>
  );
}

function PayoutAccountPanel() {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const account = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  const canPay = account.data?.setup !== null && account.data !== undefined;
  const banks = usePayoutBanks({ enabled: canPay && (editing || !account.data?.account) });
  return (
    <div className="mt-6 rounded-2xl border border-lilac-100 bg-white p-4 sm:p-6">
      <h3 className="text-lg font-bold text-lilac-950">
        <Trans>Payout account</Trans>
      </h3>
      <ListState query={account} what={t`your payout account`} isEmpty={() => false} empty={null}>
        {({ setup, account: current }) =>
          setup === null ? (
            <p className="mt-2 text-neutral-800">
              {/* The contract's PAYOUT_MESSAGES.unavailable, word for word. */}
              <Trans>
                Payouts are not available on this site yet: coaches are paid through Paystack, which is not set up here.
              </Trans>
            </p>
          ) : (
            <>
              {setup.testMode ? (
                <p className="mt-2">
                  <Badge tone="warn">
                    {/* The contract's TEST_PAYOUTS_LABEL, word for word. */}
                    <Trans>Test payouts: no money moves</Trans>
                  </Badge>
                </p>
              ) : null}
              {current && !editing ? (
                <AccountSummary account={current} onChange={() => setEditing(true)} />
              ) : (
                <ListState query={banks} what={t`the list of banks`} isEmpty={() => false} empty={null}>
                  {({ banks: list }) => (
                    <PayoutAccountForm
                      banks={list}
                      current={current}
                      onSaved={() => setEditing(false)}
                      onCancel={current ? () => setEditing(false) : undefined}
                    />
                  )}
                </ListState>
              )}
            </>
          )
        }
      </ListState>
    </div>
  );
}

function AccountSummary({
  account,
  onChange,
}: {
  account: NonNullable<PayoutAccount['account']>;
  onChange: () => void;
}) {
  useCatalog(coachingCatalog);
  const { accountName, bankName, accountLast4 } = account;
  return (
    <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="wrap-anywhere text-neutral-900">
        <Trans>
          Paid into {accountName}&apos;s {bankName} account ending in {accountLast4}.
        </Trans>
      </p>
      <button type="button" onClick={onChange} className={smallButtonStyles.outline}>
        <Trans>Change account</Trans>
      </button>
    </div>
  );
}

function Statement() {
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const current = monthOf(new Date());
  const [month, setMonth] = useState(current);
  const earnings = useEarnings(month);
  const shownMonth = monthName(month, i18n);
  return (
    <div className="mt-6 rounded-2xl border border-lilac-100 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-lilac-950" aria-live="polite">
          <Trans>Statement for {shownMonth}</Trans>
        </h3>
        <div className="flex gap-2">
          <button type="button" className={smallButtonStyles.outline} onClick={() => setMonth(shiftMonth(month, -1))}>
            <Trans>Previous month</Trans>
          </button>
          <button
            type="button"
            className={smallButtonStyles.outline}
            disabled={month >= current}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <Trans>Next month</Trans>
          </button>
        </div>
      </div>
      <ListState query={earnings} what={t`your earnings`} isEmpty={() => false} empty={null}>
        {(statement) => <StatementBody statement={statement} />}
      </ListState>
    </div>
  );
}

function StatementBody({ statement }: { statement: EarningsStatement }) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const balance = formats.rand(statement.balanceCents);
  const statementMonth = monthName(statement.month, i18n);
  return (
    <>
      <p className="mt-3 text-xl font-bold text-lilac-950">
        <Trans>Balance now: {balance}</Trans>
      </p>
      <dl className="mt-3 grid gap-1 text-neutral-800">
        <div className="flex justify-between gap-4">
          <dt>
            <Trans>Opening balance</Trans>
          </dt>
          <dd>{formats.rand(statement.openingCents)}</dd>
        </div>
      </dl>
      {statement.lines.length === 0 ? (
        <p className="mt-3 text-neutral-700">
          <Trans>Nothing was earned or paid out in {statementMonth}.</Trans>
        </p>
      ) : (
        <ol className="mt-3 grid gap-2" aria-label={t`Statement lines for ${statementMonth}`}>
          {statement.lines.map((line, i) => (
            <li
              key={`${line.at}-${i}`}
              className="flex flex-col gap-1 border-t border-lilac-100 pt-2 sm:flex-row sm:justify-between"
            >
              <span className="wrap-anywhere">
                {line.description}
                <span className="block text-sm text-neutral-600">
                  <DateText value={line.at} />
                </span>
              </span>
              <span className="font-semibold">{formats.rand(line.amountCents)}</span>
            </li>
          ))}
        </ol>
      )}
      <dl className="mt-3 grid gap-1 border-t border-lilac-100 pt-2 text-neutral-900">
        <div className="flex justify-between gap-4 font-semibold">
          <dt>
            <Trans>Closing balance</Trans>
          </dt>
          <dd>{formats.rand(statement.closingCents)}</dd>
        </div>
      </dl>
      <h4 className="mt-6 font-bold text-lilac-950">
        <Trans>Payouts</Trans>
      </h4>
      {statement.payouts.length === 0 ? (
        <p className="mt-1 text-neutral-700">
          <Trans>No payouts yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-label={t`Your payouts`}>
          {statement.payouts.map((payout) => (
            <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {monthName(payout.period, i18n)}: {formats.rand(payout.amountCents)}
              </span>
              <Badge tone={STATUS_TONES[payout.status]}>{t(STATUS_LABELS[payout.status])}</Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
