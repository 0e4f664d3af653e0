import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '../../../../schema/contract/consents-rules.ts';
import { DELETED_USER_NAME, RETENTION } from '../../../../schema/contract/privacy-rules.ts';
import { ListState } from '../../components/list/list-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { textLinkStyle } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { usePrivacyNotice } from './api/privacy-notice.ts';
import { NoticeSection } from './components/notice-section.tsx';

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

/** The Tax Administration Act 28 of 2011, s 29 (kept five years from the tax return), as acts.co.za prints it. */
const TAX_ACT_SECTION_29 = 'https://www.acts.co.za/tax-administration-act-2011/29__duty_to_keep_records.php';

function InformationOfficer() {
  const notice = usePrivacyNotice();
  return (
    <ListState query={notice} what="who our information officer is" isEmpty={() => false} empty={null}>
      {({ informationOfficer: officer }) =>
        officer.configured ? (
          <p>
            Our information officer is <strong>{officer.name}</strong>. Write to them at{' '}
            <a href={`mailto:${officer.email}`} className={textLinkStyle}>
              {officer.email}
            </a>{' '}
            with any question or request about your personal information.
          </p>
        ) : (
          <p className="rounded-xl border-2 border-dashed border-neutral-500 bg-neutral-50 p-4">
            <strong>Placeholder:</strong> {officer.name}. This server has no information officer set yet; a live Sebenza
            always names one here.
          </p>
        )
      }
    </ListState>
  );
}

const RETENTION_ROWS: { what: string; howLong: string }[] = [
  { what: 'Your account, profiles and everything you add', howLong: 'Until you delete your account.' },
  {
    what: 'Being signed in',
    howLong: `A sign-in ends after ${RETENTION.signInIdleDays} days without use, or when you sign out.`,
  },
  {
    what: 'Failed sign-in attempts',
    howLong: `Count for ${RETENTION.signInAttemptMinutes} minutes, then deleted within a day.`,
  },
  {
    what: 'Devices you signed in from',
    howLong: `${RETENTION.knownDeviceDays} days after that device last signed in.`,
  },
  { what: 'A sign-up you did not finish', howLong: `${RETENTION.signUpLinkHours} hours.` },
  { what: 'A picture you uploaded but do not show', howLong: `Deleted after ${RETENTION.unusedImageDays} day.` },
  {
    what: 'AI advisor answers',
    howLong: 'Until the end of the day (UTC), so asking the same again costs nothing.',
  },
  {
    what: 'Payment providers’ event numbers (nothing about you)',
    howLong: `${RETENTION.webhookEventDays} days.`,
  },
];

/** `/privacy` (decision 020): the privacy notice for visitors and members, in plain words. */
export function PrivacyPage() {
  return (
    <PageFrame
      title="Privacy"
      description="What Sebenza collects about you, why, how long we keep it, and your rights under South Africa’s Protection of Personal Information Act (POPIA)."
    >
      <div className="max-w-3xl">
        <p className="mt-4 text-sm text-neutral-600">Privacy notice version {PRIVACY_NOTICE_VERSION}</p>

        <NoticeSection id="privacy-who" title="Who looks after your information">
          <p>Sebenza is responsible for the personal information you give us here.</p>
          <InformationOfficer />
        </NoticeSection>

        <NoticeSection id="privacy-what" title="What we collect and why">
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <strong>Your account:</strong> your name, email address and password (we store only a scrambled form of
              it), to sign you in and show who you are.
            </li>
            <li>
              <strong>Your profiles:</strong> what you write in your mentee or mentor profile, and your photo, so
              mentors and mentees can find each other.
            </li>
            <li>
              <strong>What you do here:</strong> sessions and events you host, join or rate, rooms you join and the
              messages you write, coaching chats, stories you send in, complaints you file, the notices we send you, and
              how often you use the AI advisor (to keep its daily limits).
            </li>
            <li>
              <strong>Payments:</strong> for coaching and paid events, the amount, the date and the payment provider’s
              reference. Your card details go to the payment provider, never to us.
            </li>
            <li>
              <strong>Keeping your account safe:</strong> failed sign-in attempts (the email typed, the network and a
              device cookie) and the devices you sign in from, so we can stop people guessing passwords.
            </li>
            <li>
              <strong>Cookies:</strong> three keep you signed in and your pages quick (your sign-in, who it is, and
              whether you mentor), one counts sign-in attempts on your device, and one remembers your data saver
              choice. No advertising or tracking cookies.
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="privacy-sharing" title="Who sees it">
          <p>
            Other members see your public profile, the sessions you host and the messages you write where you write
            them. Administrators see what they need to keep the community safe; complaints are read only by them.
          </p>
          <p>
            The services that run Sebenza for us handle it on our behalf: our hosting (Cloudflare), our email service,
            our payment provider and, when it is switched on, the AI service behind the advisor. Your payment provider
            also keeps its own record of what you paid, under its own privacy notice. We never sell your information.
          </p>
        </NoticeSection>

        <NoticeSection id="privacy-how-long" title="How long we keep it">
          <dl className="grid gap-3">
            {RETENTION_ROWS.map((row) => (
              <div key={row.what} className="rounded-xl bg-lilac-50 p-4">
                <dt className="font-semibold text-lilac-950">{row.what}</dt>
                <dd className="mt-1">{row.howLong}</dd>
              </div>
            ))}
          </dl>
          <p>When you delete your account, we erase everything about you, except:</p>
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              messages you wrote in rooms and coaching chats stay for the people you talked with, shown as “
              {DELETED_USER_NAME}”;
            </li>
            <li>a complaint you filed stays for its investigation, without your name or contact details;</li>
            <li>
              payment records stay without your name or email for {RETENTION.paymentRecordYears} years, then are
              deleted. Tax law needs them kept for {RETENTION.taxRecordYears} years after the tax return they belong to
              (
              <a href={TAX_ACT_SECTION_29} className={textLinkStyle} rel="noopener noreferrer" target="_blank">
                Tax Administration Act, section 29
              </a>
              ).
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="privacy-rights" title="Your rights">
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <strong>See it:</strong> download everything we hold about you under “Your data” on{' '}
              <Link to={paths.editProfile} className={textLinkStyle}>
                your profile
              </Link>
              , as a file for computers (JSON) or as a page in plain words to read and print.
            </li>
            <li>
              <strong>Correct it:</strong> change your profile at any time.
            </li>
            <li>
              <strong>Delete it:</strong> delete your account under “Your data” on your profile.
            </li>
            <li>
              <strong>Object or ask:</strong> write to our information officer.
            </li>
          </ul>
        </NoticeSection>

        <NoticeSection id="privacy-complain" title="Complain to the Information Regulator">
          <p>
            Not happy with how we handle your personal information? Tell our information officer first. You can also
            complain to the Information Regulator (South Africa), free of charge:
          </p>
          <ul className="grid gap-2">
            <li>
              Lodge a complaint on its{' '}
              <a href={REGULATOR.complaintsPortal} className={textLinkStyle} rel="noopener noreferrer" target="_blank">
                eServices portal
              </a>
              .
            </li>
            <li>
              Website:{' '}
              <a href={REGULATOR.website} className={textLinkStyle} rel="noopener noreferrer" target="_blank">
                inforegulator.org.za
              </a>
            </li>
            <li>
              Email:{' '}
              <a href={`mailto:${REGULATOR.email}`} className={`${textLinkStyle} break-all`}>
                {REGULATOR.email}
              </a>
            </li>
            <li>
              Phone:{' '}
              <a href={REGULATOR.phone.href} className={textLinkStyle}>
                {REGULATOR.phone.label}
              </a>{' '}
              or toll free{' '}
              <a href={REGULATOR.tollFree.href} className={textLinkStyle}>
                {REGULATOR.tollFree.label}
              </a>
            </li>
            <li>Address: {REGULATOR.address}</li>
          </ul>
        </NoticeSection>
      </div>
    </PageFrame>
  );
}
