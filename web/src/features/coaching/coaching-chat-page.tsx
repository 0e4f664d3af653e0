import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import type { CoachingConnection } from '../../../../schema/contract/coaching-rules.ts';
import { LoadError } from '../../components/list/list-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { PageSpinner, Spinner } from '../../components/spinner.tsx';
import { textLinkStyle } from '../../components/ui/styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { isMentorUser } from '../../lib/auth/roles.ts';
import { SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { paths } from '../../lib/paths.ts';
import { useCoachingConnections } from './api/connections.ts';
import { isActiveSubscription, useCoachingSubscription } from './api/subscription.ts';
import { readId } from '../../lib/read-id.ts';
import { chatAccess, coachesHere, needsCoach, sortConnections } from './chat-rules.ts';
import { CoachPicker, PICKER_HEADING_ID } from './components/coach-picker.tsx';
import { ChatConnectionList } from './components/chat-connection-list.tsx';
import { CONVERSATION_HEADING_ID, ChatConversation } from './components/chat-conversation.tsx';
import { ChatSubscribePrompt } from './components/chat-subscribe-prompt.tsx';
import { coachingCatalog } from './locales/catalog.ts';

const TITLE = msg`Coaching Chat`;
const DESCRIPTION = msg`Talk one-on-one with your coach; this needs an active coaching subscription.`;
/** A coach chats with the people they coach without subscribing to anything. */
const COACH_DESCRIPTION = msg`Talk one-on-one with the subscribers you coach, and accept new coaching requests.`;

/**
 * `/coaching-chat` (spec sections 2, 4, 5 and 6): connections on the left, the conversation on the
 * right (stacked on a phone: the list, then the conversation with a back control). `?connection={id}` opens a
 * conversation, `?view=coaches` the coach picker, and `?coach={id}` (from the coaching page) puts that coach first.
 */
export function CoachingChatPage() {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const { isLoading, user } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <SignInRequired
        title={t(TITLE)}
        description={t(DESCRIPTION)}
        prompt={SIGN_IN_PROMPTS.coachingChat}
        reason={t`Sign in to chat with your coach.`}
      />
    );
  }
  return <SignedInChat user={user} />;
}

function SignedInChat({ user }: { user: CurrentUser }) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const subscription = useCoachingSubscription();
  const connections = useCoachingConnections();
  const mentorStatus = useMentorStatus();
  const [params] = useSearchParams();

  // A server that keeps the list from non-subscribers (403) means the same as an empty list here.
  const refused = connections.error instanceof ApiError && connections.error.status === 403;
  const list = refused ? [] : connections.data;
  const isCoach =
    isMentorUser(user, mentorStatus.data) && (user.serviceType === 'coach' || user.serviceType === 'both');

  let body;
  if (subscription.isError) {
    body = (
      <LoadError
        what={t`your coaching subscription`}
        error={subscription.error}
        onRetry={() => void subscription.refetch()}
      />
    );
  } else if (connections.isError && !refused) {
    body = (
      <LoadError
        what={t`your coaching conversations`}
        error={connections.error}
        onRetry={() => void connections.refetch()}
      />
    );
  } else if (subscription.data === undefined || list === undefined) {
    body = <Spinner label={t`Loading your coaching chat…`} />;
  } else {
    const subscriptionActive = isActiveSubscription(subscription.data);
    const access = chatAccess({ subscriptionActive, connections: list, isCoach });
    body = (
      <>
        {access.promptSubscribe ? <ChatSubscribePrompt hasHistory={list.length > 0} /> : null}
        {access.showChat ? (
          <ChatLayout
            connections={list}
            user={user}
            subscriptionActive={subscriptionActive}
            preselectId={readId(params.get('coach')) ?? subscription.data.coachId}
          />
        ) : null}
      </>
    );
  }

  return (
    <PageFrame
      title={t(TITLE)}
      description={t(coachesHere({ isCoach, connections: list }) ? COACH_DESCRIPTION : DESCRIPTION)}
    >
      <div className="mt-8 flex flex-col gap-8">{body}</div>
    </PageFrame>
  );
}

const chatHref = (search: Record<string, string>) => {
  const query = new URLSearchParams(search).toString();
  return query ? `${paths.coachingChat}?${query}` : paths.coachingChat;
};

function ChatLayout({
  connections,
  user,
  subscriptionActive,
  preselectId,
}: {
  connections: CoachingConnection[];
  user: CurrentUser;
  subscriptionActive: boolean;
  preselectId: number | null;
}) {
  useCatalog(coachingCatalog);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sorted = useMemo(() => sortConnections(connections), [connections]);
  const selectedId = readId(params.get('connection'));
  const selected = sorted.find((connection) => connection.id === selectedId) ?? null;
  const pickerAsked = params.get('view') === 'coaches';
  // Only an active subscriber can ask a coach; the picker comes first while they have no request open.
  const showPicker = subscriptionActive && selected === null && (pickerAsked || needsCoach(connections));
  const hasList = sorted.length > 0;
  // On a phone one column shows at a time: the conversation (or the picker they asked for) instead of the list.
  const paneFirst = selected !== null || (showPicker && (pickerAsked || !hasList));

  const linkFor = (connectionId: number) => chatHref({ connection: String(connectionId) });
  const listHref = chatHref({});
  const pickerHref = chatHref(preselectId ? { view: 'coaches', coach: String(preselectId) } : { view: 'coaches' });

  // Focus follows the switch (not the first render): the opened conversation's or the picker's heading, or,
  // back on the list, the conversation just left.
  const pane = selected ? `connection-${selected.id}` : showPicker ? 'picker' : 'list';
  const listRef = useRef<HTMLUListElement>(null);
  const shownPane = useRef<string | null>(null);
  const lastOpened = useRef<number | null>(null);
  useEffect(() => {
    const before = shownPane.current;
    shownPane.current = pane;
    const left = lastOpened.current;
    if (selected) lastOpened.current = selected.id;
    if (before === null || before === pane) return;
    if (selected) document.getElementById(CONVERSATION_HEADING_ID)?.focus();
    else if (showPicker && paneFirst) document.getElementById(PICKER_HEADING_ID)?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-connection-id="${left}"]`)?.focus();
  }, [pane, selected, showPicker, paneFirst]);

  let main;
  if (selected) {
    main = (
      <ChatConversation
        key={selected.id}
        connection={selected}
        user={user}
        subscriptionActive={subscriptionActive}
        backTo={listHref}
      />
    );
  } else if (showPicker) {
    main = (
      <>
        {hasList ? (
          <Link to={listHref} className={`${textLinkStyle} mb-4 inline-block md:hidden`}>
            <span aria-hidden="true">← </span>
            <Trans>All conversations</Trans>
          </Link>
        ) : null}
        <CoachPicker
          preselectId={preselectId}
          linkFor={linkFor}
          onRequested={(connection) => void navigate(connection?.id ? linkFor(connection.id) : listHref)}
        />
      </>
    );
  } else if (hasList) {
    main = (
      <div className="flex h-full min-h-72 flex-col items-center justify-center rounded-2xl border border-dashed border-lilac-200 bg-white p-6 text-center">
        <p className="text-lg font-semibold text-lilac-950">
          <Trans>Choose a conversation</Trans>
        </p>
        <p className="mt-1 text-neutral-700">
          <Trans>Pick someone from your conversations to read and reply.</Trans>
        </p>
      </div>
    );
  } else {
    // A coach nobody has asked yet.
    main = (
      <div className="rounded-2xl border border-lilac-100 bg-white p-6">
        <h2 className="text-xl font-bold text-lilac-950">
          <Trans>No coaching requests yet</Trans>
        </h2>
        <p className="mt-1 text-neutral-700">
          <Trans>When a subscriber chooses you as their coach, their request appears here for you to accept.</Trans>
        </p>
      </div>
    );
  }

  if (!hasList) return main;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
      <nav aria-labelledby="coaching-connections-title" className={paneFirst ? 'hidden md:block' : ''}>
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="coaching-connections-title" className="text-xl font-bold text-lilac-950">
            <Trans>Conversations</Trans>
          </h2>
          {subscriptionActive ? (
            <Link
              to={pickerHref}
              aria-current={showPicker && pickerAsked ? 'page' : undefined}
              className={textLinkStyle}
            >
              <Trans>Find a coach</Trans>
            </Link>
          ) : null}
        </div>
        <ChatConnectionList
          connections={sorted}
          selectedId={selected?.id ?? null}
          linkFor={linkFor}
          listRef={listRef}
        />
      </nav>
      <div className={paneFirst ? '' : 'hidden md:block'}>{main}</div>
    </div>
  );
}
