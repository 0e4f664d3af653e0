import { WAITLIST_LABELS, waitingLabel, waitlistPositionLabel } from '../../../../schema/contract/waitlist-rules.ts';
import { smallButtonStyles } from '../ui/styles.ts';

/**
 * The waiting-list pieces of a full session or event card (decision 019). The spec's 'Session Full' / 'Event Full'
 * stays on the card as a badge; the action beside it is "Join waitlist", and a member in line sees their place and
 * leaves the line with one tap.
 */

/** The spec's label for a full session or event, as a badge rather than a dead button. */
export function FullBadge({ label }: { label: string }) {
  return <span className="w-fit rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-bold text-red-900">{label}</span>;
}

/** 'Session Full' / 'Event Full', "Join waitlist", and how many already wait. */
export function JoinWaitlist({
  fullLabel,
  title,
  waitlistCount,
  pending,
  onJoin,
}: {
  fullLabel: string;
  title: string;
  waitlistCount: number;
  pending: boolean;
  onJoin: () => void;
}) {
  const waiting = waitingLabel(waitlistCount);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FullBadge label={fullLabel} />
      <button type="button" disabled={pending} onClick={onJoin} className={smallButtonStyles.outline}>
        {pending ? WAITLIST_LABELS.joining : WAITLIST_LABELS.join}
        <span className="sr-only">: {title}</span>
      </button>
      {waiting ? <span className="text-sm text-neutral-700">{waiting}</span> : null}
    </div>
  );
}

/**
 * "You're #3 on the waitlist" with Leave waitlist. The place is a polite live region, so a screen reader hears it
 * move up when the card is read again.
 */
export function WaitlistPlace({
  fullLabel,
  title,
  position,
  pending,
  onLeave,
}: {
  fullLabel: string;
  title: string;
  position: number;
  pending: boolean;
  onLeave: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <FullBadge label={fullLabel} />
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="font-semibold text-lilac-900">
          {waitlistPositionLabel(position)}
        </p>
        <button type="button" disabled={pending} onClick={onLeave} className={smallButtonStyles.outline}>
          {pending ? WAITLIST_LABELS.leaving : WAITLIST_LABELS.leave}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
      <p className="text-sm text-neutral-700">
        When a seat frees up, it goes to the first in line, and we let you know.
      </p>
    </div>
  );
}
