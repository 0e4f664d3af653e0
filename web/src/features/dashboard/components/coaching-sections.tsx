import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { callsLeftText } from '../../../../../schema/contract/coaching-calls-rules.ts';
import {
  type DashboardCall,
  type DashboardCoachDesk,
  type DashboardSubscription,
} from '../../../../../schema/contract/dashboard.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { DateText } from '../../../components/date-text.tsx';
import { TitledSection } from '../../../components/page-sections.tsx';
import { PremiumBadge } from '../../../components/premium-badge.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { dashboardCatalog } from '../locales/catalog.ts';
import { sectionTitle } from './dashboard-sections.tsx';

/*
 * Coaching on the dashboard: a subscriber's plan (what they pay for, calls left, their coach and next call), and a
 * coach's requests waiting for an answer and their next calls. Both from the one `GET /api/dashboard` answer.
 */

const card = 'rounded-2xl border border-lilac-100 bg-white p-4';
const subheading = 'text-lg font-bold text-lilac-950';

/** "Tue, 01 Dec 2026 09:00–09:45" (South African time). */
function CallTime({ call }: { call: DashboardCall }) {
  const formats = useFormats();
  return (
    <time dateTime={call.startsAt}>
      {formats.date(call.startsAt)} {formats.timeRange(call.startsAt, call.endsAt)}
    </time>
  );
}

function Person({ name, image, children }: { name: string; image: string | null; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} src={image} size="sm" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The subscriber's plan: replaces the free-vs-premium comparison once they pay. */
export function SubscriberPlan({ subscription }: { subscription: DashboardSubscription }) {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  const { coach, nextCall } = subscription;
  return (
    <TitledSection id="plans-title" title={t`Your plan`} titleClassName={sectionTitle}>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <div className="rounded-2xl border-2 border-sunshine-400 bg-white p-5">
          <h3 className={`flex items-center gap-2 ${subheading}`}>
            {subscription.planName}
            <PremiumBadge />
          </h3>
          <p className="mt-1 text-neutral-800">
            <span className="font-semibold">{callsLeftText(subscription)}</span>
            {subscription.renewsOn ? (
              <>
                <Trans>
                  , renews on <DateText value={subscription.renewsOn} />
                </Trans>
              </>
            ) : null}
          </p>
          <div className="mt-4">
            {coach ? (
              <Person name={coach.name} image={coach.profileImage}>
                <p className="text-sm text-neutral-700">
                  {coach.status === 'active' ? t`Your coach` : t`Waiting for an answer from`}
                </p>
                <p className="font-bold text-lilac-950">{coach.name}</p>
              </Person>
            ) : (
              <p className="text-neutral-800">
                <Trans>Choose a coach to start your one-on-one coaching.</Trans>
              </p>
            )}
          </div>
        </div>
        <div className={`${card} flex flex-col gap-3`}>
          <h3 className={subheading}>
            <Trans>Your next call</Trans>
          </h3>
          {nextCall ? (
            <NextCall call={nextCall} />
          ) : (
            <p className="text-neutral-800">
              <Trans>No call booked yet.</Trans>
            </p>
          )}
          <div className="mt-auto flex flex-col gap-2 sm:flex-row">
            <Link to={paths.coaching} className={buttonStyles.primary}>
              {!coach
                ? t`Choose a coach`
                : coach.status === 'active' && !nextCall
                  ? t`Book a call`
                  : t`Open my coaching`}
            </Link>
            <Link to={paths.coachingChat} className={buttonStyles.outline}>
              <Trans>Coaching Chat</Trans>
            </Link>
          </div>
        </div>
      </div>
    </TitledSection>
  );
}

/** "Tue, 01 Dec 2026 09:00–09:45 with Thandi". */
function NextCall({ call }: { call: DashboardCall }) {
  useCatalog(dashboardCatalog);
  const { withName } = call;
  return (
    <p className="text-neutral-800">
      <Trans>
        <CallTime call={call} /> with {withName}
      </Trans>
    </p>
  );
}

/** A coach's requests to answer and next calls. */
export function CoachDesk({ desk }: { desk: DashboardCoachDesk }) {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  return (
    <TitledSection id="coaching-title" title={t`Your coaching`} titleClassName={sectionTitle}>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="coaching-requests-title" className="flex flex-col gap-3">
          <h3 id="coaching-requests-title" className={subheading}>
            <Trans>Coaching requests</Trans>
          </h3>
          {desk.requests.length === 0 ? (
            <p className={`${card} text-neutral-700`}>
              <Trans>No requests waiting for your answer.</Trans>
            </p>
          ) : (
            <ul className="grid gap-3">
              {desk.requests.map((request) => (
                <li key={request.connectionId} className={card}>
                  <Person name={request.name} image={request.profileImage}>
                    <p className="font-bold text-lilac-950">{request.name}</p>
                    <p className="text-sm text-neutral-700">
                      <Trans>
                        Asked on <DateText value={request.askedAt} />
                      </Trans>
                    </p>
                  </Person>
                </li>
              ))}
            </ul>
          )}
          {desk.requests.length > 0 ? (
            <Link to={paths.coachingChat} className={`${textLinkStyle} self-start`}>
              <Trans>Answer in Coaching Chat</Trans>
            </Link>
          ) : null}
        </section>
        <section aria-labelledby="coaching-calls-title" className="flex flex-col gap-3">
          <h3 id="coaching-calls-title" className={subheading}>
            <Trans>Upcoming calls</Trans>
          </h3>
          {desk.upcomingCalls.length === 0 ? (
            <p className={`${card} text-neutral-700`}>
              <Trans>No calls booked yet.</Trans>
            </p>
          ) : (
            <ul className="grid gap-3">
              {desk.upcomingCalls.map((call) => (
                <li key={call.id} className={card}>
                  <Person name={call.withName} image={call.withImage}>
                    <p className="font-bold text-lilac-950">{call.withName}</p>
                    <p className="text-sm text-neutral-700">
                      <CallTime call={call} />
                    </p>
                  </Person>
                </li>
              ))}
            </ul>
          )}
          <Link to={paths.calendarManagement} className={`${textLinkStyle} self-start`}>
            <Trans>Set your coaching hours</Trans>
          </Link>
        </section>
      </div>
    </TitledSection>
  );
}
