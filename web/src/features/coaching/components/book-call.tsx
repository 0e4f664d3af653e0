import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CoachingConnection } from '../../../../../schema/contract/coaching-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { useBookCall } from '../api/calls.ts';
import { SlotPicker } from './slot-picker.tsx';

/**
 * Booking a call with one coach the subscriber is connected to: "Book a call" opens the open times; a booked time
 * is confirmed in a toast and the list of calls below shows it.
 */
export function BookCall({ connection, canBook }: { connection: CoachingConnection; canBook: boolean }) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const book = useBookCall();
  const coach = connection.mentor;
  const coachName = coach.name;
  const pickerId = `book-${connection.id}`;

  const confirm = (startsAt: string) =>
    book.mutateAsync({ connectionId: connection.id, startsAt }).then((call) => {
      setOpen(false);
      const date = formats.longDate(call.startsAt);
      const time = formats.time(call.startsAt);
      toast({
        title: t`Call booked`,
        description: t`With ${coachName} on ${date} at ${time} (SAST).`,
        variant: 'success',
      });
    });

  return (
    <li className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={coach.name} src={coach.profileImage} size="sm" />
          <div className="min-w-0">
            <h4 className="font-bold text-lilac-950">{coach.name}</h4>
            <p className="text-sm text-neutral-700">{coach.title}</p>
          </div>
        </div>
        {canBook ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={pickerId}
            onClick={() => setOpen(!open)}
            className={open ? buttonStyles.outline : buttonStyles.primary}
          >
            {open ? (
              <Trans>
                Close<span className="sr-only"> with {coachName}</span>
              </Trans>
            ) : (
              <Trans>
                Book a call<span className="sr-only"> with {coachName}</span>
              </Trans>
            )}
          </button>
        ) : null}
      </div>
      {open && canBook ? (
        <div id={pickerId} className="mt-4 border-t border-lilac-100 pt-4">
          <SlotPicker
            id={pickerId}
            mentorId={coach.id}
            coachName={coach.name}
            confirmLabel={t`Book`}
            pendingLabel={t`Booking…`}
            failed={t`The call could not be booked. Please try again.`}
            pending={book.isPending}
            onConfirm={confirm}
          />
        </div>
      ) : null}
    </li>
  );
}
