import { useState } from 'react';
import { formatRand } from '../../../../../schema/contract/money-rules.ts';
import {
  COACH_SHARE,
  monthOf,
  PAYOUT_MESSAGES,
  PAYOUT_MINIMUM_CENTS,
  PAYOUT_STATUS_LABELS,
  TEST_PAYOUTS_LABEL,
  type EarningsStatement,
  type PayoutAccount,
  type PayoutStatus,
} from '../../../../../schema/contract/payouts.ts';
import { MONTH_NAMES } from '../../../../../schema/contract/share.ts';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useEarnings, usePayoutAccount, usePayoutBanks } from '../api/payouts.ts';
import { PayoutAccountForm } from './payout-account-form.tsx';

const STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'brand',
  paid: 'good',
  failed: 'bad',
  reversed: 'bad',
};

/** 'November 2026' for '2026-11'. */
function monthName(month: string) {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
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
  return (
    <section aria-labelledby="coach-earnings-title" className="mt-12">
      <h2 id="coach-earnings-title" className="text-2xl font-bold text-lilac-950">
        Earnings
      </h2>
      <p className="mt-2 max-w-3xl text-neutral-700">
        Each completed call, and each call a subscriber missed, earns you {Math.round(COACH_SHARE * 100)}% of the
        subscriber&apos;s monthly price divided by their plan&apos;s calls. Once your balance is{' '}
        {formatRand(PAYOUT_MINIMUM_CENTS)} or more it is paid into your account on the 1st of the month.
      </p>
      <PayoutAccountPanel />
      <Statement />
    </section>
  );
}

function PayoutAccountPanel() {
  const account = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  const canPay = account.data?.setup !== null && account.data !== undefined;
  const banks = usePayoutBanks({ enabled: canPay && (editing || !account.data?.account) });
  return (
    <div className="mt-6 rounded-2xl border border-lilac-100 bg-white p-4 sm:p-6">
      <h3 className="text-lg font-bold text-lilac-950">Payout account</h3>
      <ListState query={account} what="your payout account" isEmpty={() => false} empty={null}>
        {({ setup, account: current }) =>
          setup === null ? (
            <p className="mt-2 text-neutral-800">{PAYOUT_MESSAGES.unavailable}</p>
          ) : (
            <>
              {setup.testMode ? (
                <p className="mt-2">
                  <Badge tone="warn">{TEST_PAYOUTS_LABEL}</Badge>
                </p>
              ) : null}
              {current && !editing ? (
                <AccountSummary account={current} onChange={() => setEditing(true)} />
              ) : (
                <ListState query={banks} what="the list of banks" isEmpty={() => false} empty={null}>
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
  return (
    <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="wrap-anywhere text-neutral-900">
        Paid into {account.accountName}&apos;s {account.bankName} account ending in {account.accountLast4}.
      </p>
      <button type="button" onClick={onChange} className={smallButtonStyles.outline}>
        Change account
      </button>
    </div>
  );
}

function Statement() {
  const current = monthOf(new Date());
  const [month, setMonth] = useState(current);
  const earnings = useEarnings(month);
  return (
    <div className="mt-6 rounded-2xl border border-lilac-100 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-lilac-950" aria-live="polite">
          Statement for {monthName(month)}
        </h3>
        <div className="flex gap-2">
          <button type="button" className={smallButtonStyles.outline} onClick={() => setMonth(shiftMonth(month, -1))}>
            Previous month
          </button>
          <button
            type="button"
            className={smallButtonStyles.outline}
            disabled={month >= current}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            Next month
          </button>
        </div>
      </div>
      <ListState query={earnings} what="your earnings" isEmpty={() => false} empty={null}>
        {(statement) => <StatementBody statement={statement} />}
      </ListState>
    </div>
  );
}

function StatementBody({ statement }: { statement: EarningsStatement }) {
  return (
    <>
      <p className="mt-3 text-xl font-bold text-lilac-950">Balance now: {formatRand(statement.balanceCents)}</p>
      <dl className="mt-3 grid gap-1 text-neutral-800">
        <div className="flex justify-between gap-4">
          <dt>Opening balance</dt>
          <dd>{formatRand(statement.openingCents)}</dd>
        </div>
      </dl>
      {statement.lines.length === 0 ? (
        <p className="mt-3 text-neutral-700">Nothing was earned or paid out in {monthName(statement.month)}.</p>
      ) : (
        <ol className="mt-3 grid gap-2" aria-label={`Statement lines for ${monthName(statement.month)}`}>
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
              <span className="font-semibold">{formatRand(line.amountCents)}</span>
            </li>
          ))}
        </ol>
      )}
      <dl className="mt-3 grid gap-1 border-t border-lilac-100 pt-2 text-neutral-900">
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Closing balance</dt>
          <dd>{formatRand(statement.closingCents)}</dd>
        </div>
      </dl>
      <h4 className="mt-6 font-bold text-lilac-950">Payouts</h4>
      {statement.payouts.length === 0 ? (
        <p className="mt-1 text-neutral-700">No payouts yet.</p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-label="Your payouts">
          {statement.payouts.map((payout) => (
            <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {monthName(payout.period)}: {formatRand(payout.amountCents)}
              </span>
              <Badge tone={STATUS_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
