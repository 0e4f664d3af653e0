// Signs up members for the load scripts and benchmarks (load-sessions, bench-fanout, bench-advisor) against a local
// server, which keeps the sign-up email in its local outbox (docs/decisions/015-sign-in-limits-and-sign-up-answers.md):
// register, read the link from the outbox, confirm. Answers the new member's sign-in cookie.

export type NewMember = { email: string; password: string; firstName: string; lastName: string };

const CONFIRM_LINK = /\/api\/signup\/confirm\?token=([A-Za-z0-9_-]+)/;

export async function signUpMember(baseUrl: string, member: NewMember): Promise<string> {
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    // Load-test members are adults who accept the terms, as sign-up requires of every new member.
    body: JSON.stringify({ ...member, acceptTerms: true, ageGroup: 'adult' }),
  });
  if (registered.status !== 202) throw new Error(`sign-up answered ${registered.status}: ${await registered.text()}`);
  const outbox = await fetch(`${baseUrl}/api/dev/outbox/messages?to=${encodeURIComponent(member.email)}`);
  if (!outbox.ok) throw new Error(`the local outbox answered ${outbox.status} (is an email provider configured?)`);
  const [message] = ((await outbox.json()) as { items: { text: string }[] }).items;
  const token = message && CONFIRM_LINK.exec(message.text)?.[1];
  if (!token) throw new Error(`no sign-up link was sent to ${member.email}`);
  const confirmed = await fetch(`${baseUrl}/api/signup/confirm`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
  const cookie = confirmed.headers
    .getSetCookie()
    .find((c) => c.startsWith('sebenza_session='))
    ?.split(';')[0];
  if (confirmed.status !== 303 || !cookie) throw new Error(`confirming the sign-up answered ${confirmed.status}`);
  return cookie;
}
