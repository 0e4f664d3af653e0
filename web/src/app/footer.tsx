import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../schema/contract/product.ts';
import { LanguagePicker } from '../components/language-picker.tsx';
import { TAGLINE } from '../lib/i18n/tagline.ts';
import { useDataSaver } from '../lib/data-saver.tsx';
import { paths } from '../lib/paths.ts';
import { useSiteOrigin } from '../lib/site-origin.ts';

const footerLinks = [
  { to: paths.events, label: msg`Events` },
  { to: paths.groupSessions, label: msg`Group Sessions` },
  { to: paths.submitStory, label: msg`Share Your Story` },
  { to: paths.complaintForm, label: msg`Report a Concern` },
  { to: paths.privacy, label: msg`Privacy` },
  { to: paths.terms, label: msg`Terms of use` },
];

/**
 * The spec's footer social links. Sebenza has no social accounts of its own yet, so these share the site on the
 * networks South Africans use most (built from the page's own address, so they work on any deployment).
 */
function socialShareLinks(siteUrl: string, text: string) {
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${siteUrl}`)}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(siteUrl)}` },
    {
      label: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(siteUrl)}`,
    },
  ];
}

/** The data saver switch for everyone (members also have it in the profile menu): one small toggle button. */
function DataSaverToggle() {
  const { enabled, setEnabled } = useDataSaver();
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-pressed={enabled}
      onClick={() => setEnabled(!enabled)}
      className="inline-flex min-h-11 items-center text-lilac-50 underline underline-offset-4"
    >
      <Trans>Data saver</Trans>
      <span aria-hidden="true">: {enabled ? t`on` : t`off`}</span>
    </button>
  );
}

export function Footer() {
  const siteUrl = `${useSiteOrigin()}/`;
  const { t } = useLingui();
  const tagline = t(TAGLINE);
  const shareText = t`${PRODUCT_NAME}: ${tagline} Free group mentorship for South Africans.`;
  return (
    <footer className="bg-lilac-950 text-lilac-50 [&_:focus-visible]:outline-sunshine-300">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <div>
          <p className="text-xl font-extrabold text-white">{PRODUCT_NAME}</p>
          <p className="mt-1 text-lilac-100">{tagline}</p>
          <p className="mt-4 max-w-md text-sm text-lilac-200">
            <Trans>
              Free group mentorship for South Africans building an income, in support of UN Sustainable Development Goal
              8: decent work and jobs for young people.
            </Trans>
          </p>
          <p className="mt-4 text-sm text-lilac-100">
            <Trans>Share {PRODUCT_NAME}:</Trans>
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-5 text-sm">
            {socialShareLinks(siteUrl, shareText).map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center text-lilac-50 underline underline-offset-4"
                >
                  {link.label}
                  <span className="sr-only">
                    {' '}
                    <Trans>(share {PRODUCT_NAME}, opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t`Footer`} className="md:justify-self-end">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-lilac-50 underline-offset-4 hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 border-t border-lilac-800 px-4 py-2 text-xs text-lilac-200">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <DataSaverToggle />
        <LanguagePicker />
      </div>
    </footer>
  );
}
