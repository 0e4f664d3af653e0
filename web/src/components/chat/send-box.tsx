import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { messageToSend } from '../../lib/live-chat/message-log.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { toast } from '../../lib/toast.ts';
import { buttonStyles } from '../ui/styles.ts';
import { chatCatalog } from './locales/catalog.ts';

export type SendBoxProps = {
  /** The text field's name, e.g. 'Message Naledi Dlamini'. */
  label: string;
  maxLength: number;
  onSend: (content: string) => Promise<unknown>;
  /** The toast of a failed send (the chat's own words, and the server's reason where it gives one). */
  failure: (error: unknown) => { title: string; description?: string };
  /** Why this user may not write here; the box is disabled and this says why. Null (or absent) when they may. */
  blocked?: ReactNode | null;
  /** How the keys work, shown under an open box. */
  hint?: string;
  /** What the closed box says in place of its text. */
  closedPlaceholder?: string;
  /** A control beside the text field (attaching a file), and a line under the box about it (progress, why not). */
  attach?: ReactNode;
  attachNote?: ReactNode;
};

/**
 * A chat's send box: the text is trimmed, whitespace alone is never sent, Enter sends and Shift+Enter starts a new
 * line. A failed send says so and keeps the text in the box. When this user may not write, the box is disabled and
 * `blocked` says why.
 */
export function SendBox({
  label,
  maxLength,
  onSend,
  failure,
  blocked = null,
  hint,
  closedPlaceholder,
  attach,
  attachNote,
}: SendBoxProps) {
  useCatalog(chatCatalog);
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const content = messageToSend(draft);
  const closed = blocked !== null;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (content === null || sending || closed) return;
    setSending(true);
    try {
      await onSend(content);
      // Only what was sent is cleared: anything typed while it was on its way stays.
      setDraft((current) => (messageToSend(current) === content ? '' : current));
    } catch (error) {
      // The draft stays in the box, so nothing typed is lost.
      toast({ ...failure(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line; Enter that ends an input-method composition does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const described = closed || hint !== undefined;
  return (
    <form onSubmit={submit} className="border-t border-lilac-100 p-3">
      {closed ? (
        <div id={hintId} className="mb-3 rounded-lg bg-lilac-50 p-3 text-sm text-neutral-800">
          {blocked}
        </div>
      ) : hint !== undefined ? (
        <p id={hintId} className="mb-2 text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        {attach}
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <textarea
          id={inputId}
          rows={2}
          maxLength={maxLength}
          value={draft}
          disabled={closed}
          aria-describedby={described ? hintId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={closed ? (closedPlaceholder ?? t`Sending is closed`) : t`Type a message…`}
          className="min-h-11 min-w-0 flex-1 resize-y rounded-lg border border-lilac-300 px-3 py-2.5 text-base disabled:cursor-not-allowed disabled:bg-neutral-100"
        />
        <button type="submit" disabled={closed || content === null || sending} className={buttonStyles.primary}>
          {sending ? t`Sending…` : t`Send`}
        </button>
      </div>
      {attachNote}
    </form>
  );
}
