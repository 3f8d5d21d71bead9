import { BusinessIntakeResponse, Packages, LinkMessage } from '@biz/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { openDeskView, signInAdmin } from '../admin/desk-steps';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { fillCard, fillLeadForm, lead as exampleLead } from './lockin-steps';

// The stack abandons an unpaid checkout after ABANDONED_CHECKOUT_AFTER_MINUTES (6 s in stackEnv).
const run = randomUUID().slice(0, 8);
const lead = { ...exampleLead, businessName: `Left Cart Grooming ${run}`, contactEmail: `left-cart-${run}@lockin.example` };
const subject = `Your Growth Sprint is waiting, ${lead.businessName}`;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/abandoned-${name}.png`, fullPage: true });
}

/** The lead's visit to the growth checkout in a browser of its own (a new tab key each time): it fills the form and leaves. */
async function startCheckoutAndLeave(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(Packages.growth.formPath);
  await fillLeadForm(page, lead);
  await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/lockin\/checkout\/growth$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await context.close();
}

const ordersOfLead = async (page: Page) => (await (await page.request.get(`/api/admin/orders?search=${encodeURIComponent(lead.contactEmail)}`)).json()) as { total: number; orders: { stage: string; status: string }[] };

test('an abandoned checkout is recovered: the desk sees it, emails the lead, and the link resumes and pays that same order', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  // The lead's business filled the intake wizard too: the desk's record opens at that submission.
  BusinessIntakeResponse.parse(
    await (await request.post('/api/business-intake', { data: { businessName: lead.businessName, contactEmail: lead.contactEmail, industry: 'other', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } })).json(),
  );
  // Two visits from two browsers: one order, not one per page load.
  await startCheckoutAndLeave(browser);
  await startCheckoutAndLeave(browser);

  await signInAdmin(page);
  await expect.poll(async () => (await ordersOfLead(page)).orders.map((o) => o.stage), { timeout: 20_000 }).toEqual(['abandoned']);

  // The Orders tab's Abandoned filter.
  await openDeskView(page, 'Orders');
  await page.getByLabel('Stage').selectOption('abandoned');
  await page.getByLabel('Search orders').fill(lead.contactEmail);
  const row = page.getByRole('row', { name: new RegExp(lead.businessName) });
  await expect(row.getByText('Abandoned')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await shoot(page, 'orders-filter');

  // The agency's wording: a bad template is refused under its field, a good one saved.
  await page.getByRole('button', { name: 'Recovery email template' }).click();
  const editor = page.getByRole('dialog', { name: 'Recovery email template' });
  await expect(editor.getByLabel('Body')).toHaveValue(/\{\{resumeLink\}\}/);
  await editor.getByLabel('Subject').fill('Your {{packageName}} is waiting, {{businessName}}');
  await editor.getByLabel('Body').fill('Hi {{businessName}}, no link here');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor.getByText('The body must contain {{resumeLink}}')).toBeVisible();
  await shoot(page, 'template-invalid');
  await editor.getByLabel('Body').fill('Hi {{businessName}},\n\nYour details are saved. Finish your checkout here:\n{{resumeLink}}\n\nThe BizAutomate team');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(editor).toBeHidden();

  // The business's record: its abandoned checkout and the recovery email, queued (not "sent").
  await row.getByRole('button', { name: `View client ${lead.businessName}` }).click();
  const record = page.getByRole('dialog', { name: lead.businessName });
  const abandoned = record.getByRole('heading', { name: 'Abandoned checkouts' }).locator('..');
  await expect(abandoned.getByText('Growth Sprint · $1,000')).toBeVisible();
  await abandoned.getByRole('button', { name: 'Send recovery email for the Growth Sprint' }).click();
  await expect(page.getByText('Recovery email queued', { exact: true })).toBeVisible();
  await expect(record.getByRole('list', { name: 'Timeline' })).toContainText('Checkout recovery email queued');
  await expect(record.getByText(subject).first()).toBeVisible();
  await abandoned.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/abandoned-record.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/abandoned-record-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The lead reads the email from the stack's SMTP server and follows its link, in a browser with nothing saved.
  const recoveryMails = () => deliveredMail(lead.contactEmail).filter((mail) => mail.subject === subject);
  const linkIn = (text: string) => new URL(/https?:\/\/\S+\/lockin\/checkout\/growth\?resume=[A-Za-z0-9_-]+/.exec(text)![0]);
  await expect.poll(() => recoveryMails().length, { timeout: 20_000 }).toBe(1);
  const [{ text: first }] = recoveryMails();
  expect(first).toContain(`Hi ${lead.businessName},`);

  // Forwarded, or sent to a wrong inbox: the agency withdraws the link, which then says so and opens the normal form.
  await abandoned.getByRole('button', { name: 'Withdraw the links sent for the Growth Sprint' }).click();
  await expect(page.getByText('Links withdrawn', { exact: true })).toBeVisible();
  await expect(record.getByRole('list', { name: 'Timeline' })).toContainText('Checkout resume links withdrawn');
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const withdrawn = linkIn(first);
  await strangerPage.goto(withdrawn.pathname + withdrawn.search);
  await expect(strangerPage.getByText(LinkMessage.checkoutWithdrawn, { exact: false })).toBeVisible();
  await expect(strangerPage).toHaveURL(/\/lockin\/form\?package=growth$/);
  await strangerPage.screenshot({ path: 'screenshots/abandoned-link-withdrawn.png' });
  await stranger.close();

  // The agency sends it again; the new email's link works.
  await abandoned.getByRole('button', { name: 'Send recovery email for the Growth Sprint' }).click();
  await expect.poll(() => recoveryMails().length, { timeout: 20_000 }).toBe(2);
  const link = linkIn(recoveryMails()[1]!.text);

  const leadContext = await browser.newContext();
  const leadPage = await leadContext.newPage();
  await leadPage.goto(link.pathname + link.search);
  await expect(leadPage.getByText(`Welcome back, ${lead.businessName}`)).toBeVisible();
  await expect(leadPage.getByText(`${lead.contactEmail} · ${lead.contactPhone}`)).toBeVisible();
  await expect(leadPage.getByText(Packages.growth.label)).toBeVisible();
  await expect(leadPage.getByText(lead.businessName, { exact: true })).toBeVisible();
  await expect(leadPage.getByText('TEST MODE')).toBeVisible();
  await shoot(leadPage, 'resumed-checkout');
  await leadPage.setViewportSize({ width: 390, height: 844 });
  await shoot(leadPage, 'resumed-checkout-390');
  await leadPage.setViewportSize({ width: 1280, height: 720 });
  await expectNoSeriousA11yViolations(leadPage, 'growth checkout resumed from the recovery email');
  await fillCard(leadPage, '4242 4242 4242 4242');
  await leadPage.getByRole('button', { name: 'Complete Payment - $1,000' }).click();
  await expect(leadPage).toHaveURL(/\/lockin\/success\?package=(starter|growth)$/);
  await expect(leadPage.getByRole('definition').getByText(lead.contactEmail, { exact: true })).toBeVisible();

  // That same order is paid: still one order for the lead.
  await expect.poll(async () => (await ordersOfLead(page)).orders.map((o) => `${o.status} ${o.stage}`)).toEqual(['paid paid']);

  // A spent link (its order is paid) and an altered one open the normal form, saying why.
  await leadPage.goto(link.pathname + link.search);
  await expect(leadPage.getByText('This checkout link no longer works')).toBeVisible();
  await expect(leadPage.getByText('This checkout link has expired.', { exact: false })).toBeVisible();
  await expect(leadPage).toHaveURL(/\/lockin\/form\?package=growth$/);
  await expect(leadPage.getByRole('button', { name: 'Continue to Secure Checkout' })).toBeVisible();
  const token = link.searchParams.get('resume')!;
  await leadPage.goto(`${link.pathname}?resume=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
  await expect(leadPage.getByText('This checkout link is not valid')).toBeVisible();
  await shoot(leadPage, 'link-invalid');
  await leadPage.setViewportSize({ width: 390, height: 844 });
  await shoot(leadPage, 'link-invalid-390');
  await leadContext.close();
});
