import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { COACHING_MESSAGES } from '../../../../../schema/contract/coaching-rules.ts';
import { PremiumBadge } from '../../../components/premium-badge.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Without an active subscription (spec sections 4 and 8): the 'Coaching Required' toast once, and the way to the
 * plans. `hasHistory`: conversations from an earlier subscription are listed below it, readable.
 */
export function ChatSubscribePrompt({ hasHistory }: { hasHistory: boolean }) {
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast({
      title: COACHING_MESSAGES.coachingRequired,
      description: COACHING_MESSAGES.coachingRequiredText,
      variant: 'destructive',
    });
  }, []);

  return (
    <section aria-labelledby="coaching-required-title" className="rounded-2xl bg-lilac-50 p-6 sm:p-8">
      <PremiumBadge />
      <h2 id="coaching-required-title" className="mt-3 text-2xl font-bold text-lilac-950">
        One-on-one chat needs a coaching subscription
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-800">{COACHING_MESSAGES.coachingRequiredText}</p>
      {hasHistory ? (
        <p className="mt-2 max-w-2xl text-neutral-800">
          Your earlier conversations are below: you can read them, and write again once you subscribe.
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.coaching} className={buttonStyles.premium}>
          See coaching plans
        </Link>
        <Link to={paths.groupSessions} className={buttonStyles.outline}>
          Join free group sessions
        </Link>
      </div>
    </section>
  );
}
