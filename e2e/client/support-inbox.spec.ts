import { ServerMessage } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './client-steps';
import { randomUUID } from 'node:crypto';
import { deliveredMail } from '../smtp';
import { expectNoSeriousA11yViolations } from '../axe';
import { stackEnv } from '../stack';
import { openDeskView } from '../admin/desk-steps';

const run = randomUUID().slice(0, 8);
const client = { email: `support-${run}@client.example`, businessName: `Inbox Bakery ${run}`, password: 'a long secret phrase' };
const subject = `Booking link broken ${run}`;
// Markup a client or staff member types is text: shown as typed, never as HTML.
const reply = 'Fixed: the link works again. <b>Thanks</b> for telling us.';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/support-${name}.png`, fullPage: true });
}

/** The same screen on a 390 px phone, then back to the desktop's 1280. */
async function phoneShot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a client opens a ticket, the desk answers it, the reply arrives by email and in the portal, the client answers and the desk sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The client signs up and opens a ticket from the Support tab.
  await page.goto('/client/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Create a client account' });
  await signUp.getByLabel('Business name').fill(client.businessName);
  await signUp.getByLabel('Email').fill(client.email);
  await signUp.getByLabel(/^Password/).fill(client.password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: ServerMessage.clientSignedUp })).toBeVisible();
  await logIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.getByRole('tab', { name: 'Support' }).click();
  const form = page.getByRole('form', { name: 'Create a support ticket' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('How can we help?').fill('Clients say the booking link 404s.\nCan you check?');
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const thread = page.getByRole('article', { name: subject });
  // The ticket is with the agency the moment it is stored, whatever its email does.
  await expect(thread.getByText('Open: the agency will reply')).toBeVisible();

  // The desk: the Support tab lists it with its business, no reply yet; the figures count it as waiting.
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  await desk.goto('/admin-login');
  await desk.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  await expect(desk.getByText('Tickets Waiting', { exact: true })).toBeVisible();
  await openDeskView(desk, 'Inbox');
  const row = desk.getByRole('list', { name: 'Support tickets' }).getByRole('button', { name: new RegExp(subject) });
  await expect(row).toContainText(client.businessName);
  await expect(row).toContainText('No reply yet');
  await shot(desk, 'desk-list');
  await phoneShot(desk, 'desk-list');

  // Staff answer from the thread view.
  await row.click();
  const dialog = desk.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Clients say the booking link 404s.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Waiting on client')).toBeVisible();
  await expect(dialog.getByText(reply)).toBeVisible();
  await expect(dialog.getByText(/^First reply in \d+ min/)).toBeVisible();
  await shot(desk, 'desk-thread');
  await expectNoSeriousA11yViolations(desk, 'desk ticket thread dialog');
  await phoneShot(desk, 'desk-thread');

  // The reply reaches the client's mailbox at the stack's SMTP server, as plain text.
  await expect.poll(() => deliveredMail(client.email).filter((mail) => mail.subject === `Re: ${subject}`).length, { timeout: 30_000 }).toBe(1);
  const [mail] = deliveredMail(client.email).filter((m) => m.subject === `Re: ${subject}`);
  expect(mail!.text).toContain(reply);
  expect(mail!.text).toContain('/client/dashboard');

  // And the portal's thread: the reply, as typed, and the ticket waiting on the client.
  await page.reload();
  await page.getByRole('tab', { name: 'Support' }).click();
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(thread.getByText('The BizAutomate team')).toBeVisible();
  await expect(thread.getByText('Replied: your answer is welcome')).toBeVisible();
  await shot(page, 'client-thread');
  await expectNoSeriousA11yViolations(page, 'portal ticket thread');
  await phoneShot(page, 'client-thread');

  // The client answers there; the ticket is open again.
  await thread.getByLabel('Your answer').fill('Works now, thank you!');
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByText('Works now, thank you!')).toBeVisible();
  await expect(thread.getByText('Open: the agency will reply')).toBeVisible();

  // The desk sees the answer and the ticket open.
  await desk.reload();
  await openDeskView(desk, 'Inbox');
  await desk.getByRole('list', { name: 'Support tickets' }).getByRole('button', { name: new RegExp(subject) }).click();
  await expect(desk.getByRole('dialog', { name: subject }).getByText('Works now, thank you!')).toBeVisible();
  await expect(desk.getByRole('dialog', { name: subject }).getByText('Open', { exact: true })).toBeVisible();
  await shot(desk, 'desk-answered');
  await deskContext.close();
});
