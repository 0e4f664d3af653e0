import { demoAccount } from '../../worker/auth/demo-accounts.ts';
import type { Role } from './latency-rows.ts';

/** A tiny cookie jar: the `name=value` of every cookie the server set, sent back on each request. */
export class Cookies {
  private readonly values = new Map<string, string>();
  take(response: Response) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair.slice(at + 1) === '';
      if (expired) this.values.delete(name);
      else this.values.set(name, pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  list(url: string) {
    return [...this.values].map(([name, value]) => ({ name, value, url }));
  }
}

/** Signs in as the seeded demo account of `role` (POST /api/auth/login) and answers its cookies. */
export async function signIn(baseURL: string, role: Exclude<Role, 'visitor'>): Promise<Cookies> {
  const cookies = new Cookies();
  const { email, password } = demoAccount(role);
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${role} answered ${response.status}: ${await response.text()}`);
  cookies.take(response);
  return cookies;
}
