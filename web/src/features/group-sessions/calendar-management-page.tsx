import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GroupSession } from '../../../../schema/contract/sessions.ts';
import { SESSION_LABELS, SESSION_MESSAGES } from '../../../../schema/contract/sessions-rules.ts';
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
import { splitToastMessage } from './session-form.ts';
import { CalendarFeedCard } from './components/calendar-feed-card.tsx';
import { CalendarSessionCard } from './components/calendar-session-card.tsx';
import { ViewSessionDialog } from './components/view-session-dialog.tsx';

// The session form (with the form kit and the contract's schemas) downloads when the mentor first reaches for it.
const loadFormDialog = () => import('./components/session-form-dialog.tsx');
const SessionFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.SessionFormDialog })));

const title = 'Calendar Management';
const description = 'Plan and manage the group sessions you host.';
/** Spec section 9: the loading placeholder is 6 cards. */
const LOADING_CARDS = 6;

/**
 * Signed-in only (the router's SignedInOnly guard); mentors only inside (spec section 2). `coachingHours` is the
 * coaching feature's section, composed in by the app (features do not import each other); it shows only to coaches.
 */
export function CalendarManagementPage({ coachingHours }: { coachingHours?: ReactNode }) {
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  if (mentorStatus.isPending) return <PageSpinner />;
  const mentorId = Number(mentorStatus.data?.mentorProfile?.id);
  if (!isMentorUser(user, mentorStatus.data) || !Number.isInteger(mentorId) || mentorId <= 0) {
    return (
      <AccessDenied
        title={title}
        description={description}
        reason="You need to be a mentor to access calendar management."
        next={
          <>
            <p className="text-neutral-800">Want to host free group sessions of your own? Apply to become a mentor.</p>
            <Link to={paths.becomeMentor} className={`${buttonStyles.primary} mt-3`}>
              Host Group Sessions
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
        toast({ title: 'Session cancelled', description: 'Everyone who joined or was waiting has been told.' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Could not cancel the session',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  const remove = useDeleteSession();
  const deleteNow = (session: GroupSession) =>
    remove.mutate(session.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ ...splitToastMessage(SESSION_MESSAGES.deleted), variant: 'success' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ ...splitToastMessage(SESSION_MESSAGES.deleteFailed), variant: 'destructive' });
      },
    });

  const openCreate = () => setEditing({ mode: 'create' });

  return (
    <PageFrame title={title} description={description}>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-lilac-950">Your sessions</h2>
        <button
          type="button"
          onClick={openCreate}
          onPointerEnter={() => void loadFormDialog()}
          onFocus={() => void loadFormDialog()}
          aria-haspopup="dialog"
          className={buttonStyles.primary}
        >
          Create Session
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
            <EmptyState title={SESSION_LABELS.noSessionsYet}>
              <p className="mt-2 text-neutral-700">
                Host your first free group session: people who want to build an income are waiting to learn from you.
              </p>
              <button
                type="button"
                onClick={openCreate}
                aria-haspopup="dialog"
                className={`${buttonStyles.primary} mt-5`}
              >
                {SESSION_LABELS.createFirst}
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
        title={`Cancel “${cancelling?.title ?? 'this session'}”?`}
        description="It stays on your calendar marked Cancelled, and nobody can join it any more."
        confirmLabel="Cancel session"
        dismissLabel="Keep session"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancelNow(cancelling)}
      >
        {cancelling ? <p className="mt-3 text-neutral-800">{calledOffAudience(cancelling)}</p> : null}
      </ConfirmActionDialog>

      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete “${deleting?.title ?? 'this session'}”?`}
        description={SESSION_MESSAGES.deleteConfirm}
        confirmLabel="Delete session"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => deleting && deleteNow(deleting)}
      >
        {deleting && deleting.currentParticipants + deleting.waitlistCount > 0 ? (
          <p className="mt-3 text-neutral-800">{calledOffAudience(deleting)}</p>
        ) : null}
      </ConfirmActionDialog>
    </PageFrame>
  );
}
