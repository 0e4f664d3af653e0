import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ChangeEvent } from 'react';
import { COACHING_FILE_ACCEPT, type CoachingMessage } from '../../../../../schema/contract/coaching-rules.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { OutlineIcon } from '../../../components/icon-frame.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { LoadMore } from '../../../components/list/load-more.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { fileDownloadPath, useConnectionFiles } from '../api/files.ts';
import { formatFileSize } from '../chat-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';

const PAPERCLIP =
  'M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48';
const DOCUMENT = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6';

/**
 * The paperclip beside the message field: it opens the file picker, and the picked file goes to `onPick`. `blocked`
 * (the plan has no files) leaves it focusable but inert, so the note it points at (`describedBy`) is still read out;
 * `disabled` (sending is closed, a file is on its way) takes it out of use altogether.
 */
export function AttachFileButton({
  blocked,
  disabled,
  sharing,
  describedBy,
  onPick,
}: {
  blocked: boolean;
  disabled: boolean;
  sharing: boolean;
  describedBy?: string;
  onPick: (file: File) => void;
}) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again (after a refusal) still counts as a pick.
    event.target.value = '';
    if (file) onPick(file);
  }
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={COACHING_FILE_ACCEPT}
        onChange={picked}
        data-testid="coaching-file-input"
      />
      <button
        type="button"
        aria-label={sharing ? t`Sharing a file…` : t`Attach a file`}
        aria-disabled={blocked || undefined}
        aria-describedby={describedBy}
        disabled={disabled || sharing}
        onClick={() => {
          if (!blocked) input.current?.click();
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-lilac-300 text-lilac-800 hover:bg-lilac-50 focus-visible:outline-2 focus-visible:outline-lilac-700 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 aria-disabled:cursor-not-allowed aria-disabled:bg-neutral-100 aria-disabled:text-neutral-500"
      >
        <OutlineIcon className="size-5" d={PAPERCLIP} round />
      </button>
    </>
  );
}

/** A file's download link: its name and size; saved, never opened in the page (the Worker says `attachment`). */
function FileLink({
  connectionId,
  file,
  className,
}: {
  connectionId: number;
  file: { id: number; name: string; sizeBytes: number };
  className: string;
}) {
  const { i18n } = useLingui();
  return (
    <a
      href={fileDownloadPath(connectionId, file.id)}
      download={file.name}
      className={`inline-flex max-w-full items-start gap-2 font-semibold underline underline-offset-4 ${className}`}
    >
      <OutlineIcon className="mt-0.5 size-5 shrink-0" d={DOCUMENT} round />
      <span className="min-w-0 break-words">
        {file.name} <span className="font-normal whitespace-nowrap">({formatFileSize(file.sizeBytes, i18n)})</span>
      </span>
    </a>
  );
}

/** What a message shows in its bubble: its text, or for a shared file its download link. */
export function MessageBody({ message, own }: { message: CoachingMessage; own: boolean }) {
  useCatalog(coachingCatalog);
  if (message.messageType !== 'file') return message.content;
  if (!message.file) {
    const fileName = message.content;
    return (
      <span className="italic">
        <Trans>{fileName} (no longer available)</Trans>
      </span>
    );
  }
  return (
    <FileLink
      connectionId={message.connectionId}
      file={message.file}
      className={own ? 'text-white hover:text-lilac-100' : 'text-lilac-800 hover:text-lilac-950'}
    />
  );
}

/**
 * The connection's Files list: every file either person shared, newest first, each with who shared it and when. Not
 * shown in a conversation whose plan has no files and that has none.
 */
export function ChatFilesList({
  connectionId,
  myUserId,
  otherName,
}: {
  connectionId: number;
  myUserId: string;
  otherName: string;
}) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t } = useLingui();
  const files = useConnectionFiles(connectionId);
  if (files.data && !files.data.filesAllowed && files.data.items.length === 0) return null;
  const headingId = `coaching-files-${connectionId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-lilac-200 bg-white p-4">
      <h3 id={headingId} className="text-lg font-bold text-lilac-950">
        <Trans>Files</Trans>
      </h3>
      <div className="mt-2">
        <ListState
          query={files}
          what={t`the shared files`}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <p className="text-neutral-700">
              <Trans>No files shared yet. Attach one with the paperclip.</Trans>
            </p>
          }
        >
          {({ items }) => (
            <>
              <ul className="flex flex-col divide-y divide-lilac-100">
                {items.map((file) => {
                  const date = formats.date(file.createdAt);
                  return (
                    <li key={file.id} className="flex flex-col gap-1 py-2">
                      <FileLink
                        connectionId={connectionId}
                        file={file}
                        className="text-lilac-800 hover:text-lilac-950"
                      />
                      <p className="text-xs text-neutral-700">
                        {file.uploaderId === myUserId ? (
                          <Trans>
                            Shared by you on <time dateTime={file.createdAt}>{date}</time>
                          </Trans>
                        ) : (
                          <Trans>
                            Shared by {otherName} on <time dateTime={file.createdAt}>{date}</time>
                          </Trans>
                        )}
                      </p>
                    </li>
                  );
                })}
              </ul>
              <LoadMore what={t`files`} query={files} label={t`Show older files`} />
            </>
          )}
        </ListState>
      </div>
    </section>
  );
}
