/*
 * "Add to calendar" and "Share on WhatsApp" links for a session or an event (issue 4, beyond the spec). Both are
 * plain links: the .ics file and the share text are made by the server, so the page carries no calendar code.
 */

const linkStyle =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-lilac-800 underline-offset-4 hover:bg-lilac-50 hover:underline';

function CalendarPlusIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M12 12.5v5M9.5 15h5" />
    </svg>
  );
}

function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-grass-700" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
    </svg>
  );
}

/** Downloads the one-entry .ics file (`calendarUrl` from the server, only for people who joined). */
export function AddToCalendarLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} download className={linkStyle}>
      <CalendarPlusIcon />
      Add to calendar<span className="sr-only">: {title}</span>
    </a>
  );
}

/** Opens WhatsApp's contact chooser with "title — time SAST — link" (`shareUrl` from the server). */
export function WhatsAppShareLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
      <WhatsAppIcon />
      Share on WhatsApp<span className="sr-only">: {title} (opens WhatsApp)</span>
    </a>
  );
}
