import { Packages } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { boardCard, boardColumn, expectOnBoard, signInAdmin } from '../admin/desk-steps';
import { expectNoSeriousA11yViolations } from '../axe';
import { linkFromMail } from '../client/client-steps';
import { fillCard, fillLeadForm, lead } from './lockin-steps';

// Issue 46: a buyer who never used the wizard is a business like any other (decision 063).
const run = randomUUID().slice(0, 8);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/walk-in-${name}.png`, fullPage: true });
}

test('a walk-in buyer pays with 4242, is on the board at Won with its details, and its portal invitation proves the address and shows the sprint', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const businessName = `Walk-in Grooming ${run}`;
  const email = `walk-in-${run}@buyer.example`;

  await page.goto('/lockin/form?package=growth');
  await fillLeadForm(page, { ...lead, businessName, contactEmail: email });
  await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/lockin\/checkout\/growth$/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: Packages.growth.payLabel }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');

  // The desk: at Won on the board, and its record has the form's details and the call the payment asks for.
  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAdmin(desk);
  await expectOnBoard(desk, businessName, 'won');
  await boardCard(boardColumn(desk, 'won'), businessName).getByRole('link', { name: businessName, exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  for (const fact of [email, lead.contactPhone]) await expect(desk.getByText(fact, { exact: true }).first()).toBeVisible();
  // Its value is what it bought (decision 064), not the $0 of a selection it never made.
  await expect(desk.getByRole('definition').filter({ hasText: 'Sprints $1,000' })).toHaveText('$1,000Sprints $1,000');
  await desk.getByRole('navigation', { name: 'Record sections' }).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(desk.getByRole('list', { name: 'Open tasks' }).getByText('Book the discovery call of the Growth Sprint')).toBeVisible();
  await desk.screenshot({ path: 'screenshots/walk-in-record.png' });
  await desk.close();

  // The buyer's inbox: the invitation, whose link asks only for a first password and proves the address.
  await page.goto(await linkFromMail(email, 'Your client portal is ready', '/client/verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Client Portal');
  await expect(page.getByRole('button', { name: "This wasn't me" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'portal invitation');
  await shot(page, 'invitation');
  const form = page.getByRole('form', { name: 'Confirm your email address' });
  await form.getByLabel(/^Choose a password/).fill('my own portal password');
  await form.getByRole('button', { name: 'Open my portal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Confirmed');
  await page.getByRole('link', { name: 'Open your dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByText('Your Growth Sprint is paid: $1,000, once')).toBeVisible();
  await expect(page.getByText(/It covers 3 automations, which we choose with you on your discovery call, delivered within 24 hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'portal of a walk-in buyer');
  await shot(page, 'portal');
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, 'portal-phone');
});
