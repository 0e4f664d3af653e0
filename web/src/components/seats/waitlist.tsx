import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { smallButtonStyles } from '../ui/styles.ts';
import { seatsCatalog } from './locales/catalog.ts';

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
  useCatalog(seatsCatalog);
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FullBadge label={fullLabel} />
      <button type="button" disabled={pending} onClick={onJoin} className={smallButtonStyles.outline}>
        {pending ? t`Joining the waitlist…` : t`Join waitlist`}
        <span className="sr-only">: {title}</span>
      </button>
      {waitlistCount > 0 ? (
        <span className="text-sm text-neutral-700">
          <Plural value={waitlistCount} one="# person waiting" other="# people waiting" />
        </span>
      ) : null}
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
  useCatalog(seatsCatalog);
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <FullBadge label={fullLabel} />
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="font-semibold text-lilac-900">
          <Trans>You're #{position} on the waitlist</Trans>
        </p>
        <button type="button" disabled={pending} onClick={onLeave} className={smallButtonStyles.outline}>
          {pending ? t`Leaving…` : t`Leave waitlist`}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
      <p className="text-sm text-neutral-700">
        <Trans>When a seat frees up, it goes to the first in line, and we let you know.</Trans>
      </p>
    </div>
  );
}
