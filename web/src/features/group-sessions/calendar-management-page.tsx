import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GroupSession } from '../../../../schema/contract/sessions.ts';
import { AccessDenied } from '../../components/access-denied.tsx';
import { ConfirmActionDialog } from '../../components/confirm-action-dialog.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { isMentorUser } from '../../lib/auth/roles.ts';
import { paths } from '../../lib/paths.ts';
import { useCancelSession, useDeleteSession, useMentorSessions } from './api/sessions.ts';
import { EmptyState, SessionList } from './components/session-list.tsx';
import { calledOffAudience } from './called-off-audience.ts';
import { SESSION_TEXTS } from './session-texts.ts';
import { groupSessionsCatalog } from './locales/catalog.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { CalendarFeedCard } from './components/calendar-feed-card.tsx';
import { CalendarSessionCard } from './components/calendar-session-card.tsx';
import { ViewSessionDialog } from './components/view-session-dialog.tsx';

// The session form (with the form kit and the contract's schemas) downloads when the mentor first reaches for it.
const loadFormDialog = () => import('./components/session-form-dialog.tsx');
const SessionFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.SessionFormDialog })));

const title = msg`Calendar Management`;
const description = msg`Plan and manage the group sessions you host.`;
/** Spec section 9: the loading placeholder is 6 cards. */
const LOADING_CARDS = 6;

/**
 * Signed-in only (the router's SignedInOnly guard); mentors only inside (spec section 2). `coachingHours` is the
 * coaching feature's section, composed in by the app (features do not import each other); it shows only to coaches.
 */
export function CalendarManagementPage({ coachingHours }: { coachingHours?: ReactNode }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  if (mentorStatus.isPending) return <PageSpinner />;
  const mentorId = Number(mentorStatus.data?.mentorProfile?.id);
  if (!isMentorUser(user, mentorStatus.data) || !Number.isInteger(mentorId) || mentorId <= 0) {
    return (
      <AccessDenied
        title={t(title)}
        description={t(description)}
        reason={t`You need to be a mentor to access calendar management.`}
        next={
          <>
            <p className="text-neutral-800">
              <Trans>Want to host free group sessions of your own? Apply to become a mentor.</Trans>
            </p>
            <Link to={paths.becomeMentor} className={`${buttonStyles.primary} mt-3`}>
              <Trans>Host Group Sessions</Trans>
            </Link>
          </>
        }
      />
    );
  }
  return <MentorCalendar mentorId={mentorId} coachingHours={coachingHours} />;
}

type Editing = { mode: 'create' } | { mode: 'edit'; session: GroupSession } | null;

function MentorCalendar({ mentorId, coachingHours }: { mentorId: number; coachingHours: ReactNode }) {
  useCatalog(groupSessionsCatalog);
  const { t, i18n } = useLingui();
  const sessions = useMentorSessions(mentorId);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<GroupSession | null>(null);
  const [deleting, setDeleting] = useState<GroupSession | null>(null);
  const [cancelling, setCancelling] = useState<GroupSession | null>(null);

  const cancel = useCancelSession();
  const cancelNow = (session: GroupSession) =>
    cancel.mutate(session.id, {
      onSuccess: () => {
        setCancelling(null);
        toast({ title: t`Session cancelled`, description: t`Everyone who joined or was waiting has been told.` });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: t`Could not cancel the session`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
      },
    });

  const remove = useDeleteSession();
  const deleteNow = (session: GroupSession) =>
    remove.mutate(session.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t(SESSION_TEXTS.deletedTitle), description: t(SESSION_TEXTS.deleted), variant: 'success' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: t(SESSION_TEXTS.deleteFailedTitle),
          description: t(SESSION_TEXTS.deleteFailed),
          variant: 'destructive',
        });
      },
    });

  const openCreate = () => setEditing({ mode: 'create' });
  const cancellingTitle = cancelling?.title;
  const deletingTitle = deleting?.title;

  return (
    <PageFrame title={t(title)} description={t(description)}>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-lilac-950">
          <Trans>Your sessions</Trans>
        </h2>
        <button
          type="button"
          onClick={openCreate}
          onPointerEnter={() => void loadFormDialog()}
          onFocus={() => void loadFormDialog()}
          aria-haspopup="dialog"
          className={buttonStyles.primary}
        >
          <Trans>Create Session</Trans>
        </button>
      </div>

      <div className="mt-4">
        <SessionList
          query={sessions}
          toSession={(session) => session}
          skeletons={LOADING_CARDS}
          renderCard={(session) => (
            <CalendarSessionCard
              session={session}
              onView={setViewing}
              onEdit={(s) => setEditing({ mode: 'edit', session: s })}
              onCancel={setCancelling}
              onDelete={setDeleting}
            />
          )}
          empty={
            <EmptyState title={t(SESSION_TEXTS.noSessionsYet)}>
              <p className="mt-2 text-neutral-700">
                <Trans>
                  Host your first free group session: people who want to build an income are waiting to learn from you.
                </Trans>
              </p>
              <button
                type="button"
                onClick={openCreate}
                aria-haspopup="dialog"
                className={`${buttonStyles.primary} mt-5`}
              >
                {t(SESSION_TEXTS.createFirst)}
              </button>
            </EmptyState>
          }
        />
      </div>

      {coachingHours}

      <div className="mt-10">
        <CalendarFeedCard />
      </div>

      {editing ? (
        <Suspense fallback={null}>
          <SessionFormDialog
            key={editing.mode === 'edit' ? editing.session.id : 'new'}
            screen="calendar"
            session={editing.mode === 'edit' ? editing.session : undefined}
            open
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
          />
        </Suspense>
      ) : null}

      <ViewSessionDialog session={viewing} onClose={() => setViewing(null)} />

      <ConfirmActionDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={cancellingTitle ? t`Cancel “${cancellingTitle}”?` : t`Cancel this session?`}
        description={t`It stays on your calendar marked Cancelled, and nobody can join it any more.`}
        confirmLabel={t`Cancel session`}
        dismissLabel={t`Keep session`}
        pendingLabel={t`Cancelling…`}
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancelNow(cancelling)}
      >
        {cancelling ? <p className="mt-3 text-neutral-800">{calledOffAudience(cancelling, i18n)}</p> : null}
      </ConfirmActionDialog>

      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deletingTitle ? t`Delete “${deletingTitle}”?` : t`Delete this session?`}
        description={t(SESSION_TEXTS.deleteConfirm)}
        confirmLabel={t`Delete session`}
        pendingLabel={t`Deleting…`}
        pending={remove.isPending}
        onConfirm={() => deleting && deleteNow(deleting)}
      >
        {deleting && deleting.currentParticipants + deleting.waitlistCount > 0 ? (
          <p className="mt-3 text-neutral-800">{calledOffAudience(deleting, i18n)}</p>
        ) : null}
      </ConfirmActionDialog>
    </PageFrame>
  );
}
