import { BusinessIntakeResponse, LinkMessage } from '@biz/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { stackEnv } from '../stack';
import { confirmEmail, signUpAndIn } from './client-steps';

const run = randomUUID().slice(0, 8);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/onboarding-${name}.png`, fullPage: true });
}

/** A typed answer each required control accepts: its HTML type says which. */
async function answerRequired(form: Locator) {
  for (const select of await form.locator('select[required]').all()) await select.selectOption({ index: 1 });
  for (const area of await form.locator('textarea[required]').all()) if (!(await area.inputValue())) await area.fill('Weekdays 9-5, Saturdays 10-2.');
  const byType: Record<string, string> = { email: 'it@onboarding.example', tel: '+1 555 010 0200', url: 'https://drive.example/shared', date: '2027-01-15', number: '3' };
  for (const input of await form.locator('input[required]').all()) if (!(await input.inputValue())) await input.fill(byType[(await input.getAttribute('type')) ?? 'text'] ?? 'Calendly and Gmail');
}

/** The link of the newest onboarding email to `to`, as a path on this stack: what its owner would click. */
async function onboardingLinkFromMail(to: string, businessName: string): Promise<string> {
  const subject = `Your onboarding form for ${businessName}`;
  await expect.poll(() => deliveredMail(to).filter((mail) => mail.subject === subject).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const link = new URL(/https?:\/\/\S+\/client\/onboarding\?token=\S+/.exec(deliveredMail(to).filter((mail) => mail.subject === subject).at(-1)!.text)![0]);
  return link.pathname + link.search;
}

for (const width of [1280, 390]) {
  test(`at ${width} px: the desk emails the form link, the client answers from the email and updates them in the portal, and the desk shows the answers`, async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `onboarding-${width}-${run}@client.example`;
    const businessName = `Onboard Spa ${width} ${run}`;
    const contact = `Pat Lee ${width}`;
    const intake = await request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'med-spa', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
    const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
    expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).ok()).toBe(true);

    // The desk opens the record and emails the client its form's link: queued, then in the record's email list.
    const deskContext = await browser.newContext({ viewport: { width, height: 900 } });
    const desk = await deskContext.newPage();
    await desk.goto(`/admin?client=${client.id}`);
    await desk.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
    await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
    const record = desk.getByRole('dialog');
    await expect(record.getByRole('heading', { name: businessName })).toBeVisible();
    await expect(record.getByText('The client has not answered its onboarding form yet.')).toBeVisible();
    await record.getByRole('button', { name: 'Email the form link' }).click();
    await expect(desk.getByText('Onboarding link queued', { exact: true })).toBeVisible();
    await expect(record.getByText(`Your onboarding form for ${businessName}`).first()).toBeVisible();
    await shot(desk, `desk-link-sent-${width}`);

    // The client opens the link from its mailbox (the stack's SMTP server): the form, no sign-in.
    const link = await onboardingLinkFromMail(email, businessName);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Onboarding for ${businessName}`);
    const form = page.getByRole('form', { name: 'Onboarding form' });
    await form.getByRole('button', { name: 'Send my answers' }).click();
    await expect(form.getByText('This answer is required').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'onboarding form from the email link, with field errors');
    await form.getByLabel('Who is our main contact?').fill(contact);
    await form.getByLabel('Website').fill('not a link');
    await answerRequired(form);
    await form.getByRole('button', { name: 'Send my answers' }).click();
    await expect(form.getByText('Please enter a link starting with http:// or https://')).toBeVisible();
    await form.getByLabel('Website').fill('https://onboard.example');
    await form.getByRole('button', { name: 'Send my answers' }).click();
    await expect(page.getByText('Answers sent', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `link-form-${width}`);

    // The agency withdraws the links it sent (one went astray): the same link now says so.
    await record.getByRole('button', { name: 'Withdraw sent links' }).click();
    await expect(desk.getByText('Onboarding links withdrawn', { exact: true })).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(LinkMessage.onboardingWithdrawn, { exact: false })).toBeVisible();

    // An altered link is refused with a clear message.
    await page.goto('/client/onboarding?token=altered.token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Link Did Not Work');
    await expect(page.getByText('This onboarding link is not valid.', { exact: false })).toBeVisible();

    // The client signs up with that email, proves it, and finds the form with its answers in the portal's Onboarding tab.
    await signUpAndIn(page, { email, businessName });
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await confirmEmail(page, email);
    await page.goto('/client/dashboard');
    await page.getByRole('tab', { name: 'Onboarding' }).click();
    const portalForm = page.getByRole('form', { name: 'Onboarding form' });
    await expect(portalForm.getByLabel('Who is our main contact?')).toHaveValue(contact);
    await portalForm.getByLabel('Who is our main contact?').fill(`${contact}, owner`);
    await portalForm.getByRole('button', { name: 'Update my answers' }).click();
    await expect(page.getByText('Answers updated', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `portal-form-${width}`);

    // The desk's record shows the latest answers, where they came from, and the timeline both submissions.
    await desk.reload();
    await expect(record.getByRole('heading', { name: businessName })).toBeVisible();
    const answers = record.getByRole('region', { name: 'Answers: Business basics' });
    await expect(answers.getByText(`${contact}, owner`, { exact: true })).toBeVisible();
    await expect(answers.getByText('https://onboard.example', { exact: true })).toBeVisible();
    await expect(record.getByText(/^Answered in the client portal on /)).toBeVisible();
    await expect(record.getByText('Client answered the onboarding form')).toBeVisible();
    await expect(record.getByText('Client updated its onboarding answers (the earlier ones were replaced)')).toBeVisible();
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await answers.scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `screenshots/onboarding-desk-answers-${width}.png` });
    await deskContext.close();
  });
}
