/** A link of the desktop navigation row; the More button looks the same. */
export const desktopLinkStyle = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap no-underline transition-colors ${
    isActive ? 'bg-lilac-700 text-white' : 'text-lilac-900 hover:bg-lilac-100'
  }`;

/** The More button's face, shared by the button and the copy the row is measured with. */
export function MoreLabel() {
  return (
    <>
      More
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </>
  );
}
