// The signed-in side of `npm run bench:lighthouse` (scripts/bench-lighthouse.ts): one sign-in as a demo member for
// every run, and the checks that each run measured that member's page and left the session as it was.
import type { Result } from 'lighthouse';
import { demoAccount } from '../../worker/auth/demo-accounts.ts';
import { type Cookies, signIn } from './demo-sign-in.ts';

/** A signed-in member: the session's cookies, and the account they must belong to. */
export interface Member {
  role: 'mentee' | 'mentor';
  email: string;
  cookies: Cookies;
}

/** Signs in as the demo account of `role`, once for every run, and checks that the session answers as it. */
export async function signInAs(baseURL: string, role: Member['role']): Promise<Member> {
  const member = { role, email: demoAccount(role).email, cookies: await signIn(baseURL, role) };
  await checkStillSignedIn(baseURL, member);
  return member;
}

/** Throws unless the member's cookies still sign GET /api/auth/user in as the member (nothing signed them out). */
export async function checkStillSignedIn(baseURL: string, member: Member) {
  const response = await fetch(`${baseURL}/api/auth/user`, { headers: { Cookie: member.cookies.header() } });
  const user = response.ok ? ((await response.json()) as { email?: string }) : null;
  if (user?.email !== member.email) {
    throw new Error(`The ${member.role}'s session no longer answers as ${member.email} (${response.status}).`);
  }
}

/**
 * Why the load Lighthouse measured was not the member's page, or null when it was: it must end on the page asked
 * (a member whose session is not accepted is sent to sign in), and no API request of the load may have been refused.
 */
export function notTheSignedInPage(lhr: Result, pageUrl: string): string | null {
  const asked = new URL(pageUrl);
  const ended = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl) : null;
  if (ended?.pathname !== asked.pathname) {
    return `not the signed-in page: the load ended at ${ended ? `${ended.pathname}${ended.search}` : 'nothing'}`;
  }
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const refused = items.filter((item) => {
    const url = typeof item.url === 'string' ? new URL(item.url) : null;
    const api = url?.origin === asked.origin && url.pathname.startsWith('/api/');
    return api && (item.statusCode === 401 || item.statusCode === 403);
  });
  if (refused.length) {
    return `not signed in: ${refused.map((item) => `${new URL(String(item.url)).pathname} ${item.statusCode}`).join(', ')}`;
  }
  return null;
}
