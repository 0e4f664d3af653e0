import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PremiumBadge } from '../../../components/premium-badge.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { COACHING_TEXTS } from '../subscribe-flow.ts';

/**
 * Without an active subscription (spec sections 4 and 8): the 'Coaching Required' toast once, and the way to the
 * plans. `hasHistory`: conversations from an earlier subscription are listed below it, readable.
 */
export function ChatSubscribePrompt({ hasHistory }: { hasHistory: boolean }) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast({
      title: t(COACHING_TEXTS.coachingRequired),
      description: t(COACHING_TEXTS.coachingRequiredText),
      variant: 'destructive',
    });
  }, [t]);

  return (
    <section aria-labelledby="coaching-required-title" className="rounded-2xl bg-lilac-50 p-6 sm:p-8">
      <PremiumBadge />
      <h2 id="coaching-required-title" className="mt-3 text-2xl font-bold text-lilac-950">
        <Trans>One-on-one chat needs a coaching subscription</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-800">{t(COACHING_TEXTS.coachingRequiredText)}</p>
      {hasHistory ? (
        <p className="mt-2 max-w-2xl text-neutral-800">
          <Trans>Your earlier conversations are below: you can read them, and write again once you subscribe.</Trans>
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.coaching} className={buttonStyles.premium}>
          <Trans>See coaching plans</Trans>
        </Link>
        <Link to={paths.groupSessions} className={buttonStyles.outline}>
          <Trans>Join free group sessions</Trans>
        </Link>
      </div>
    </section>
  );
}
