import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { LOGIN_PATH, paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { DEV_LOGIN_PATH, useDevLoginAvailable } from './api/complaints.ts';
import { ComplaintForm } from './components/complaint-form.tsx';
import { ComplaintInfo } from './components/complaint-info.tsx';
import { MyComplaints } from './components/my-complaints.tsx';
import { COMPLAINT_FORM_MESSAGES, COMPLAINT_SEND_TEXTS, emptyComplaintValues } from './complaint-form.ts';

const TITLE = 'Submit a Complaint';
const DESCRIPTION = 'Report a problem with a mentor or mentee; every complaint is reviewed confidentially.';

/**
 * Signed out (spec section 2): Sign In goes to /api/dev-login-form in development and /api/login otherwise.
 * The built SPA cannot read the Worker's APP_ENV, so it asks the server whether the development page exists
 * (it answers 404 in production); until the answer comes, and whenever in doubt, the link is /api/login.
 */
function AuthenticationRequired() {
  const devLogin = useDevLoginAvailable();
  const href = devLogin.data ? DEV_LOGIN_PATH : LOGIN_PATH;
  return (
    <PageFrame title={COMPLAINT_FORM_MESSAGES.authTitle} description={COMPLAINT_FORM_MESSAGES.auth}>
      <p className="mt-8">
        <a href={href} onClick={() => saveRedirectAfterLogin(paths.complaintForm)} className={buttonStyles.primary}>
          Sign In
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-3xl bg-grass-50 p-6 sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-grass-950 outline-none">
        Complaint Submitted
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-800">{COMPLAINT_SEND_TEXTS.saved}</p>
      <p className="mt-2 max-w-2xl text-neutral-800">
        You can follow its status under “Your complaints” below, and you will be notified of the outcome.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onAnother} className={buttonStyles.primary}>
          Submit Another Complaint
        </button>
        <Link to={paths.home} className={buttonStyles.outline}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}

function SignedInComplaint({ user }: { user: CurrentUser }) {
  const [submitted, setSubmitted] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const initial = emptyComplaintValues({
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    contactDetails: user.email,
  });
  return (
    <PageFrame title={TITLE} description={DESCRIPTION}>
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
