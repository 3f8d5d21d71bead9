import { BusinessIntakeResponse, ServerMessage } from '@biz/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { confirmEmail, linkFromMail, signUpAndIn } from './client-steps';

// Whoever proves the address owns the account: a stranger who signs up with a lead's email (or moves an account
// to it) never gets the lead's business from the lead's click on "Confirm your email address".
const run = randomUUID().slice(0, 8);
const strangerSecret = 'the stranger secret';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/ownership-${name}.png`, fullPage: true });
}

/** A lead who finished the wizard and chose two workflows: their titles. */
async function leadThroughWizard(page: Page, businessName: string, email: string): Promise<string[]> {
  const intake = await page.request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
  const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
  expect((await page.request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).ok()).toBe(true);
  return suggestions.slice(0, 2).map((workflow) => workflow.title);
}

const newPage = async (browser: Browser, width = 1280) => (await browser.newContext({ viewport: { width, height: 900 } })).newPage();

/** The lead opens the newest confirmation link (or an email change's) in a browser of their own: asked for the account's password. */
async function leadOpensLink(page: Page, email: string, { emailChange = false } = {}) {
  await page.goto(await linkFromMail(email, emailChange ? 'Confirm your new email address' : 'Confirm your email address', '/client/verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Email');
  await expect(page.getByText(ServerMessage.confirmWithPassword)).toBeVisible();
  await expect(page.getByText(emailChange ? new RegExp(`An account made on .+ asked to move to ${email}\\.`) : new RegExp(`The account of ${email} was made on`))).toBeVisible();
}

/** The lead does not know the stranger's password: chooses a new one, which confirms and signs the lead in. */
async function leadChoosesPassword(page: Page) {
  const form = page.getByRole('form', { name: 'Confirm your email address' });
  await form.getByRole('button', { name: 'Choose a new password instead' }).click();
  await form.getByLabel(/^New password/).fill('the lead own secret');
  await form.getByRole('button', { name: 'Save the password and confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Confirmed');
  await page.getByRole('link', { name: 'Open your dashboard' }).click();
}

for (const { name, width } of [{ name: 'desktop', width: 1280 }, { name: 'phone', width: 390 }]) {
  test(`a stranger signed up with the lead's email: the lead's click asks, and the lead's new password ends the stranger's session (${name})`, async ({ browser }) => {
    const email = `lead-${name}-${run}@ownership.example`;
    const businessName = `Claimed Dental ${name} ${run}`;
    const lead = await newPage(browser, width);
    const titles = await leadThroughWizard(lead, businessName, email);

    const stranger = await newPage(browser);
    await signUpAndIn(stranger, { email, businessName: 'Not Them' }, strangerSecret);
    await expect(stranger.getByText('Please confirm your email address')).toBeVisible();
    await expect(stranger.getByText(titles[0])).toHaveCount(0);

    await leadOpensLink(lead, email);
    await shot(lead, `asked-${name}`);
    await expectNoSeriousA11yViolations(lead, `confirmation asks for the password (${name})`);
    // A guess is refused under the field, and nothing is confirmed.
    const form = lead.getByRole('form', { name: 'Confirm your email address' });
    await form.getByLabel(/^Password of the account/).fill('a guess at it');
    await form.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(form.getByText(ServerMessage.wrongAccountPassword)).toBeVisible();
    await leadChoosesPassword(lead);
    for (const title of titles) await expect(lead.getByText(title)).toBeVisible();
    await shot(lead, `confirmed-dashboard-${name}`);

    await stranger.reload();
    await expect(stranger).toHaveURL(/\/client\/login$/);
    await lead.context().close();
    await stranger.context().close();
  });
}

test("a stranger who signed up before the lead existed: the lead says \"This wasn't me\" and the account is gone", async ({ browser }) => {
  const email = `early-${run}@ownership.example`;
  const stranger = await newPage(browser);
  await signUpAndIn(stranger, { email, businessName: 'Early Stranger' }, strangerSecret);
  const lead = await newPage(browser);
  await leadThroughWizard(lead, `Early Spa ${run}`, email);

  await leadOpensLink(lead, email);
  await lead.getByRole('button', { name: "This wasn't me" }).click();
  await expect(lead.getByRole('heading', { level: 1 })).toHaveText('Taken Off Your Address');
  await expect(lead.getByText(ServerMessage.unprovenAccountRemoved)).toBeVisible();
  await expectNoSeriousA11yViolations(lead, 'confirmation declined');

  await stranger.reload();
  await expect(stranger).toHaveURL(/\/client\/login$/);
  // The address is free: the lead makes their own account and proves it.
  await signUpAndIn(lead, { email, businessName: `Early Spa ${run}` });
  await confirmEmail(lead, email);
  await lead.context().close();
  await stranger.context().close();
});

test("a stranger who asks to move their own account to the lead's address gets nothing from the lead's click; the former address is told", async ({ browser }) => {
  const own = `own-${run}@stranger.example`;
  const email = `moved-to-${run}@ownership.example`;
  const stranger = await newPage(browser);
  await signUpAndIn(stranger, { email: own, businessName: 'Mover Stranger' }, strangerSecret);
  await confirmEmail(stranger, own);
  const lead = await newPage(browser);
  const titles = await leadThroughWizard(lead, `Moved Bakery ${run}`, email);

  await stranger.goto('/client/account');
  const move = stranger.getByRole('form', { name: 'Change your email' });
  await move.getByLabel('New email').fill(email);
  await move.getByLabel(/^Current password/).fill(strangerSecret);
  await move.getByRole('button', { name: 'Change email' }).click();
  await expect(stranger.getByText(ServerMessage.emailChangeSent)).toBeVisible();
  await shot(stranger, 'email-change-asked');

  await leadOpensLink(lead, email, { emailChange: true });
  await shot(lead, 'email-change-confirm');
  await leadChoosesPassword(lead);
  for (const title of titles) await expect(lead.getByText(title)).toBeVisible();
  await expect.poll(() => deliveredMail(own).map((mail) => mail.subject), { timeout: 15_000 }).toContain('Your email address was changed');
  await stranger.reload();
  await expect(stranger).toHaveURL(/\/client\/login$/);
  await lead.context().close();
  await stranger.context().close();
});
