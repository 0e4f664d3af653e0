import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CalendarPlusIcon, WhatsAppIcon } from './icons.tsx';

/*
 * "Add to calendar" and "Share on WhatsApp" links for a session or an event (beyond the spec). Both are
 * plain links: the .ics file and the share text are made by the server, so the page carries no calendar code.
 */

const linkStyle =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-lilac-800 underline-offset-4 hover:bg-lilac-50 hover:underline';

/** Downloads the one-entry .ics file (`calendarUrl` from the server, only for people who joined). */
export function AddToCalendarLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} download className={linkStyle}>
      <CalendarPlusIcon />
      <Trans>
        Add to calendar<span className="sr-only">: {title}</span>
      </Trans>
    </a>
  );
}

/** Opens WhatsApp's contact chooser with "title — time SAST — link" (`shareUrl` from the server). */
export function WhatsAppShareLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
      <WhatsAppIcon />
      <Trans>
        Share on WhatsApp<span className="sr-only">: {title} (opens WhatsApp)</span>
      </Trans>
    </a>
  );
}

/**
 * The foot of a session's or an event's card: its seat control (`children`), then "Add to calendar" (for people who
 * joined) and "Share on WhatsApp".
 */
export function CardFooter({
  item,
  children,
}: {
  item: { title: string; calendarUrl: string | null; shareUrl: string };
  children: ReactNode;
}) {
  return (
    <div className="mt-auto flex flex-col gap-2 border-t border-lilac-100 pt-3">
      {children}
      <div className="-mx-2 flex flex-wrap">
        {item.calendarUrl ? <AddToCalendarLink href={item.calendarUrl} title={item.title} /> : null}
        <WhatsAppShareLink href={item.shareUrl} title={item.title} />
      </div>
    </div>
  );
}
