import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_REFUND_REASON,
  RefundRequestSchema,
  type AdminPayment,
  type AdminRefund,
  type RefundStatus,
} from '../../../../../schema/contract/refunds.ts';
import { Badge } from '../../../components/badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { Fact } from '../../../components/fact.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { controlStyle } from '../../../components/ui/styles.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useAdminPayments, useRefundPayment, type PaymentFilter } from '../api/payments.ts';
import { REFUND_FIELD_ORDER, refundFieldOf, refundValues, toRefundInput } from '../refund-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import { AdminCard, EditorDialog, EmptyNote, ItemButton, StatusFilter } from './parts.tsx';

/** Amounts with their cents always, as a payment's ledger reads, in the reader's language. */
function useRand() {
  const formats = useFormats();
  return (cents: number) => formats.rand(cents, { cents: 'always' });
}

const KIND_LABELS = { event_seat: msg`Event seat`, subscription: msg`Coaching` } as const;
const KIND_FILTERS = [
  { value: 'all', label: msg`All` },
  { value: 'event_seat', label: msg`Event seats` },
  { value: 'subscription', label: msg`Coaching` },
] as const satisfies readonly { value: PaymentFilter['kind']; label: unknown }[];
const REFUND_STATUS = {
  pending: { label: msg`Pending`, tone: 'warn' },
  succeeded: { label: msg`Refunded`, tone: 'good' },
  failed: { label: msg`Failed`, tone: 'bad' },
} as const satisfies Record<RefundStatus, { label: unknown; tone: string }>;

/** Refund all or part of a payment: amount (prefilled to what is left), reason, and whether to release what it bought. */
function RefundDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const form = useForm({
    id: 'refund',
    initialValues: refundValues(payment),
    fields: REFUND_FIELD_ORDER,
    schema: RefundRequestSchema,
    toInput: toRefundInput,
    fieldOf: refundFieldOf,
  });
  const save = useRefundPayment(payment.id);
  useCatalog(adminCatalog);
  const rand = useRand();
  const { t } = useLingui();
  const seat = payment.kind === 'event_seat';
  const what = payment.description;
  const paid = rand(payment.amountCents);
  const left = rand(payment.refundableCents);
  const provider = payment.provider;
  return (
    <EditorDialog
      title={t`Refund ${what}`}
      description={
        payment.testMode
          ? t`Paid ${paid}; ${left} is left to refund. The refund goes back through the test checkout (a test: no money moves), and the member is told when it is settled.`
          : t`Paid ${paid}; ${left} is left to refund. The refund goes back through ${provider}, and the member is told when it is settled.`
      }
      submitLabel={t`Refund`}
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField
        {...form.field('amount')}
        label={t`Amount to refund (R)`}
        hint={t`At most ${left}.`}
        inputMode="decimal"
        required
      />
      <TextAreaField
        {...form.field('reason')}
        label={t`Reason`}
        hint={t`Kept with the refund and shown to the member.`}
        required
        rows={3}
        maxLength={MAX_REFUND_REASON}
      />
      <CheckboxField
        {...form.field('releases')}
        label={seat ? t`Release the seat (the member is no longer registered)` : t`End the subscription`}
      />
    </EditorDialog>
  );
}

function RefundLine({ refund }: { refund: AdminRefund }) {
  useCatalog(adminCatalog);
  const rand = useRand();
  const { t } = useLingui();
  const status = REFUND_STATUS[refund.status];
  return (
    <li className="grid gap-1 rounded-lg bg-lilac-50 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-neutral-900">{rand(refund.amountCents)}</span>
        <Badge tone={status.tone} size="small">
          {t(status.label)}
        </Badge>
        {refund.automatic ? (
          <Badge tone="neutral" size="small">
            <Trans>Automatic</Trans>
          </Badge>
        ) : null}
        <span className="text-sm text-neutral-700">
          <DateText value={refund.settledAt ?? refund.createdAt} withTime />
        </span>
      </p>
      <p className="wrap-anywhere text-neutral-800">{refund.reason}</p>
      {refund.failureReason ? <p className="wrap-anywhere text-sm text-red-800">{refund.failureReason}</p> : null}
    </li>
  );
}

function PaymentCard({ payment, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  useCatalog(adminCatalog);
  const rand = useRand();
  const { t } = useLingui();
  const what = payment.description;
  return (
    <AdminCard
      title={payment.description}
      badges={
        <>
          <Badge tone="brand">{t(KIND_LABELS[payment.kind])}</Badge>
          {payment.testMode ? (
            <Badge tone="warn">
              <Trans>Test checkout</Trans>
            </Badge>
          ) : null}
        </>
      }
    >
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label={t`Amount`}>{rand(payment.amountCents)}</Fact>
        <Fact label={t`Left to refund`}>{rand(payment.refundableCents)}</Fact>
        <Fact label={t`Paid by`}>
          {payment.payer ? `${payment.payer.name} (${payment.payer.email})` : t`Deleted account`}
        </Fact>
        <Fact label={t`Paid`}>
          <DateText value={payment.paidAt} withTime />
        </Fact>
        <Fact label={t`Provider reference`}>
          <span className="wrap-anywhere">
            {payment.provider}: {payment.providerPaymentId}
          </span>
        </Fact>
      </dl>
      {payment.refunds.length > 0 ? (
        <ul className="mt-3 grid gap-2" aria-label={t`Refunds of ${what}`}>
          {payment.refunds.map((refund) => (
            <RefundLine key={refund.id} refund={refund} />
          ))}
        </ul>
      ) : null}
      {payment.refundableCents > 0 ? (
        <div className="mt-3">
          <ItemButton item={payment.description} onClick={onRefund}>
            <Trans>Refund</Trans>
          </ItemButton>
        </div>
      ) : null}
    </AdminCard>
  );
}

/** Find payments by the payer's name or email, what was bought, or the provider's reference. */
function PaymentSearch({ onSearch }: { onSearch: (q: string) => void }) {
  useCatalog(adminCatalog);
  const id = useId();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className="font-semibold text-neutral-900">
          <Trans>Search payments</Trans>
        </label>
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          className={`${controlStyle} min-h-11`}
        />
      </div>
      <button type="submit" className={buttonStyles.outline}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

/** Payments, newest first, each with its refunds; an admin refunds all or part of one from here. */
export function PaymentsAdmin() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const [filter, setFilter] = useState<PaymentFilter>({ q: '', kind: 'all' });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const payments = useAdminPayments(filter);
  return (
    <div className="grid gap-4">
      <PaymentSearch onSearch={(q) => setFilter((current) => ({ ...current, q }))} />
      <StatusFilter
        label={t`Show payments`}
        options={KIND_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={filter.kind}
        onChange={(kind) => setFilter((current) => ({ ...current, kind }))}
      />
      <PagedList
        query={payments}
        what={t`payments`}
        empty={<EmptyNote>{filter.q ? t`No payments match this search.` : t`No payments yet.`}</EmptyNote>}
      >
        {(items) => (
          <ul className="grid gap-3" aria-label={t`Payments, newest first`}>
            {items.map((payment) => (
              <PaymentCard key={payment.id} payment={payment} onRefund={() => setRefunding(payment)} />
            ))}
          </ul>
        )}
      </PagedList>
      {refunding ? <RefundDialog key={refunding.id} payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </div>
  );
}
