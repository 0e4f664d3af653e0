import { useId, useState, type FormEvent } from 'react';
import { formatRand } from '../../../../../schema/contract/money-rules.ts';
import {
  MAX_REFUND_REASON,
  RefundRequestSchema,
  type AdminPayment,
  type AdminRefund,
  type RefundStatus,
} from '../../../../../schema/contract/refunds.ts';
import { Badge } from '../../../components/badge.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { Fact } from '../../../components/fact.tsx';
import { CheckboxField, controlStyle, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useAdminPayments, useRefundPayment, type PaymentFilter } from '../api/payments.ts';
import { REFUND_FIELD_ORDER, refundFieldOf, refundValues, toRefundInput } from '../refund-form.ts';
import { AdminCard, EditorDialog, EmptyNote, ItemButton, StatusFilter } from './parts.tsx';

const rand = (cents: number) => formatRand(cents, { cents: 'always' });

const KIND_LABELS = { event_seat: 'Event seat', subscription: 'Coaching' } as const;
const KIND_FILTERS: readonly { value: PaymentFilter['kind']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'event_seat', label: 'Event seats' },
  { value: 'subscription', label: 'Coaching' },
];
const REFUND_STATUS = {
  pending: { label: 'Pending', tone: 'warn' },
  succeeded: { label: 'Refunded', tone: 'good' },
  failed: { label: 'Failed', tone: 'bad' },
} as const satisfies Record<RefundStatus, { label: string; tone: string }>;

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
  const seat = payment.kind === 'event_seat';
  return (
    <EditorDialog
      title={`Refund ${payment.description}`}
      description={
        <>
          Paid {rand(payment.amountCents)}; {rand(payment.refundableCents)} is left to refund. The refund goes back
          through {payment.testMode ? 'the test checkout (a test: no money moves)' : payment.provider}, and the member
          is told when it is settled.
        </>
      }
      submitLabel="Refund"
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField
        {...form.field('amount')}
        label="Amount to refund (R)"
        hint={`At most ${rand(payment.refundableCents)}.`}
        inputMode="decimal"
        required
      />
      <TextAreaField
        {...form.field('reason')}
        label="Reason"
        hint="Kept with the refund and shown to the member."
        required
        rows={3}
        maxLength={MAX_REFUND_REASON}
      />
      <CheckboxField
        {...form.field('releases')}
        label={seat ? 'Release the seat (the member is no longer registered)' : 'End the subscription'}
      />
    </EditorDialog>
  );
}

function RefundLine({ refund }: { refund: AdminRefund }) {
  const status = REFUND_STATUS[refund.status];
  return (
    <li className="grid gap-1 rounded-lg bg-lilac-50 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-neutral-900">{rand(refund.amountCents)}</span>
        <Badge tone={status.tone} size="small">
          {status.label}
        </Badge>
        {refund.automatic ? (
          <Badge tone="neutral" size="small">
            Automatic
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
  return (
    <AdminCard
      title={payment.description}
      badges={
        <>
          <Badge tone="brand">{KIND_LABELS[payment.kind]}</Badge>
          {payment.testMode ? <Badge tone="warn">Test checkout</Badge> : null}
        </>
      }
    >
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label="Amount">{rand(payment.amountCents)}</Fact>
        <Fact label="Left to refund">{rand(payment.refundableCents)}</Fact>
        <Fact label="Paid by">
          {payment.payer ? `${payment.payer.name} (${payment.payer.email})` : 'Deleted account'}
        </Fact>
        <Fact label="Paid">
          <DateText value={payment.paidAt} withTime />
        </Fact>
        <Fact label="Provider reference">
          <span className="wrap-anywhere">
            {payment.provider}: {payment.providerPaymentId}
          </span>
        </Fact>
      </dl>
      {payment.refunds.length > 0 ? (
        <ul className="mt-3 grid gap-2" aria-label={`Refunds of ${payment.description}`}>
          {payment.refunds.map((refund) => (
            <RefundLine key={refund.id} refund={refund} />
          ))}
        </ul>
      ) : null}
      {payment.refundableCents > 0 ? (
        <div className="mt-3">
          <ItemButton item={payment.description} onClick={onRefund}>
            Refund
          </ItemButton>
        </div>
      ) : null}
    </AdminCard>
  );
}

/** Find payments by the payer's name or email, what was bought, or the provider's reference. */
function PaymentSearch({ onSearch }: { onSearch: (q: string) => void }) {
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
          Search payments
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
        Search
      </button>
    </form>
  );
}

/** Payments, newest first, each with its refunds; an admin refunds all or part of one from here. */
export function PaymentsAdmin() {
  const [filter, setFilter] = useState<PaymentFilter>({ q: '', kind: 'all' });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const payments = useAdminPayments(filter);
  return (
    <div className="grid gap-4">
      <PaymentSearch onSearch={(q) => setFilter((current) => ({ ...current, q }))} />
      <StatusFilter
        label="Show payments"
        options={KIND_FILTERS}
        value={filter.kind}
        onChange={(kind) => setFilter((current) => ({ ...current, kind }))}
      />
      <PagedList
        query={payments}
        what="payments"
        empty={<EmptyNote>{filter.q ? 'No payments match this search.' : 'No payments yet.'}</EmptyNote>}
      >
        {(items) => (
          <ul className="grid gap-3" aria-label="Payments, newest first">
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
