import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  AI_LIMITS,
  type AdvisorCity,
  type AdvisorKind,
  type AdvisorSkill,
  type ChatMessage,
} from '../../../../../schema/contract/ai.ts';
import { AdvisorLabel } from '../../../components/advisor-label.tsx';
import { controlStyle } from '../../../components/ui/styles.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { aiErrorMessage } from '../../../lib/ai-answers.ts';
import { toast } from '../../../lib/toast.ts';
import { advisorFailures, advisorToasts } from '../advisor-texts.ts';
import { useEnsureSignedIn } from '../use-ensure-signed-in.ts';
import { useAskAdvisor } from '../api/advisor.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { advisorCatalog } from '../locales/catalog.ts';

type ShownMessage = ChatMessage & { advisor?: AdvisorKind };

/**
 * The AI Advisor Chat tab (spec sections 2, 4 and 5): the member's message shows at once, the reply when it comes;
 * a blank message is ignored. What was chosen on the other tabs goes along as context.
 */
export function AdvisorChat({
  context,
}: {
  context: { location: AdvisorCity | null; skills: AdvisorSkill[]; completedLessons: readonly string[] };
}) {
  useCatalog(advisorCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const ask = useAskAdvisor();
  const ensureSignedIn = useEnsureSignedIn();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [draft, setDraft] = useState('');
  /** The reply so far, while it streams in. */
  const [partial, setPartial] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const text = draft.trim();

  // The newest message (or the spinner) stays in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, ask.isPending, partial]);

  function send() {
    if (!text || ask.isPending || !ensureSignedIn()) return;
    setMessages((current) => [...current, { role: 'user', content: text, timestamp: new Date().toISOString() }]);
    setDraft('');
    ask.mutate(
      {
        input: { message: text, context: { ...context, completedLessons: [...context.completedLessons] } },
        onText: setPartial,
      },
      {
        onSettled: () => setPartial(''),
        onSuccess: (answer) =>
          setMessages((current) => [
            ...current,
            {
              role: 'assistant',
              content: answer.response,
              timestamp: new Date().toISOString(),
              advisor: answer.advisor,
            },
          ]),
        onError: (error) =>
          toast({
            title: advisorToasts(i18n).chatFailedTitle,
            description: aiErrorMessage(error, advisorFailures(i18n).chatFailed),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <section
      aria-label={t`AI Advisor Chat`}
      className="rounded-2xl border border-lilac-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <ol
        ref={listRef}
        aria-live="polite"
        aria-busy={ask.isPending}
        aria-label={t`Conversation`}
        className="grid h-96 content-start gap-3 overflow-y-auto p-1"
      >
        {messages.length === 0 ? (
          <li className="text-neutral-700">
            <Trans>
              Ask about earning in your city, pricing your work or your next step. Pick your city and skills on Market
              Intelligence first for answers about them.
            </Trans>
          </li>
        ) : null}
        {messages.map((message, index) => (
          <li
            key={index}
            className={`max-w-[85%] rounded-2xl p-3 ${message.role === 'user' ? 'justify-self-end bg-lilac-700 text-white' : 'justify-self-start bg-lilac-50 text-neutral-900'}`}
          >
            <p className="sr-only">
              {message.role === 'user' ? <Trans>You said</Trans> : <Trans>The advisor said</Trans>}
            </p>
            {/* Model output is text: React escapes it, and pre-wrap keeps its line breaks. */}
            <p className="whitespace-pre-wrap">{message.content}</p>
            {message.advisor ? <AdvisorLabel advisor={message.advisor} /> : null}
            <time dateTime={message.timestamp} className="mt-1 block text-xs opacity-80">
              {formats.time(message.timestamp)}
            </time>
          </li>
        ))}
        {ask.isPending ? (
          <li className="grid max-w-[85%] gap-2 justify-self-start">
            {partial ? (
              <p className="rounded-2xl bg-lilac-50 p-3 whitespace-pre-wrap text-neutral-900">{partial}</p>
            ) : null}
            <Spinner label={t`The advisor is answering…`} />
          </li>
        ) : null}
      </ol>
      <form
        className="mt-3 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor="advisor-chat-input" className="sr-only">
          <Trans>Your message</Trans>
        </label>
        <input
          id="advisor-chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={AI_LIMITS.chatMessage}
          placeholder={t`Ask the advisor…`}
          autoComplete="off"
          className={`${controlStyle} min-h-11`}
        />
        <button type="submit" disabled={!text || ask.isPending} className={`${buttonStyles.primary} shrink-0`}>
          <Trans>Send</Trans>
        </button>
      </form>
    </section>
  );
}
