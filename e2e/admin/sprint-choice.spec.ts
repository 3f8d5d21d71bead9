import { BusinessIntakeResponse, CreatePaymentIntentResponse, TestCards } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { lead } from '../lockin/lockin-steps';
import { expectNoSeriousA11yViolations } from '../axe';
import { stackEnv } from '../stack';

// A business that chose no workflow paid a Growth sprint: its record says the sprint needs its three
// automations chosen, and the agency picks them from the catalog.
const run = randomUUID().slice(0, 8);
const picks = ['AI Booking Assistant', 'Appointment Reminder & Confirmation Texts', 'Missed-Call Text-Back'];

async function signIn(page: Page, then: string) {
  await page.goto(then);
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${then.replace('?', '\\?')}$`));
}

for (const width of [1280, 390]) {
  test(`at ${width} px: the agency chooses a sprint's automations from the catalog, no more than it covers`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const businessName = `Choice Barber ${width} ${run}`;
    const contactEmail = `choice-${width}-${run}@sprint.example`;
    const intake = await request.post('/api/business-intake', { data: { businessName, contactEmail, industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
    const { client } = BusinessIntakeResponse.parse(await intake.json());
    const intent = await request.post('/api/create-payment-intent', { data: { package: 'growth', lead: { ...lead, businessName, contactEmail } } });
    const { clientSecret } = CreatePaymentIntentResponse.parse(await intent.json());
    expect((await request.post('/api/billing/test-mode/confirm-payment', { data: { clientSecret, card: { number: TestCards.success, expMonth: 12, expYear: 2040, cvc: '123' } } })).ok()).toBe(true);

    await signIn(page, `/admin?client=${client.id}`);
    const record = page.getByRole('dialog');
    const sprint = record.getByRole('list', { name: 'Paid sprints' });
    await expect(sprint.getByText('Needs 3 automations chosen')).toBeVisible({ timeout: 15_000 });
    await sprint.getByRole('button', { name: 'Choose from the catalog' }).click();

    const chooser = page.getByRole('dialog', { name: "Choose the Growth Sprint's automations" });
    for (const title of picks) await chooser.getByLabel(title, { exact: true }).check();
    await expect(chooser.getByText('Pick up to 3 from the catalog (3 picked).')).toBeVisible();
    // A fourth cannot be picked: the sprint covers three.
    await expect(chooser.getByLabel('Website AI Chat Concierge', { exact: true })).toBeDisabled();
    await page.screenshot({ path: `screenshots/sprint-choose-${width}.png` });
    await expectNoSeriousA11yViolations(page, 'choose sprint automations dialog');
    await chooser.getByRole('button', { name: 'Add 3 automations' }).click();

    await expect(page.getByText('Automations chosen', { exact: true })).toBeVisible();
    await expect(sprint.getByText(/3 of 3 chosen/)).toBeVisible();
    await expect(sprint.getByRole('button', { name: 'Choose from the catalog' })).toHaveCount(0);
    for (const title of picks) await expect(record.getByRole('form', { name: title })).toBeVisible();
    await expect(record.getByText(/^Covered by the Growth Sprint/)).toHaveCount(3);
  });
}
