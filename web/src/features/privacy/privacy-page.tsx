import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '../../../../schema/contract/consents-rules.ts';
import { DELETED_USER_NAME, RETENTION } from '../../../../schema/contract/privacy-rules.ts';
import { ListState } from '../../components/list/list-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { textLinkStyle } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { usePrivacyNotice } from './api/privacy-notice.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { NoticeSection } from './components/notice-section.tsx';
import { privacyCatalog } from './locales/catalog.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';

/*
 * The Information Regulator's details, as its own websites gave them (read 2026-11):
 * - https://inforegulator.org.za/rules-of-procedures (every page's contact block): enquiries@inforegulator.org.za,
 *   010 023 5200, toll free 0800 017 160, Woodmead North Office Park, 54 Maxwell Dr, Woodmead, Johannesburg, 2191;
 * - https://inforegulator.org.za/?p=7037 ("How to Lodge a Complaint"): register a profile on the eServices portal and
 *   submit the complaint there; https://eservices.inforegulator.org.za/about/default.aspx describes that portal.
 * The complaints address POPIAComplaints@inforegulator.org.za appears only on other sites (law firms, a newsletter),
 * not on the Regulator's own pages we could read, so it is left out: the portal is the Regulator's stated way.
 */
const REGULATOR = {
  website: 'https://inforegulator.org.za',
  complaintsPortal: 'https://eservices.inforegulator.org.za',
  email: 'enquiries@inforegulator.org.za',
  phone: { label: '010 023 5200', href: 'tel:+27100235200' },
  tollFree: { label: '0800 017 160', href: 'tel:0800017160' },
  address: 'Woodmead North Office Park, 54 Maxwell Drive, Woodmead, Johannesburg, 2191',
} as const;

/** Named, so the catalog's placeholders say what they are. */
const regulatorEmail = REGULATOR.email;
const regulatorPhone = REGULATOR.phone.label;
const regulatorTollFree = REGULATOR.tollFree.label;
const regulatorAddress = REGULATOR.address;

/** The Tax Administration Act 28 of 2011, s 29 (kept five years from the tax return), as acts.co.za prints it. */
const TAX_ACT_SECTION_29 = 'https://www.acts.co.za/tax-administration-act-2011/29__duty_to_keep_records.php';

function InformationOfficer() {
  useCatalog(privacyCatalog);
  const { t } = useLingui();
  const notice = usePrivacyNotice();
  return (
    <ListState query={notice} what={t`who our information officer is`} isEmpty={() => false} empty={null}>
      {({ informationOfficer: officer }) => {
        const officerName = officer.name;
        const officerEmail = officer.email;
        return officer.configured ? (
          <p>
            <Trans>
              Our information officer is <strong>{officerName}</strong>. Write to them at{' '}
              <a href={`mailto:${officerEmail}`} className={textLinkStyle}>
                {officerEmail}
              </a>{' '}
              with any question or request about your personal information.
            </Trans>
          </p>
        ) : (
          <p className="rounded-xl border-2 border-dashed border-neutral-500 bg-neutral-50 p-4">
            <Trans>
              <strong>Placeholder:</strong> {officerName}. This server has no information officer set yet; a live{' '}
              {PRODUCT_NAME} always names one here.
            </Trans>
          </p>
        );
      }}
    </ListState>
  );
}

const {
  signInIdleDays,
  signInAttemptMinutes,
  knownDeviceDays,
  signUpLinkHours,
  unusedImageDays,
  webhookEventDays,
  paymentRecordYears,
  taxRecordYears,
} = RETENTION;

const RETENTION_ROWS: { what: MessageDescriptor; howLong: MessageDescriptor }[] = [
  { what: msg`Your account, profiles and everything you add`, howLong: msg`Until you delete your account.` },
  {
    what: msg`Being signed in`,
    howLong: msg`A sign-in ends after ${signInIdleDays} days without use, or when you sign out.`,
  },
  {
    what: msg`Failed sign-in attempts`,
    howLong: msg`Count for ${signInAttemptMinutes} minutes, then deleted within a day.`,
  },
  {
    what: msg`Devices you signed in from`,
    howLong: msg`${knownDeviceDays} days after that device last signed in.`,
  },
  { what: msg`A sign-up you did not finish`, howLong: msg`${signUpLinkHours} hours.` },
  { what: msg`A picture you uploaded but do not show`, howLong: msg`Deleted after ${unusedImageDays} day.` },
  {
    what: msg`AI advisor answers`,
    howLong: msg`Until the end of the day (UTC), so asking the same again costs nothing.`,
  },
  {
    what: msg`Payment providers’ event numbers (nothing about you)`,
    howLong: msg`${webhookEventDays} days.`,
  },
];

/** `/privacy` (decision 020): the privacy notice for visitors and members, in plain words. */
export function PrivacyPage() {
  useCatalog(privacyCatalog);
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Privacy`}
      description={t`What ${PRODUCT_NAME} collects about you, why, how long we keep it, and your rights under South Africa’s Protection of Personal Information Act (POPIA).`}
    >
      <div className="max-w-3xl">
        <p className="mt-4 text-sm text-neutral-600">
          <Trans>Privacy notice version {PRIVACY_NOTICE_VERSION}</Trans>
        </p>

        <NoticeSection id="privacy-who" title={t`Who looks after your information`}>
          <p>
            <Trans>{PRODUCT_NAME} is responsible for the personal information you give us here.</Trans>
          </p>
          <InformationOfficer />
        </NoticeSection>

        <NoticeSection id="privacy-what" title={t`What we collect and why`}>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <Trans>
                <strong>Your account:</strong> your name, email address and password (we store only a scrambled form of
                it), to sign you in and show who you are.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your profiles:</strong> what you write in your mentee or mentor profile, and your photo, so
                mentors and mentees can find each other.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>What you do here:</strong> sessions and events you host, join or rate, rooms you join and the
                messages you write, coaching chats, stories you send in, complaints you file, the notices we send you,
                and how often you use the AI advisor (to keep its daily limits).
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Payments:</strong> for coaching and paid events, the amount, the date and the payment provider’s
                reference. Your card details go to the payment provider, never to us.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Keeping your account safe:</strong> failed sign-in attempts (the email typed, the network and a
                device cookie) and the devices you sign in from, so we can stop people guessing passwords.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Cookies:</strong> three keep you signed in and your pages quick (your sign-in, who it is, and
                whether you mentor), one counts sign-in attempts on your device, and one remembers your data saver
                choice. No advertising or tracking cookies.
              </Trans>
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="privacy-sharing" title={t`Who sees it`}>
          <p>
            <Trans>
              Other members see your public profile, the sessions you host and the messages you write where you write
              them. Administrators see what they need to keep the community safe; complaints are read only by them.
            </Trans>
          </p>
          <p>
            <Trans>
              The services that run {PRODUCT_NAME} for us handle it on our behalf: our hosting (Cloudflare), our email
              service, our payment provider and, when it is switched on, the AI service behind the advisor. Your payment
              provider also keeps its own record of what you paid, under its own privacy notice. We never sell your
              information.
            </Trans>
          </p>
        </NoticeSection>

        <NoticeSection id="privacy-how-long" title={t`How long we keep it`}>
          <dl className="grid gap-3">
            {RETENTION_ROWS.map((row) => (
              <div key={row.what.id} className="rounded-xl bg-lilac-50 p-4">
                <dt className="font-semibold text-lilac-950">{t(row.what)}</dt>
                <dd className="mt-1">{t(row.howLong)}</dd>
              </div>
            ))}
          </dl>
          <p>
            <Trans>When you delete your account, we erase everything about you, except:</Trans>
          </p>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <Trans>
                messages you wrote in rooms and coaching chats stay for the people you talked with, shown as “
                {DELETED_USER_NAME}”;
              </Trans>
            </li>
            <li>
              <Trans>a complaint you filed stays for its investigation, without your name or contact details;</Trans>
            </li>
            <li>
              <Trans>
                payment records stay without your name or email for {paymentRecordYears} years, then are deleted. Tax
                law needs them kept for {taxRecordYears} years after the tax return they belong to (
                <a href={TAX_ACT_SECTION_29} className={textLinkStyle} rel="noopener noreferrer" target="_blank">
                  Tax Administration Act, section 29
                </a>
                ).
              </Trans>
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="privacy-rights" title={t`Your rights`}>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <Trans>
                <strong>See it:</strong> download everything we hold about you under “Your data” on{' '}
                <Link to={paths.editProfile} className={textLinkStyle}>
                  your profile
                </Link>
                , as a file for computers (JSON) or as a page in plain words to read and print.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Correct it:</strong> change your profile at any time.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Delete it:</strong> delete your account under “Your data” on your profile.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Object or ask:</strong> write to our information officer.
              </Trans>
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="privacy-complain" title={t`Complain to the Information Regulator`}>
          <p>
            <Trans>
              Not happy with how we handle your personal information? Tell our information officer first. You can also
              complain to the Information Regulator (South Africa), free of charge:
            </Trans>
          </p>
          <ul className="grid gap-2">
            <li>
              <Trans>
                Lodge a complaint on its{' '}
                <a
                  href={REGULATOR.complaintsPortal}
                  className={textLinkStyle}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  eServices portal
                </a>
                .
              </Trans>
            </li>
            <li>
              <Trans>
                Website:{' '}
                <a href={REGULATOR.website} className={textLinkStyle} rel="noopener noreferrer" target="_blank">
                  inforegulator.org.za
                </a>
              </Trans>
            </li>
            <li>
              <Trans>
                Email:{' '}
                <a href={`mailto:${REGULATOR.email}`} translate="no" className={`${textLinkStyle} break-all`}>
                  {regulatorEmail}
                </a>
              </Trans>
            </li>
            <li>
              <Trans>
                Phone:{' '}
                <a href={REGULATOR.phone.href} className={textLinkStyle}>
                  {regulatorPhone}
                </a>{' '}
                or toll free{' '}
                <a href={REGULATOR.tollFree.href} className={textLinkStyle}>
                  {regulatorTollFree}
                </a>
              </Trans>
            </li>
            <li>
              <Trans>
                Address: <span translate="no">{regulatorAddress}</span>
              </Trans>
            </li>
          </ul>
        </NoticeSection>
      </div>
    </PageFrame>
  );
}
