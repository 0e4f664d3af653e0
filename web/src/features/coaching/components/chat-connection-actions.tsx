import { useState } from 'react';
import type { CoachingConnection } from '../../../../../schema/contract/coaching-rules.ts';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcceptConnection, useEndConnection } from '../api/connections.ts';
import { otherParty } from '../chat-rules.ts';

const smallButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** The coach's "Accept" on a pending request (in the list and in the conversation). */
export function AcceptConnectionButton({ connection }: { connection: CoachingConnection }) {
  const accept = useAcceptConnection();
  const { name } = otherParty(connection);
  return (
    <button
      type="button"
      disabled={accept.isPending}
      onClick={() =>
        accept.mutate(connection.id, {
          onSuccess: () =>
            toast({ title: 'Request accepted', description: `You can now chat with ${name}.`, variant: 'success' }),
          onError: (error) =>
            toast({
              title: 'Could not accept the request',
              description: errorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
      className={`${smallButton} bg-grass-700 text-white hover:bg-grass-800`}
    >
      {accept.isPending ? 'Accepting…' : 'Accept'}
      <span className="sr-only"> coaching request from {name}</span>
    </button>
  );
}

/** "End connection" behind a confirmation: either side may end it; the history stays readable. */
export function EndConnectionButton({ connection }: { connection: CoachingConnection }) {
  const [open, setOpen] = useState(false);
  const end = useEndConnection();
  const { name } = otherParty(connection);
  const pendingRequest = connection.status === 'pending';
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${smallButton} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`}
      >
        {pendingRequest && connection.myRole === 'coach' ? 'Decline' : 'End connection'}
      </button>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title={pendingRequest ? 'End this coaching request?' : 'End this coaching connection?'}
        description={`You and ${name} will still be able to read the conversation, but no new messages can be sent.`}
        confirmLabel="End connection"
        pendingLabel="Ending…"
        pending={end.isPending}
        onConfirm={() =>
          end.mutate(connection.id, {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: 'Coaching connection ended',
                description: `Your conversation with ${name} stays here to read.`,
                variant: 'success',
              });
            },
            onError: (error) =>
              toast({
                title: 'Could not end the connection',
                description: errorMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
}
