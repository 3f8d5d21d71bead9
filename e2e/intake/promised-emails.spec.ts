import { BusinessIntakeResponse, Packages, orderConfirmationSubject } from '@biz/contracts';
import { pdfText } from '@biz/server-kit/testing';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fillCard, fillLeadForm, lead } from '../lockin/lockin-steps';
import { deliveredMail, type DeliveredMail } from '../smtp';
import { stackEnv } from '../stack';

// The emails the product promises, through the stack's SMTP server: the wizard's "your plan is on its way",
// then the plan with its PDF; the lead buys a sprint; the desk's record lists every email, billing's
// order confirmation included, each with where it stands.
const run = randomUUID().slice(0, 8);
const MAIL_TIMEOUT = { timeout: 30_000 };

async function finishWizard(page: Page, businessName: string, email: string): Promise<string> {
  await page.goto('/');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Contact email').fill(email);
  await page.getByLabel('Industry').selectOption({ label: 'Dental' });
  await page.getByLabel('Company size').selectOption('Small Team (2-10)');
  await page.getByLabel('Reduce Manual Work').check();
  const intake = page.waitForResponse((r) => r.url().endsWith('/api/business-intake') && r.ok());
  await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
  const id = BusinessIntakeResponse.parse(await (await intake).json()).client.id;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Recommended Automations');
  await page.getByRole('button', { pressed: false }).nth(0).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Submit My Selection' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(page.getByText(`Your plan is on its way to ${email}.`)).toBeVisible();
  return id;
}

async function buyStarter(page: Page, businessName: string, email: string) {
  await page.goto('/lockin/form?package=starter');
  await fillLeadForm(page, { ...lead, businessName, contactEmail: email });
  await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/lockin\/checkout\/starter$/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Complete Payment - $500' }).click();
  await expect(page).toHaveURL(/\/lockin\/success/);
}

const mailWith = (to: string, subject: string): DeliveredMail | undefined => deliveredMail(to).find((mail) => mail.subject === subject);

for (const width of [1280, 390]) {
  test(`at ${width} px: the visitor is told the plan is on its way, receives it as a PDF, and the desk lists every email`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const businessName = `Promised Dental ${run} ${width}`;
    const email = `owner-${run}-${width}@promised.example`;
    const id = await finishWizard(page, businessName, email);
    await page.screenshot({ path: `screenshots/promised-emails-confirmation-${width}.png`, fullPage: true });

    const onItsWay = `Your automation plan for ${businessName} is on its way`;
    await expect.poll(() => mailWith(email, onItsWay)?.text ?? '', MAIL_TIMEOUT).toContain('It will arrive at this address as a PDF');
    const ready = `Your automation plan for ${businessName} is ready`;
    await expect.poll(() => mailWith(email, ready)?.attachments.length ?? 0, MAIL_TIMEOUT).toBe(1);
    const [pdf] = mailWith(email, ready)!.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/-automation-plan\.pdf$/) });
    const bytes = Buffer.from(pdf.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfText(bytes)).pageTexts.join('\n')).toContain(businessName);
    // Each once.
    expect(deliveredMail(email).filter((mail) => mail.subject === onItsWay || mail.subject === ready)).toHaveLength(2);

    await buyStarter(page, businessName, email);
    const confirmation = orderConfirmationSubject('starter');
    await expect.poll(() => mailWith(email, confirmation) !== undefined, MAIL_TIMEOUT).toBe(true);

    await page.goto(`/admin?client=${id}`);
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const record = page.getByRole('dialog');
    await expect(record.getByRole('heading', { name: businessName })).toBeVisible();
    const emails = record.getByRole('list', { name: 'Emails' }).getByRole('listitem');
    await expect(emails).toHaveCount(3);
    await expect(emails.filter({ hasText: onItsWay })).toContainText('Sent');
    await expect(emails.filter({ hasText: ready })).toContainText('Sent');
    const order = emails.filter({ hasText: confirmation });
    await expect(order).toContainText('Sent by billing');
    await expect(order).toContainText('Sent');
    await expect(order.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
    await expect(record.getByText(Packages.starter.title).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await record.getByRole('heading', { name: 'Emails' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/promised-emails-record-${width}.png`, fullPage: true });
  });
}
