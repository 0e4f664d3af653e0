import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { COACHING_MESSAGE_MAX_LENGTH, COACHING_MESSAGES } from '../../../../../schema/contract/coaching-rules.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { messageToSend } from '../chat-rules.ts';

/**
 * The send box (spec section 5): the text is trimmed, whitespace alone is never sent, Enter sends and Shift+Enter
 * starts a new line. A failed send says so ('Failed to send message. Please try again.') and keeps the text in the
 * box. When sending is closed, the box is disabled and `blocked` says why.
 */
export function ChatSendBox({
  recipientName,
  blocked,
  onSend,
}: {
  recipientName: string;
  blocked: ReactNode | null;
  onSend: (content: string) => Promise<unknown>;
}) {
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
      // The draft stays in the box, so nothing typed is lost. A refusal the server explains (the connection
      // ended, the subscription lapsed) carries its reason.
      const reason =
        error instanceof ApiError && (error.status === 403 || error.status === 409) ? error.serverMessage : undefined;
      toast({ title: COACHING_MESSAGES.sendFailed, description: reason, variant: 'destructive' });
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

  return (
    <form onSubmit={submit} className="border-t border-lilac-100 p-3">
      {closed ? (
        <div id={hintId} className="mb-3 rounded-lg bg-lilac-50 p-3 text-sm text-neutral-800">
          {blocked}
        </div>
      ) : (
        <p id={hintId} className="mb-2 text-xs text-neutral-600">
          Enter sends. Shift+Enter starts a new line.
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Message {recipientName}
        </label>
        <textarea
          id={inputId}
          rows={2}
          maxLength={COACHING_MESSAGE_MAX_LENGTH}
          value={draft}
          disabled={closed}
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={closed ? 'Sending is closed' : 'Type a message…'}
          className="min-h-11 flex-1 resize-y rounded-lg border border-lilac-300 px-3 py-2.5 text-base disabled:cursor-not-allowed disabled:bg-neutral-100"
        />
        <button type="submit" disabled={closed || content === null || sending} className={buttonStyles.primary}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
