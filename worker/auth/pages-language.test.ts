import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../schema/contract/app-languages.ts';
import { api } from '../test/http.ts';

describe("the sign-in pages in the reader's language (decision 042)", () => {
  it("are in the browser's language when it names one of ours, with <html lang> saying so", async () => {
    const page = await (
      await api('/api/login?mode=signup', { headers: { 'Accept-Language': 'zu-ZA, en;q=0.8' } })
    ).text();
    expect(page).toContain('<html lang="zu-ZA">');
    expect(page).toContain('<h1>Joyina iSebenza</h1>');
    expect(page).toContain('Ngineminyaka engu-18 noma ngaphezulu');
    // The links inside a translated sentence stay links.
    expect(page).toContain('Ngiyayamukela <a href="/terms" target="_blank">imigomo yokusebenzisa</a>');
  });

  it('follow the language cookie over the browser, and are English without either', async () => {
    const afrikaans = await (
      await api('/api/login', { headers: { Cookie: `${LANGUAGE_COOKIE}=af`, 'Accept-Language': 'zu' } })
    ).text();
    expect(afrikaans).toContain('<html lang="af-ZA">');
    expect(afrikaans).toContain('<h1>Meld aan by Sebenza</h1>');
    const english = await (await api('/api/login')).text();
    expect(english).toContain('<html lang="en-ZA">');
    expect(english).toContain('<h1>Sign in to Sebenza</h1>');
    expect(english).toContain('New to Sebenza? <a href="/api/login?mode=signup">Create an account</a>');
  });

  it('write the password reset pages in the reader’s language too', async () => {
    const page = await (await api('/api/auth/forgot-password', { headers: { 'Accept-Language': 'xh' } })).text();
    expect(page).toContain('<html lang="xh-ZA">');
    expect(page).toContain('Ndithumelele ikhonkco');
  });
});
