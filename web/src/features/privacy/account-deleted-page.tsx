import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { DELETED_USER_NAME, RETENTION } from '../../../../schema/contract/privacy-rules.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { TitledSection } from '../../components/page-sections.tsx';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { privacyCatalog } from './locales/catalog.ts';

const { paymentRecordYears } = RETENTION;

/**
 * `/account-deleted`: where the browser lands, signed out, after deleting an account (decision 020). It says plainly
 * what was erased and what was kept; `?payments=` is how many payment records the deletion kept.
 */
export function AccountDeletedPage() {
  useCatalog(privacyCatalog);
  const { t } = useLingui();
  const [search] = useSearchParams();
  const payments = Number(search.get('payments') ?? Number.NaN);
  const keptPayments = Number.isInteger(payments) && payments >= 0 ? payments : null;
  return (
    <PageFrame
      title={t`Your account is deleted`}
      description={t`We have erased your personal information and signed you out on every device.`}
    >
      <div className="mt-8 grid max-w-3xl gap-6 text-neutral-800">
        <TitledSection
          id="deleted-gone"
          title={t`What is gone`}
          className="rounded-2xl bg-grass-50 p-5"
          titleClassName="text-xl font-bold text-grass-950"
        >
          <p className="mt-2">
            <Trans>
              Your name, email address, password, profiles and photos, the sessions you hosted, your stories, your
              notices and everything else about you.
            </Trans>
          </p>
        </TitledSection>
        <TitledSection
          id="deleted-kept"
          title={t`What we kept, and why`}
          className="rounded-2xl bg-lilac-50 p-5"
          titleClassName="text-xl font-bold text-lilac-950"
        >
          <ul className="mt-2 grid list-disc gap-2 pl-5">
            <li>
              {keptPayments === 0 ? (
                <Trans>
                  <strong>Payment records:</strong> you had none, so we kept none.
                </Trans>
              ) : keptPayments === null ? (
                <Trans>
                  <strong>Payment records:</strong> if you paid for anything, we kept those records, with only the
                  amount, the date and the payment provider’s reference, not your name or email. Tax law requires this;
                  we delete them after {paymentRecordYears} years.
                </Trans>
              ) : (
                <Trans>
                  <strong>Payment records:</strong> we kept{' '}
                  <Plural value={keptPayments} one="# payment record" other="# payment records" />, with only the
                  amount, the date and the payment provider’s reference, not your name or email. Tax law requires this;
                  we delete them after {paymentRecordYears} years.
                </Trans>
              )}
            </li>
            <li>
              <Trans>
                <strong>Messages you wrote</strong> in rooms and coaching chats stay for the people you talked with,
                shown as “{DELETED_USER_NAME}”.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>A complaint you filed</strong> stays for its investigation, without your name or contact
                details.
              </Trans>
            </li>
          </ul>
          <p className="mt-3">
            <Trans>
              Read more in our{' '}
              <Link to={paths.privacy} className={textLinkStyle}>
                privacy notice
              </Link>
              .
            </Trans>
          </p>
        </TitledSection>
        <p>
          <Link to={paths.home} className={buttonStyles.primary}>
            <Trans>Back to Home</Trans>
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}
