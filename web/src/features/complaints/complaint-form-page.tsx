import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { LOGIN_PATH, paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { DEV_LOGIN_PATH, useDevLoginAvailable } from './api/complaints.ts';
import { ComplaintForm } from './components/complaint-form.tsx';
import { ComplaintInfo } from './components/complaint-info.tsx';
import { MyComplaints } from './components/my-complaints.tsx';
import { COMPLAINT_AUTH_TEXTS, complaintSendTexts, emptyComplaintValues } from './complaint-form.ts';
import { complaintsCatalog } from './locales/catalog.ts';

/**
 * Signed out (spec section 2): Sign In goes to /api/dev-login-form in development and /api/login otherwise.
 * The built SPA cannot read the Worker's APP_ENV, so it asks the server whether the development page exists
 * (it answers 404 in production); until the answer comes, and whenever in doubt, the link is /api/login.
 */
function AuthenticationRequired() {
  useCatalog(complaintsCatalog);
  const { t } = useLingui();
  const devLogin = useDevLoginAvailable();
  const href = devLogin.data ? DEV_LOGIN_PATH : LOGIN_PATH;
  return (
    <PageFrame title={t(COMPLAINT_AUTH_TEXTS.title)} description={t(COMPLAINT_AUTH_TEXTS.description)}>
      <p className="mt-8">
        <a href={href} onClick={() => saveRedirectAfterLogin(paths.complaintForm)} className={buttonStyles.primary}>
          <Trans>Sign In</Trans>
        </a>
      </p>
      <div className="mt-10 max-w-xl">
        <ComplaintInfo />
      </div>
    </PageFrame>
  );
}

/** After success (spec section 2): the confirmation, 'Submit Another Complaint' and 'Return to Home'. */
function Submitted({ onAnother }: { onAnother: () => void }) {
  useCatalog(complaintsCatalog);
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-3xl bg-grass-50 p-6 sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-grass-950 outline-none">
        <Trans>Complaint Submitted</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-800">{complaintSendTexts(i18n).saved}</p>
      <p className="mt-2 max-w-2xl text-neutral-800">
        <Trans>You can follow its status under “Your complaints” below, and you will be notified of the outcome.</Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onAnother} className={buttonStyles.primary}>
          <Trans>Submit Another Complaint</Trans>
        </button>
        <Link to={paths.home} className={buttonStyles.outline}>
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </div>
  );
}

function SignedInComplaint({ user }: { user: CurrentUser }) {
  useCatalog(complaintsCatalog);
  const { t } = useLingui();
  const [submitted, setSubmitted] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const initial = emptyComplaintValues({
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    contactDetails: user.email,
  });
  return (
    <PageFrame
      title={t`Submit a Complaint`}
      description={t`Report a problem with a mentor or mentee; every complaint is reviewed confidentially.`}
    >
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="lg:order-last lg:sticky lg:top-4">
          <ComplaintInfo />
        </div>
        <div>
          {submitted ? (
            <Submitted
              onAnother={() => {
                // A fresh form: the one just sent is gone (spec section 4: the form resets after success).
                setFormKey((key) => key + 1);
                setSubmitted(false);
              }}
            />
          ) : (
            <ComplaintForm key={formKey} initial={initial} onSubmitted={() => setSubmitted(true)} />
          )}
        </div>
      </div>
      <MyComplaints />
    </PageFrame>
  );
}

/** `/complaint-form` (spec sections 2, 4, 5): the spinner while sign-in is checked, then the panel or the form. */
export function ComplaintFormPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <AuthenticationRequired />;
  return <SignedInComplaint user={user} />;
}
