import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActionStep, CoachingCall } from '../../../../../schema/contract/coaching-calls-rules.ts';
import type { CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { useToastFailure } from '../../../components/form/send-form.ts';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { useCoachingCalls, useTickStep } from '../api/calls.ts';
import { useCoachingConnections } from '../api/connections.ts';
import { isActiveSubscription } from '../api/subscription.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../../lib/auth/mentor-status.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { bookingClosedText, hasCallsLeft, planCallsText, isCoachUser } from '../calls-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { ActionPlanView } from './action-plan-view.tsx';
import { BookCall } from './book-call.tsx';
import { CallCard } from './call-card.tsx';

const subheading = 'text-xl font-bold text-lilac-950';

/** The contract's COACHING_CALL_MESSAGES.noCallsLeft, word for word, so it can be translated. */
const NO_CALLS_LEFT = msg`You have used all the calls in your plan for this period.`;

/**
 * "Your coaching calls" on the coaching page (decision 033): for a subscriber, the calls left this period and booking
 * with each coach they are connected to; for everyone with calls (subscribers and coaches), the calls, booked ones
 * first; for a subscriber, "My coaching": every action plan of their calls, with next steps to tick done.
 */
export function CoachingCallsSection({ subscription }: { subscription: CoachingSubscription | undefined }) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const isCoach = isCoachUser(user, useMentorStatus().data);
  // A plan that once had a paid period keeps its calls, also after it lapses.
  const isSubscriber = subscription?.status != null && subscription.currentPeriodEnd !== null;
  const active = isActiveSubscription(subscription);
  const connections = useCoachingConnections();
  const calls = useCoachingCalls({ enabled: isCoach || isSubscriber });
  const myCoaches = (connections.data ?? []).filter((c) => c.myRole === 'mentee' && c.status === 'active');
  const waiting = (connections.data ?? []).some((c) => c.myRole === 'mentee' && c.status === 'pending');
  const callsLeft = planCallsText(subscription, i18n);
  const closed = bookingClosedText(subscription, i18n);
  const periodEnd = subscription?.currentPeriodEnd ? formats.longDate(subscription.currentPeriodEnd) : null;
  const canBook = active && hasCallsLeft(subscription);
  const loadedCalls = calls.data?.pages.flatMap((page) => page.items) ?? [];
  if (!isCoach && !isSubscriber) return null;

  return (
    <section id="coaching-calls" aria-labelledby="coaching-calls-title" className="mt-12 scroll-mt-20">
      <h2 id="coaching-calls-title" className="text-2xl font-bold tracking-tight text-lilac-950 sm:text-3xl">
        <Trans>Your coaching calls</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-700">
        <Trans>All times are South African time (SAST).</Trans>
      </p>
      {callsLeft ? <p className="mt-3 text-lg font-semibold text-lilac-900">{callsLeft}</p> : null}
      {active && !canBook ? (
        <p className="mt-2 text-neutral-800">
          {t(NO_CALLS_LEFT)}
          {periodEnd ? ` ${t`More from ${periodEnd}.`}` : ''}
        </p>
      ) : null}
      {closed ? (
        <p className="mt-3 max-w-2xl rounded-lg border-2 border-sunshine-500 bg-sunshine-50 p-3 text-neutral-900">
          {closed}
        </p>
      ) : null}

      {active ? (
        <div className="mt-6">
          <h3 className={subheading}>
            <Trans>Book a call</Trans>
          </h3>
          {myCoaches.length > 0 ? (
            <ul className="mt-3 grid gap-4">
              {myCoaches.map((connection) => (
                <BookCall key={connection.id} connection={connection} canBook={canBook} />
              ))}
            </ul>
          ) : connections.data ? (
            <p className="mt-2 text-neutral-700">
              {waiting ? (
                <Trans>Your coach has not accepted your request yet. You can book calls as soon as they do.</Trans>
              ) : (
                <Trans>Choose a coach below; once they accept, you can book calls with them here.</Trans>
              )}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="mt-8">
        <h3 className={subheading}>
          {isCoach && !active ? <Trans>Calls with your subscribers</Trans> : <Trans>Your calls</Trans>}
        </h3>
        <div className="mt-3">
          <PagedList
            query={calls}
            what={t`your coaching calls`}
            moreLabel={t`Show more`}
            empty={
              <p className="text-neutral-700">
                <Trans>No calls yet.</Trans>
              </p>
            }
          >
            {(items) => (
              <ul className="grid gap-4">
                {items.map((call) => (
                  <CallCard key={call.id} call={call} />
                ))}
              </ul>
            )}
          </PagedList>
        </div>
      </div>

      {isSubscriber ? <MyCoaching calls={loadedCalls} /> : null}
    </section>
  );
}

/** "My coaching": the action plans of the subscriber's calls (those loaded above), newest call first. */
function MyCoaching({ calls }: { calls: CoachingCall[] }) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t } = useLingui();
  const toastFailure = useToastFailure();
  const tick = useTickStep();
  const [ticking, setTicking] = useState<number | null>(null);
  const withPlans = calls
    .filter((call) => call.myRole === 'subscriber' && call.actionPlan)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const onTick = (step: ActionStep, done: boolean) => {
    setTicking(step.id);
    tick.mutate(
      { stepId: step.id, done },
      { onError: toastFailure(t`Could not save the step`), onSettled: () => setTicking(null) },
    );
  };
  return (
    <div id="my-coaching" className="mt-10 scroll-mt-20">
      <h3 className={subheading}>
        <Trans>My coaching</Trans>
      </h3>
      {withPlans.length === 0 ? (
        <p className="mt-2 text-neutral-700">
          <Trans>
            After each call your coach writes an action plan: what you talked about and your next steps. They appear
            here.
          </Trans>
        </p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {withPlans.map((call) => {
            const coachName = call.coach.name;
            const date = formats.longDate(call.startsAt);
            return (
              <li key={call.id} className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5">
                <h4 className="font-bold text-lilac-950">
                  <Trans>
                    Action plan from your call with {coachName} on {date}
                  </Trans>
                </h4>
                <ActionPlanView plan={call.actionPlan!} onTick={onTick} tickingStepId={ticking} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
