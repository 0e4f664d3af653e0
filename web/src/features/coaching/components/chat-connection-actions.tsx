import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CoachingConnection } from '../../../../../schema/contract/coaching-rules.ts';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcceptConnection, useEndConnection } from '../api/connections.ts';
import { otherParty } from '../chat-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';

const smallButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** The coach's "Accept" on a pending request (in the list and in the conversation). */
export function AcceptConnectionButton({ connection }: { connection: CoachingConnection }) {
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const accept = useAcceptConnection();
  const { name } = otherParty(connection, i18n);
  return (
    <button
      type="button"
      disabled={accept.isPending}
      onClick={() =>
        accept.mutate(connection.id, {
          onSuccess: () =>
            toast({ title: t`Request accepted`, description: t`You can now chat with ${name}.`, variant: 'success' }),
          onError: (error) =>
            toast({
              title: t`Could not accept the request`,
              description: errorMessage(error, t`Please try again.`),
              variant: 'destructive',
            }),
        })
      }
      className={`${smallButton} bg-grass-700 text-white hover:bg-grass-800`}
    >
      {accept.isPending ? (
        <Trans>
          Accepting…<span className="sr-only"> coaching request from {name}</span>
        </Trans>
      ) : (
        <Trans>
          Accept<span className="sr-only"> coaching request from {name}</span>
        </Trans>
      )}
    </button>
  );
}

/** "End connection" behind a confirmation: either side may end it; the history stays readable. */
export function EndConnectionButton({ connection }: { connection: CoachingConnection }) {
  const [open, setOpen] = useState(false);
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const end = useEndConnection();
  const { name } = otherParty(connection, i18n);
  const pendingRequest = connection.status === 'pending';
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${smallButton} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`}
      >
        {pendingRequest && connection.myRole === 'coach' ? <Trans>Decline</Trans> : <Trans>End connection</Trans>}
      </button>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title={pendingRequest ? t`End this coaching request?` : t`End this coaching connection?`}
        description={t`You and ${name} will still be able to read the conversation, but no new messages can be sent.`}
        confirmLabel={t`End connection`}
        pendingLabel={t`Ending…`}
        pending={end.isPending}
        onConfirm={() =>
          end.mutate(connection.id, {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: t`Coaching connection ended`,
                description: t`Your conversation with ${name} stays here to read.`,
                variant: 'success',
              });
            },
            onError: (error) =>
              toast({
                title: t`Could not end the connection`,
                description: errorMessage(error, t`Please try again.`),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
}
