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

  it('shows popular mentors, not "mentors who match you", to a newcomer who leaves every answer empty', async ({
    newPage,
    uniqueEmail,
  }) => {
    const { page } = await newPage(PHONE);
    await signUpInBrowser(page, { firstName: 'Lwazi', email: uniqueEmail('no-answers') });
    await page.goto('/complete-profile?step=attend');
    const form = page.getByRole('form', { name: 'About you' });
    await form.getByRole('button', { name: 'Show my matches' }).click();
    await page.getByRole('heading', { level: 1, name: 'Popular mentors' }).waitFor();
    await page.getByRole('list', { name: 'Popular mentors' }).getByRole('article').first().waitFor();
    await page.getByText('None of your answers matched a mentor yet').waitFor();
    expect(await page.getByRole('heading', { name: 'Mentors who match you' }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Mentors who match you' }).count()).toBe(0);
    expect(await page.getByText(/^Matches your /).count()).toBe(0);
  });
});

describe('the terms of use (/terms)', () => {
  it('are linked from the sign-up form and the footer, and read in plain words without an account', async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/api/login?mode=signup');
    const consent = page.getByLabel('I accept the terms of use and the privacy notice');
    await consent.waitFor();
    expect(await page.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/terms');
    expect(await page.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');

    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Terms of use' }).click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    const sections = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(sections).toEqual([
      'What Sebenza is',
      'Your account',
      'What members may not do',
      'Complaints',
      'Guidance, not professional advice',
      'Payments and cancellations',
      'The law that applies',
    ]);
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'complaint form' }).getAttribute('href')).toBe('/complaint-form');
    expect(await main.getByRole('link', { name: 'privacy notice' }).first().getAttribute('href')).toBe('/privacy');
    await main.getByText('governed by the law of the Republic of South Africa').waitFor();
    await main.getByText('not financial, investment, tax or legal advice').waitFor();

    // Rendered on the server like /privacy: the HTML itself carries the terms, before any script runs.
    const html = await (await page.request.get('/terms')).text();
    expect(html).toContain('What members may not do');
  });
});
