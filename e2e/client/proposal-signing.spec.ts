import { BusinessIntakeResponse, formatUsd } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail } from '../smtp';
import { stackEnv } from '../stack';

const run = randomUUID().slice(0, 8);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/proposal-${name}.png`, fullPage: true });
}

/** The link of the newest proposal email to `to`, as a path on this stack: what its owner would click. */
async function proposalLinkFromMail(to: string, businessName: string): Promise<string> {
  const subject = `Your proposal from BizAutomate for ${businessName}`;
  await expect.poll(() => deliveredMail(to).filter((mail) => mail.subject === subject).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const link = new URL(/https?:\/\/\S+\/client\/proposal\?token=\S+/.exec(deliveredMail(to).filter((mail) => mail.subject === subject).at(-1)!.text)![0]);
  return link.pathname + link.search;
}

for (const width of [1280, 390]) {
  test(`at ${width} px: the desk proposes the plan, the client signs it from the email by typing a name, and the record shows the signature and Won`, async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `proposal-${width}-${run}@client.example`;
    const businessName = `Proposal Dental ${width} ${run}`;
    const intake = await request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
    const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
    const picked = suggestions.slice(0, 2);
    expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: picked } })).ok()).toBe(true);
    const setupCents = picked.reduce((sum, w) => sum + w.setupCost, 0);
    const deposit = formatUsd(Math.round(setupCents * 0.4));

    // The desk drafts a proposal from the plan, words it, asks 40% on acceptance and sends it.
    const deskContext = await browser.newContext({ viewport: { width, height: 900 } });
    const desk = await deskContext.newPage();
    await desk.goto(`/admin?client=${client.id}`);
    await desk.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
    await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
    await desk.getByRole('dialog').getByRole('link', { name: 'Open the full record' }).click();
    await desk.getByRole('navigation', { name: /record/i }).getByRole('link', { name: 'Proposals' }).click();
    await expect(desk.getByText('No proposal yet.', { exact: false })).toBeVisible();
    await desk.getByRole('button', { name: 'New proposal' }).click();
    const form = desk.getByRole('form', { name: 'Edit proposal version 1' });
    for (const [index, workflow] of picked.entries()) await expect(form.getByRole('textbox', { name: `Automation ${index + 1}`, exact: true })).toHaveValue(workflow.title);
    await form.getByLabel('Deposit on acceptance (%)').fill('40');
    await form.getByLabel('Message to the client (optional)').fill('As discussed on our call: both automations, live in two weeks.');
    await expectNoSeriousA11yViolations(desk, 'the proposal draft form');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(desk.getByText('Draft saved', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(desk, 'the record’s proposals, a draft to send');
    await desk.getByRole('button', { name: 'Send to the client: proposal version 1' }).click();
    await expect(desk.getByText('Proposal sent', { exact: true }).first()).toBeVisible();
    const deskCard = desk.getByRole('list', { name: 'Proposals' }).getByRole('listitem').first();
    await expect(deskCard.getByText('Sent', { exact: true })).toBeVisible();
    await expect(deskCard.getByText(deposit, { exact: true })).toBeVisible();

    // The client opens the link from its mailbox: the same figures, no sign-in; a name is required to sign.
    await page.goto(await proposalLinkFromMail(email, businessName));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Proposal for ${businessName}`);
    await expect(page.getByText('As discussed on our call: both automations, live in two weeks.')).toBeVisible();
    await expect(page.getByText('Due on acceptance (40% deposit)')).toBeVisible();
    await expect(page.getByText(deposit, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Accept and Sign' }).click();
    await expect(page.getByText('Type your full name to sign').last()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the proposal page, with field errors');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `client-${width}`);
    await page.getByLabel('Type your full name to sign').fill('Ana Silva');
    await page.getByLabel('I agree to this proposal and sign it electronically').check();
    await page.getByRole('button', { name: 'Accept and Sign' }).click();
    await expect(page.getByText('Proposal accepted', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Signed by Ana Silva on /)).toBeVisible();
    await shot(page, `client-signed-${width}`);

    // The client's signed copy arrives by email, the PDF attached.
    const signedSubject = `Your signed proposal for ${businessName}`;
    await expect.poll(() => deliveredMail(email).filter((mail) => mail.subject === signedSubject).length, { timeout: 30_000 }).toBe(1);
    const [copy] = deliveredMail(email).filter((mail) => mail.subject === signedSubject);
    expect(copy.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: expect.stringMatching(/-proposal-1-signed\.pdf$/), contentType: 'application/pdf' }]);
    expect(Buffer.from(copy.attachments[0].contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // The record: accepted, who signed from where, the document's hash; the business is Won.
    await desk.reload();
    await expect(deskCard.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(deskCard.getByText(/signed by Ana Silva /)).toBeVisible();
    await expect(deskCard.getByText(/Document SHA-256: [0-9a-f]{64}/)).toBeVisible();
    await expectNoSeriousA11yViolations(desk, 'the record’s proposals, one accepted');
    await shot(desk, `desk-accepted-${width}`);
    const [download] = await Promise.all([desk.waitForEvent('download'), deskCard.getByRole('button', { name: 'Download signed PDF of proposal version 1' }).click()]);
    expect(download.suggestedFilename()).toMatch(/-proposal-1-signed\.pdf$/);
    await desk.getByRole('navigation', { name: /record/i }).getByRole('link', { name: 'Overview' }).click();
    await expect(desk.getByText('Won', { exact: true }).first()).toBeVisible();
    await deskContext.close();
  });
}
