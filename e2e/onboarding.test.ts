import { describe, DESKTOP, expect, it, PHONE, signInThroughPage, signUpInBrowser } from './fixtures.ts';

// The attend path end to end (short profile, matches, Connect, the mentor's session and the notice) is
// e2e/newcomer-journey.test.ts.

describe('the welcome page (/complete-profile)', () => {
  it('asks a visitor to join, then greets the new member by first name and offers both paths', async ({
    newPage,
    uniqueEmail,
  }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/complete-profile');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Sebenza' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Join Sebenza' }).click();
    await page.waitForURL('**/api/login?mode=signup');
    await signUpInBrowser(page, { firstName: 'Thuli', lastName: 'Ngcobo', email: uniqueEmail('onboarding') });

    // On the welcome page (where a new account starts, and the saved redirectAfterLogin), signed in.
    await page.getByRole('heading', { level: 1, name: 'Welcome, Thuli!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/complete-profile');
    expect(await page.title()).toBe('Welcome · Sebenza');
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Find a mentor' }).getAttribute('href')).toBe(
      '/complete-profile?step=attend',
    );
    expect(await main.getByRole('link', { name: 'Become a mentor' }).getAttribute('href')).toBe('/become-mentor');
    expect(await main.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe('/');

    await main.getByRole('link', { name: 'Become a mentor' }).click();
    await page.waitForURL((url) => url.pathname === '/become-mentor');
    await page.goBack();
    // Attending starts with the short profile, which can be skipped for the mentor list.
    await main.getByRole('link', { name: 'Find a mentor' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tell us about you' }).waitFor();
    await main.getByRole('link', { name: 'Skip, browse all mentors' }).click();
    await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
    await page.goBack();
    await page.goBack();

    // Skipping goes home, where a newcomer is welcomed, not welcomed back; the next visit welcomes them back.
    // The dashboard records the first greeting with a POST; a reload before it lands would greet them afresh.
    const greetingRecorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/dashboard/welcomed') && response.request().method() === 'POST',
    );
    await main.getByRole('link', { name: 'Skip for now' }).click();
    // The welcome page's own heading reads 'Welcome, Thuli!': wait for the dashboard before reading it.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Thuli' }).waitFor();
    await greetingRecorded;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Thuli' }).waitFor();
  });

  it('sends a user who already has a mentor profile to /', async ({ newPage, createUser }) => {
    const { page } = await newPage(DESKTOP);
    const mentor = await createUser({ role: 'mentor', firstName: 'Sipho', lastName: 'Dlamini' });
    await signInThroughPage(page, mentor.email, mentor.password);
    await page.getByRole('heading', { name: `Welcome back, ${mentor.firstName}` }).waitFor();
    await page.goto('/complete-profile?step=attend');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: `Welcome back, ${mentor.firstName}` }).waitFor();
    expect(await page.getByRole('heading', { name: `Welcome, ${mentor.firstName}!` }).count()).toBe(0);
  });
});
