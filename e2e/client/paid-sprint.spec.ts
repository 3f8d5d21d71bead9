import { BusinessIntakeResponse, Packages } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fillCard, fillLeadForm, lead } from '../lockin/lockin-steps';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { stackEnv } from '../stack';
import { confirmEmail, signUpAndIn } from './client-steps';
import { openDeskView } from '../admin/desk-steps';

const run = randomUUID().slice(0, 8);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/sprint-${name}.png`, fullPage: true });
}

for (const { name, width } of [{ name: 'desktop', width: 1280 }, { name: 'phone', width: 390 }]) {
  test(`a paid Growth sprint becomes three automations the client sees once its email is proven; the desk refunds it (${name})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `sprint-${name}-${run}@client.example`;
    const businessName = `Sprint Salon ${name} ${run}`;
    // The business chose three workflows in the wizard first: the sprint builds those.
    const intake = await request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work', 'Increase Sales & Revenue'] } });
    const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
    const chosen = suggestions.slice(0, 3);
    expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: chosen } })).ok()).toBe(true);

    // The buyer pays the Growth Sprint on the site.
    await page.goto('/lockin/form?package=growth');
    await fillLeadForm(page, { ...lead, businessName, contactEmail: email });
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await expect(page).toHaveURL(/\/lockin\/checkout\/growth$/);
    await fillCard(page, '4242 4242 4242 4242');
    await expectNoSeriousA11yViolations(page, 'sprint checkout');
    await page.getByRole('button', { name: Packages.growth.payLabel }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    await expectNoSeriousA11yViolations(page, 'payment success');

    // Signs up in the portal: nothing shows until the address is proven, then the sprint and its three automations.
    await signUpAndIn(page, { email, businessName });
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByText('Please confirm your email address')).toBeVisible();
    await expect(page.getByText(chosen[0].title)).toHaveCount(0);
    await confirmEmail(page, email);
    await page.getByRole('link', { name: 'Open your dashboard' }).click();
    await expect(page.getByText('Your Growth Sprint is paid: $1,000, once')).toBeVisible();
    await expect(page.getByText(/It covers the 3 automations below, delivered within 24 hours/)).toBeVisible();
    for (const workflow of chosen) {
      const card = page.getByRole('listitem').filter({ hasText: workflow.title });
      await expect(card.getByText('Pending Setup')).toBeVisible();
      await expect(card.getByText('Covered by your Growth Sprint')).toBeVisible();
    }
    // One price for the work: no setup or monthly price of its own on any of them.
    await expect(page.getByText('Setup', { exact: true })).toHaveCount(0);
    await shot(page, `portal-${name}`);
    await expectNoSeriousA11yViolations(page, 'portal with a paid sprint');

    // The plan chooser sells no second price for the same three automations.
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await expect(page.getByText("Your sprint's automations are paid for")).toBeVisible();
    await expect(page.getByLabel('Growth plan').getByText('Up to 10 more automations on top of the 3 automations your sprint paid for, and ongoing support once its 30 days end.')).toBeVisible();
    await shot(page, `plans-${name}`);

    // The owner refunds it from the desk's Orders tab, within the guarantee.
    await page.goto('/admin-login');
    await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await openDeskView(page, 'Orders');
    await page.getByLabel('Search orders').fill(businessName);
    const order = page.getByRole('row', { name: new RegExp(businessName) });
    await expect(order.getByText('Paid', { exact: true })).toBeVisible();
    await order.getByRole('button', { name: `Refund ${businessName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
    await expect(dialog.getByText(/under the 7-day money-back guarantee/)).toBeVisible();
    await shot(page, `refund-dialog-${name}`);
    await expectNoSeriousA11yViolations(page, 'refund dialog');
    await dialog.getByRole('button', { name: 'Refund order' }).click();
    await expect(page.getByText('Order refunded', { exact: true })).toBeVisible();
    await expect(order.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(order.getByRole('button', { name: `Refund ${businessName}` })).toHaveCount(0);
    await shot(page, `refunded-${name}`);

    // The client is told by email, and the record shows the refund and the sprint as refunded.
    await expect.poll(() => deliveredMail(email).filter((mail) => mail.subject === 'Your Growth Sprint has been refunded').length, { timeout: 15_000 }).toBe(1);
    await order.getByRole('button', { name: `View client ${businessName}` }).click();
    const record = page.getByRole('dialog');
    await expect(record.getByRole('list', { name: 'Timeline' }).getByText('Refunded the Growth Sprint ($1,000)')).toBeVisible();
    const sprints = record.getByRole('list', { name: 'Paid sprints' });
    await expect(sprints.getByText(/^Refunded /)).toBeVisible();
    // The record scrolls inside its dialog: the picture is of its sprint and automations.
    await sprints.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/sprint-record-${name}.png` });
  });
}
