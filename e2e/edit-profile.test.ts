import type { Page } from 'playwright-core';
import { describe, DESKTOP, expect, it, PHONE, signUpInBrowser, toastsOnceFormSays } from './fixtures.ts';

// Every profile edited here belongs to an account the test made, so a test that fails half way leaves no demo
// profile changed.

function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page).filter({ hasText: title });
  await item.waitFor();
  if (description) expect(await item.innerText()).toContain(description);
}

/** A new account through the sign-up page: it starts on the welcome page. */
async function signUp(page: Page, firstName: string, email: string) {
  await signUpInBrowser(page, { firstName, email });
  await page.getByRole('heading', { name: `Welcome, ${firstName}!` }).waitFor();
}

const menteeForm = (page: Page) => page.getByRole('form', { name: 'Mentee profile' });
const mentorForm = (page: Page) => page.getByRole('form', { name: 'Mentor profile' });

describe('editing a mentee profile', () => {
  it('starts a new user with the spec defaults and keeps what they save after a reload', async ({
    newPage,
    uniqueEmail,
  }) => {
    const { page } = await newPage(PHONE);
    await signUp(page, 'Ayanda', uniqueEmail('ayanda'));
    await page.getByRole('button', { name: 'Personal Profile' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    const form = menteeForm(page);
    await form.waitFor();
    expect(await page.getByText('You have no mentee profile yet.').isVisible()).toBe(true);
    // Spec section 3 defaults for a new profile.
    expect(await form.getByLabel('Experience level').inputValue()).toBe('beginner');
    expect(await form.getByLabel('Time you can give').inputValue()).toBe('flexible');
    expect(await form.getByLabel('How you learn best').inputValue()).toBe('visual');
    // No option of any select has an empty value (spec section 5).
    expect(await form.locator('option[value=""]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await form.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');

    await form.getByLabel('About you').fill('Matric 2024, selling sweets at school.');
    await form.getByLabel('Current situation').fill('Looking for work in Durban');
    await form.getByLabel('Goals').fill('Earn R2,000 a month from baking.');
    await form.getByLabel('Interests').fill('baking,  photography ,');
    await form.getByLabel('Preferred journey path').selectOption('side-hustle-starter');
    await form.getByLabel('Location').fill('Durban');
    await form.getByLabel('Experience level').selectOption('intermediate');
    await form.getByLabel('How you learn best').selectOption('hands-on');
    await form.getByRole('button', { name: 'Save mentee profile' }).click();
    await expectToast(page, 'Profile saved');

    await page.reload();
    await menteeForm(page).waitFor();
    const again = menteeForm(page);
    expect(await page.getByText('You have no mentee profile yet.').count()).toBe(0);
    expect(await again.getByLabel('About you').inputValue()).toBe('Matric 2024, selling sweets at school.');
    expect(await again.getByLabel('Current situation').inputValue()).toBe('Looking for work in Durban');
    expect(await again.getByLabel('Goals').inputValue()).toBe('Earn R2,000 a month from baking.');
    expect(await again.getByLabel('Interests').inputValue()).toBe('baking, photography');
    expect(await again.getByLabel('Preferred journey path').inputValue()).toBe('side-hustle-starter');
    expect(await again.getByLabel('Location').inputValue()).toBe('Durban');
    expect(await again.getByLabel('Experience level').inputValue()).toBe('intermediate');
    expect(await again.getByLabel('Time you can give').inputValue()).toBe('flexible');
    expect(await again.getByLabel('How you learn best').inputValue()).toBe('hands-on');
  });

  it('falls back from PUT to POST, says why a save failed, and loses nothing typed', async ({ signedInPage }) => {
    const { page } = await signedInPage({ firstName: 'Lerato', lastName: 'Mokoena' }, DESKTOP);
    const stored = await page.request.put('/api/mentee-profile', {
      data: { currentSituation: 'Unemployed, living with family in Tembisa', goals: 'Sell vetkoek at the taxi rank' },
    });
    expect(stored.ok()).toBe(true);
    await page.goto('/edit-profile');
    const form = menteeForm(page);
    await form.waitFor();
    // The stored profile is loaded.
    expect(await form.getByLabel('Current situation').inputValue()).toBe('Unemployed, living with family in Tembisa');

    const methods: string[] = [];
    await page.route('**/api/mentee-profile', async (route) => {
      const method = route.request().method();
      if (method === 'GET') return route.fallback();
      methods.push(method);
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The database is busy. Please try again in a minute.' }),
      });
    });
    const goals = `Open a stall at the taxi rank by ${Date.now()}`;
    await form.getByLabel('Goals').fill(goals);
    await form.getByRole('button', { name: 'Save mentee profile' }).click();
    expect(await toastsOnceFormSays(page, 'Save Failed: The database is busy. Please try again in a minute.')).toBe(0);
    expect(methods).toEqual(['PUT', 'POST']);
    expect(await form.getByLabel('Goals').inputValue()).toBe(goals);
    expect(await form.getByRole('button', { name: 'Save mentee profile' }).isEnabled()).toBe(true);

    await page.unroute('**/api/mentee-profile');
    await form.getByRole('button', { name: 'Save mentee profile' }).click();
    await expectToast(page, 'Profile saved');
    await page.reload();
    await menteeForm(page).waitFor();
    expect(await menteeForm(page).getByLabel('Goals').inputValue()).toBe(goals);
  });

  it('shows visitors Access Required and a Sign In button (spec section 2), not the form', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/edit-profile');
    await page.getByRole('heading', { name: 'Access Required' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await menteeForm(page).count()).toBe(0);
  });
});

describe('editing a mentor profile', () => {
  it('checks the spec rules, saves, and keeps the change after a reload; the mentee tab is there too', async ({
    signedInPage,
  }) => {
    const { page } = await signedInPage(
      {
        role: 'mentor',
        mentorProfile: {
          title: 'Caterer',
          journeyPaths: ['creative-hustler', 'rural-innovator'],
          skills: ['Catering', 'Pricing'],
        },
      },
      DESKTOP,
    );
    await page.goto('/edit-profile');
    const form = mentorForm(page);
    await form.waitFor();
    expect(await page.getByRole('tab', { name: 'Mentor profile' }).getAttribute('aria-selected')).toBe('true');
    const name = form.getByRole('textbox', { name: 'Full name' });
    const title = form.getByRole('textbox', { name: 'Title' });
    const originalName = await name.inputValue();
    const originalTitle = await title.inputValue();
    expect(originalName).not.toBe('');

    await name.fill('');
    await form.getByRole('button', { name: 'Save mentor profile' }).click();
    expect(await toastsOnceFormSays(page, 'Name and title are required.')).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mentor-name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    await name.fill(originalName);
    const journeyGroup = form.getByRole('group', { name: /Journey paths/ });
    const journeyLabels: string[] = [];
    for (const box of await journeyGroup.getByRole('checkbox', { checked: true }).all()) {
      journeyLabels.push((await box.locator('xpath=..').innerText()).trim());
    }
    expect(journeyLabels.length).toBeGreaterThan(0);
    for (const label of journeyLabels) await journeyGroup.getByRole('checkbox', { name: label, exact: true }).uncheck();
    await form.getByRole('button', { name: 'Save mentor profile' }).click();
    expect(await toastsOnceFormSays(page, 'Please select at least one journey path.')).toBe(0);
    for (const label of journeyLabels) await journeyGroup.getByRole('checkbox', { name: label, exact: true }).check();

    const skills = form.getByRole('textbox', { name: 'Skills' });
    const originalSkills = await skills.inputValue();
    await skills.fill(' , ');
    await form.getByRole('button', { name: 'Save mentor profile' }).click();
    expect(await toastsOnceFormSays(page, 'Please list at least one skill.')).toBe(0);
    await skills.fill(originalSkills || 'Pricing');

    const newTitle = `Caterer and trainer ${Date.now()}`;
    await title.fill(newTitle);
    await form.getByRole('button', { name: 'Save mentor profile' }).click();
    await expectToast(page, 'Profile updated');

    await page.reload();
    await mentorForm(page).waitFor();
    expect(await mentorForm(page).getByRole('textbox', { name: 'Title' }).inputValue()).toBe(newTitle);
    const saved = await (await page.request.get('/api/mentors/profile')).json();
    expect(saved.title).toBe(newTitle);
    expect(saved.journeyPaths.length).toBe(journeyLabels.length);

    // The same person can keep a mentee profile: the other tab.
    await page.getByRole('tab', { name: 'Mentee profile' }).click();
    await menteeForm(page).waitFor();
    expect(await mentorForm(page).isVisible()).toBe(false);

    // Back on the mentor tab, the form still saves (the earlier title, as it happens).
    await page.getByRole('tab', { name: 'Mentor profile' }).click();
    await mentorForm(page).getByRole('textbox', { name: 'Title' }).fill(originalTitle);
    await mentorForm(page).getByRole('button', { name: 'Save mentor profile' }).click();
    await expectToast(page, 'Profile updated');
  });

  it('says a refused save beside the field the server names, once, and keeps what was typed', async ({
    signedInPage,
  }) => {
    const { page } = await signedInPage({ role: 'mentor' }, PHONE);
    await page.goto('/edit-profile');
    const form = mentorForm(page);
    await form.waitFor();
    await page.route('**/api/mentors/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'location: Must be at most 100 characters.',
              issues: [{ path: 'location', message: 'Must be at most 100 characters.' }],
            }),
          })
        : route.fallback(),
    );
    await form.getByRole('textbox', { name: 'Location' }).fill('Khayelitsha, Cape Town');
    await form.getByRole('button', { name: 'Save mentor profile' }).click();
    // Said once, beside the field the server named: no toast, no second copy in the form's alert.
    expect(await toastsOnceFormSays(page, 'Must be at most 100 characters.')).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mentor-location');
    expect(await form.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('Khayelitsha, Cape Town');
    expect(await form.getByText('Must be at most 100 characters.', { exact: true }).isVisible()).toBe(true);
  });
});
