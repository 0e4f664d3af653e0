import { api } from '../../../worker/test/http.ts';

/** A POST as the caller that must succeed: part of a row's fixture, not the request under test. */
export async function postAs(cookie: string, path: string) {
  const res = await api(path, { method: 'POST', cookie });
  if (!res.ok) throw new Error(`fixture POST ${path} answered ${res.status}`);
}
