import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FREE_CANCEL_HOURS } from '../../../../schema/contract/coaching-calls-rules.ts';
import { SEAT_HOLD_MINUTES } from '../../../../schema/contract/coaching-rules.ts';
import { TERMS_VERSION } from '../../../../schema/contract/consents-rules.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { textLinkStyle } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { NoticeSection } from './components/notice-section.tsx';
import { privacyCatalog } from './locales/catalog.ts';

/*
 * Every promise here is one the app keeps in code: the refunds are the ones worker/billing makes (decision 034), the
 * cancellations the ones the coaching and events screens offer, the complaint route the complaint form's. It names
 * no company number, address or phone number: the spec gives none, and none may be made up.
 */

function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={textLinkStyle}>
      {children}
    </Link>
  );
}

/** `/terms`: the terms of use every member accepts at sign-up, in plain words. Public and rendered on the server. */
export function TermsPage() {
  useCatalog(privacyCatalog);
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Terms of use`}
      description={t`The rules for using ${PRODUCT_NAME}: what it is, what members may not do, where to complain, what advice here is and is not, payments and cancellations, and the law that applies.`}
    >
      <div className="max-w-3xl">
        <p className="mt-4 text-sm text-neutral-600">
          <Trans>Terms of use version {TERMS_VERSION}</Trans>
        </p>

        <NoticeSection id="terms-what" title={t`What ${PRODUCT_NAME} is`}>
          <p>
            <Trans>
              {PRODUCT_NAME} connects South Africans who want to build an income (mentees) with people who have built
              one (mentors). Mentorship is free, in group sessions that mentors host. Members also get community rooms,
              events, success stories, journeys, and an AI income advisor with templates. One-on-one coaching is a paid
              monthly subscription.
            </Trans>
          </p>
          <p>
            <Trans>
              This is a testing version of {PRODUCT_NAME}: features may change before the final release. By creating an
              account you accept these terms and our <PageLink to={paths.privacy}>privacy notice</PageLink>.
            </Trans>
          </p>
        </NoticeSection>

        <NoticeSection id="terms-account" title={t`Your account`}>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <Trans>
                Use your own name and keep your password to yourself. You are responsible for what your account does.
              </Trans>
            </li>
            <li>
              <Trans>
                Under 18? You can join. A parent or guardian then needs to agree before other members can see your
                profile or you can send messages.
              </Trans>
            </li>
            <li>
              <Trans>
                You can delete your account at any time under “Your data” on{' '}
                <PageLink to={paths.editProfile}>your profile</PageLink>.
              </Trans>
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="terms-not-allowed" title={t`What members may not do`}>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <Trans>Harass, threaten, bully or discriminate against anyone, here or in private messages.</Trans>
            </li>
            <li>
              <Trans>
                Spam, or offer scams, pyramid schemes, “guaranteed” returns or other get-rich-quick offers, or ask
                members to pay you outside {PRODUCT_NAME}.
              </Trans>
            </li>
            <li>
              <Trans>Pretend to be someone else, or claim results, qualifications or experience you do not have.</Trans>
            </li>
            <li>
              <Trans>
                Share other people’s personal details (ID numbers, bank details, addresses) or their private messages.
              </Trans>
            </li>
            <li>
              <Trans>Post anything unlawful, or work that belongs to someone else without their permission.</Trans>
            </li>
            <li>
              <Trans>Try to break, overload or get around the security of the service.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Moderators may hide messages that break these rules. Report a message in a room and a moderator will look
              at it.
            </Trans>
          </p>
        </NoticeSection>

        <NoticeSection id="terms-complaints" title={t`Complaints`}>
          <p>
            <Trans>
              To complain about a mentor or another member, use the{' '}
              <PageLink to={paths.complaintForm}>complaint form</PageLink> (“Report a Concern” at the bottom of every
              page). Complaints are reviewed confidentially, we may contact you for more details, action is taken on
              what we find, and you are told the outcome. You can follow your complaint’s status on that page.
            </Trans>
          </p>
          <p>
            <Trans>If you are in danger, contact the police or your local authorities first.</Trans>
          </p>
          <p>
            <Trans>
              For a complaint about your personal information, see{' '}
              <PageLink to={paths.privacy}>our privacy notice</PageLink>: it names our information officer and the
              Information Regulator.
            </Trans>
          </p>
        </NoticeSection>

        <NoticeSection id="terms-advice" title={t`Guidance, not professional advice`}>
          <p>
            <Trans>
              Mentors and coaches share what worked for them. The AI income advisor and the template generators answer
              from a South African dataset or an AI model, and can be wrong. All of it is guidance to help you think,
              not financial, investment, tax or legal advice, and no one here can promise you an income.
            </Trans>
          </p>
          <p>
            <Trans>
              Check figures before you act on them, and for decisions about money, tax or the law ask a qualified
              professional (for example a registered financial adviser, an accountant or an attorney). What you decide
              to do is your choice.
            </Trans>
          </p>
          <p>
            <Trans>
              {PRODUCT_NAME} does not check every member’s claims, and is not a party to arrangements members make with
              each other. As far as South African law allows, {PRODUCT_NAME} is not liable for losses that come from
              acting on guidance given here. Nothing in these terms takes away rights you have under the Consumer
              Protection Act or other South African law.
            </Trans>
          </p>
        </NoticeSection>

        <NoticeSection id="terms-payments" title={t`Payments and cancellations`}>
          <p>
            <Trans>
              Group sessions, community rooms, journeys and free events cost nothing. Prices are in rand and are shown
              before you pay. You pay on your payment provider’s page; your card details never reach us. Every payment
              gets a receipt.
            </Trans>
          </p>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <Trans>
                <strong>Coaching</strong> is paid monthly and renews each month until you cancel. “Cancel at period end”
                stops the renewal: you keep coaching and chat until the end of the month you paid for, and are not
                charged again. A coaching call you cancel less than {FREE_CANCEL_HOURS} hours before it starts is used
                up; the screen says so before you confirm.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Paid events:</strong> registering holds a seat for you for {SEAT_HOLD_MINUTES} minutes while you
                pay. You can cancel your registration until the event starts, which frees your seat for someone else;
                that does not refund the payment by itself.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>Refunds go back through the provider you paid with, and each one gets a credit note:</Trans>
          </p>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <Trans>
                If {PRODUCT_NAME} cancels a paid event, every seat paid for is refunded in full, automatically.
              </Trans>
            </li>
            <li>
              <Trans>
                A payment that could buy nothing (a seat paid for after its hold ran out on a full event, or a checkout
                you had already replaced) is refunded in full, automatically.
              </Trans>
            </li>
            <li>
              <Trans>
                Any other refund is decided by the {PRODUCT_NAME} team, in full or in part, and you are shown the
                reason.
              </Trans>
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="terms-law" title={t`The law that applies`}>
          <p>
            <Trans>
              These terms are governed by the law of the Republic of South Africa, and South African courts decide any
              dispute about them. Your personal information is handled under the Protection of Personal Information Act
              (POPIA), as our <PageLink to={paths.privacy}>privacy notice</PageLink> explains.
            </Trans>
          </p>
          <p>
            <Trans>When these terms change, the version date at the top of this page changes with them.</Trans>
          </p>
        </NoticeSection>
      </div>
    </PageFrame>
  );
}
