import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { CheckIcon } from '../icons.tsx';
import { smallButtonStyles } from '../ui/styles.ts';
import { seatsCatalog } from './locales/catalog.ts';
import { leaveWaitlistCallbacks } from './seat-toasts.ts';
import { JoinWaitlist, WaitlistPlace } from './waitlist.tsx';

/*
 * The seat action of a session or event card (spec sections 4 and 9, decision 019), one control for both: take a
 * seat; "You're registered" with a way out while it has not started; 'Session Full' / 'Event Full' with Join
 * waitlist, and the member's place in line with Leave waitlist; a closed thing's reason. What differs (the words, the
 * callbacks, states only one of them has: a session's host, an event's payment) stays with each feature.
 */

export type SeatControlState = 'open' | 'registered' | 'full' | 'waitlisted' | 'closed';

/** A button: what it says, what it says while its request is under way, and what pressing it does. */
export type SeatAction = { label: string; pendingLabel: string; pending: boolean; onPress: () => void };

/** A seat action's button, its thing's title read out after the label ("Join: Pitching 101"). */
function SeatButton({ action, title, className }: { action: SeatAction; title: string; className: string }) {
  return (
    <button type="button" disabled={action.pending} onClick={action.onPress} className={className}>
      {action.pending ? action.pendingLabel : action.label}
      <span className="sr-only">: {title}</span>
    </button>
  );
}

export function SeatControl({
  state,
  title,
  texts,
  waitlist,
  take,
  leave,
  joinWaitlist,
  leaveWaitlist,
  alignStart = false,
}: {
  state: SeatControlState;
  title: string;
  /** The spec's words: 'Session Full' / 'Event Full', "You're registered", and why a closed thing takes nobody. */
  texts: { full: string; registered: string; closed: string };
  waitlist: { count: number; position: number | null };
  /** Join / Register. */
  take: SeatAction;
  /** Leave / Cancel registration; null once it has started (its participant list is then history). */
  leave: SeatAction | null;
  joinWaitlist: Pick<SeatAction, 'pending' | 'onPress'>;
  /** Leave waitlist: the same words for every kind of thing. */
  leaveWaitlist: UseMutationResult<{ title: string }, Error, void>;
  /** The take button keeps its own width in a column (an event card's). */
  alignStart?: boolean;
}) {
  // The catalog of this folder's texts, its toasts' too (seat-toasts.ts): here before a button can be pressed.
  useCatalog(seatsCatalog);
  const { i18n } = useLingui();
  switch (state) {
    case 'registered':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5 font-semibold text-grass-800">
            <CheckIcon className="size-5 shrink-0" />
            {texts.registered}
          </span>
          {leave ? <SeatButton action={leave} title={title} className={smallButtonStyles.outline} /> : null}
        </div>
      );
    case 'full':
      return (
        <JoinWaitlist
          fullLabel={texts.full}
          title={title}
          waitlistCount={waitlist.count}
          pending={joinWaitlist.pending}
          onJoin={joinWaitlist.onPress}
        />
      );
    case 'waitlisted':
      return (
        <WaitlistPlace
          fullLabel={texts.full}
          title={title}
          position={waitlist.position!}
          pending={leaveWaitlist.isPending}
          onLeave={() => leaveWaitlist.mutate(undefined, leaveWaitlistCallbacks(i18n))}
        />
      );
    case 'closed':
      return <p className="text-sm font-semibold text-neutral-700">{texts.closed}</p>;
    case 'open':
      return (
        <SeatButton
          action={take}
          title={title}
          className={`${smallButtonStyles.primary}${alignStart ? ' self-start' : ''}`}
        />
      );
  }
}
