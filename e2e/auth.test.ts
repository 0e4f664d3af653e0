import { describe, DESKTOP, expect, it, PHONE, signInThroughPage, signUpInBrowser } from './fixtures.ts';

// Each test has its own account: the first makes it through the sign-up page (with an email from the fixture, so
// the account goes once the run is over), the others get one from the fixture, so any of them can run alone.

describe('accounts in the browser', () => {
  it('signs up through Join Sebenza, confirms the email and lands on the welcome page', async ({
    newPage,
    uniqueEmail,
  }) => {
    const email = uniqueEmail('signup');
    const { page } = await newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Sebenza' }).click();
    await page.waitForURL('**/api/login?mode=signup');
    await expect.poll(() => page.getByRole('heading', { name: 'Join Sebenza' }).isVisible()).toBe(true);

    await page.getByLabel('First name').fill('Nomsa');
    await page.getByLabel('Last name').fill('Zulu');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('I am 18 or older').check();
    await page.getByLabel('I accept the terms of use and the privacy notice').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Password must be at least 8 characters.');
    // What was typed and chosen (but the password) survives the failed attempt.
    expect(await page.getByLabel('First name').inputValue()).toBe('Nomsa');
    expect(await page.getByLabel('I am 18 or older').isChecked()).toBe(true);
    expect(await page.getByLabel('I accept the terms of use and the privacy notice').isChecked()).toBe(true);

    // A password from the lists of leaked passwords is refused, and the page says why.
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('one of the most common passwords');

    // Still on the sign-up page: the helper completes it from here, as a person would.
    await signUpInBrowser(page, { firstName: 'Nomsa', lastName: 'Zulu', email });
    await page.getByRole('heading', { name: 'Welcome, Nomsa!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/complete-profile');
    // A new member: the first visit to the dashboard welcomes them, later ones welcome them back.
    // The dashboard records the first greeting with a POST; a reload before it lands would greet them afresh.
    const greetingRecorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/dashboard/welcomed') && response.request().method() === 'POST',
    );
    await page.getByRole('link', { name: 'Skip for now' }).click();
    // The welcome page's own heading reads 'Welcome, Nomsa!': wait for the dashboard before reading it.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nomsa' }).waitFor();
    await page.getByText('MENTEE', { exact: true }).waitFor();
    await greetingRecorded;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Nomsa' }).waitFor();
  });

  it('signs out from the Personal Profile menu, then signs in again', async ({ newPage, createUser }) => {
    const { email, password } = await createUser({ firstName: 'Nomsa', lastName: 'Zulu' });
    const { page } = await newPage(DESKTOP);
    await signInThroughPage(page, email, password);
    await page.getByRole('heading', { name: 'Welcome back, Nomsa' }).waitFor();

    await page.getByRole('button', { name: 'Personal Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session is gone on the server, not only in this tab.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/api/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Incorrect email or password.');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Nomsa' }).waitFor();
  });

  it('honours a saved same-site redirectAfterLogin, once, and ignores another site', async ({
    newPage,
    createUser,
  }) => {
    const { email, password } = await createUser({ firstName: 'Nomsa', lastName: 'Zulu' });
    const { context, page } = await newPage(PHONE);
    await page.goto('/journeys');
    await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '/community'));
    await signInThroughPage(page, email, password);
    await page.waitForURL('**/community');
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();

    await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '//evil.example/steal'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome back, Nomsa' }).waitFor();
    expect(new URL(page.url()).host).toBe(new URL(context.pages()[0]!.url()).host);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
  });
});
