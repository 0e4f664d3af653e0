import { Trans, useLingui } from '@lingui/react/macro';
import type { Mentor } from '../../../../schema/contract/mentors.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useConnectMentor, useMentorConnections } from '../../lib/api/mentor-connections.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { toast } from '../../lib/toast.ts';
import { buttonStyles } from '../ui/styles.ts';
import { CheckIcon } from '../icons.tsx';

const connectedStyle =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-grass-700 bg-grass-50 px-5 py-2.5 text-base font-semibold text-grass-900';

/**
 * Connect with a mentor (decision 014), on cards and the detail dialog. Once connected it stays the same button,
 * so focus stays where it was, and says "Connected" (the connection is ended from the Mentorship Space). Nothing
 * for the mentor's own profile; a visitor is asked to sign in and comes back to `returnTo`.
 */
export function ConnectButton({
  mentor,
  returnTo,
  onPromptSignIn,
  className = '',
}: {
  mentor: Pick<Mentor, 'id' | 'name'>;
  returnTo: string;
  /** After a visitor's tap has shown the sign-in prompt (a dialog closes, so the prompt is seen). */
  onPromptSignIn?: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const connections = useMentorConnections();
  const connect = useConnectMentor();
  if (isSignedIn && String(mentorStatus.data?.mentorProfile?.id ?? '') === String(mentor.id)) return null;

  const mentorName = mentor.name;
  const connectFailed = t`Could not connect. Please try again.`;
  const connected = connections.data?.some((c) => c.mentor.id === mentor.id) ?? false;
  const onClick = () => {
    if (!isSignedIn) {
      promptSignIn(SIGN_IN_PROMPTS.mentors, returnTo);
      onPromptSignIn?.();
      return;
    }
    if (connected || connect.isPending) return;
    connect.mutate(mentor.id, {
      onSuccess: () =>
        toast({
          title: t`Connected`,
          description: t`${mentorName} is in your Mentorship Space. You will hear when they schedule a session.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: connectFailed,
          description: errorMessage(error, connectFailed),
          variant: 'destructive',
        }),
    });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={connected || connect.isPending}
      className={`${connected ? connectedStyle : buttonStyles.secondary} ${className}`}
    >
      {connected ? <CheckIcon /> : null}
      {connected ? (
        <Trans>
          Connected<span className="sr-only"> with {mentorName}</span>
        </Trans>
      ) : connect.isPending ? (
        <Trans>
          Connecting…<span className="sr-only"> with {mentorName}</span>
        </Trans>
      ) : (
        <Trans>
          Connect<span className="sr-only"> with {mentorName}</span>
        </Trans>
      )}
    </button>
  );
}
