import { BusinessIntakeResponse, businessRecordPath, NO_EARLIER_WEEK } from '@biz/contracts';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { agencyToday } from '../agency-day';
import { confirmEmail, signUpAndIn } from './client-steps';
import { signInAdmin } from '../admin/desk-steps';

// Measured results (issue 31): the agency sets an automation live in the desk, issues its run token (shown
// once) and its minutes per run; the automation's platform reports runs with that token; the client sees
// measured savings, the true trend and a chart whose legend and table carry the values; a report the agency
// voids (issue 46) counts for nothing from then on; the value of the client's saved hour is the agency's to set
// (issue 46), and every money figure says which it used.
const run = randomUUID().slice(0, 8);
const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Monday of this week, as the savings weeks run (the agency's days), at 00:00Z. */
const thisMonday = () => {
  const today = Date.parse(`${agencyToday()}T00:00:00Z`);
  return today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
};

for (const width of [1280, 390]) {
  test(`an automation fed runs by its platform shows measured savings, the true trend and a chart with values (${width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const email = `measured-${width}-${run}@client.example`;
    const businessName = `Measured Med Spa ${width} ${run}`;
    const intake = await request.post('/api/business-intake', { data: { businessName, contactEmail: email, industry: 'med-spa', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
    const { client, suggestions } = BusinessIntakeResponse.parse(await intake.json());
    const [automation] = suggestions;
    expect((await request.post('/api/workflow-selection', { data: { clientId: client.id, selectedWorkflows: [automation] } })).ok()).toBe(true);

    const customer = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signUpAndIn(customer, { email, businessName });
    await confirmEmail(customer, email);

    // The desk: live since Monday three weeks ago, 6 minutes saved per run, and a run token shown once.
    const monday = thisMonday();
    const agency = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInAdmin(agency);
    await agency.goto(`/admin?client=${client.id}`);
    const form = agency.getByRole('form', { name: automation.title });
    await form.getByLabel('Status').selectOption({ label: 'Live & Running' });
    await form.getByLabel('Progress %').fill('100');
    await form.getByLabel('Go-live date').fill(dateOf(monday - 21 * DAY_MS));
    await form.getByLabel('Minutes saved per run').fill('6');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(agency.getByRole('status').filter({ hasText: 'Automation updated' })).toBeVisible();
    await expect(form.getByText('No runs reported yet · savings estimated')).toBeVisible();
    await form.getByRole('button', { name: 'Issue run token' }).click();
    const shown = form.getByRole('region', { name: `Run token of ${automation.title}` });
    await expect(shown.getByText('it is shown only this once')).toBeVisible();
    const token = (await shown.getByTestId('ingest-token').textContent())!.trim();
    const url = new URL((await shown.getByTestId('ingest-url').textContent())!.trim());
    await agency.screenshot({ path: `screenshots/measured-token-${width}.png`, fullPage: true });

    // The platform reports: nothing the week of go-live, 50 runs two weeks ago, 75 last week, 10 today.
    const report = (at: number, count: number, eventId = randomUUID()) =>
      request.post(url.pathname, { headers: { authorization: `Bearer ${token}` }, data: { eventId, at: new Date(at).toISOString(), count } });
    const twoWeeksAgo = randomUUID();
    for (const [at, count, eventId] of [[monday - 14 * DAY_MS + 12 * 3_600_000, 50, twoWeeksAgo], [monday - 7 * DAY_MS + 12 * 3_600_000, 75], [Date.now() - 60_000, 10]] as const) {
      const res = await report(at, count, eventId);
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ counted: true });
    }
    // The same event again counts once; a wrong token is refused.
    expect(await (await report(monday - 14 * DAY_MS + 12 * 3_600_000, 50, twoWeeksAgo)).json()).toEqual({ counted: false });
    expect((await request.post(url.pathname, { headers: { authorization: 'Bearer ba_run_wrong' }, data: { eventId: randomUUID(), at: new Date().toISOString(), count: 1 } })).status()).toBe(401);

    // The portal: 10 runs × 6 min in the last 7 days is 1 h, $25.00; last week (7.5 h) is 50% up on the week before (5 h).
    await customer.goto('/client/dashboard');
    await expect(customer.getByText('$25.00').first()).toBeVisible();
    await expect(customer.getByText('Last 7 days · +50% last week vs the week before', { exact: true })).toBeVisible();
    await expect(customer.getByText(NO_EARLIER_WEEK)).toHaveCount(0);
    const card = customer.getByRole('listitem').filter({ hasText: automation.title });
    await expect(card.getByText('Measured saving')).toBeVisible();
    await expect(card.getByText('1 h in the last 7 days')).toBeVisible();
    await expect(card.getByText('10 today · 10 this week')).toBeVisible();
    await customer.screenshot({ path: `screenshots/measured-dashboard-${width}.png`, fullPage: true });

    await customer.getByRole('tab', { name: 'Analytics' }).click();
    await expect(customer.getByRole('img', { name: /hours and dollars saved each week/ }).locator('canvas').first()).toBeVisible();
    // Off the chart the legend reads this week; every week shows, the go-live week's zero too.
    await expect(customer.locator('.u-legend')).toContainText('1 h · $25.00');
    await customer.getByText('The numbers, week by week').click();
    const table = customer.getByRole('table', { name: 'Savings per week' });
    await expect(table.getByRole('row')).toHaveCount(5);
    for (const [row, saved] of [[1, '$25.00'], [2, '$187.50'], [3, '$125.00'], [4, '$0.00']] as const) await expect(table.getByRole('row').nth(row)).toContainText(saved);
    await expect(table.getByRole('row').nth(1)).toContainText('this week, so far');
    await customer.screenshot({ path: `screenshots/measured-analytics-${width}.png`, fullPage: true });

    // The record shows the runs too, and its timeline when the automation first reported.
    await agency.reload();
    await expect(agency.getByRole('form', { name: automation.title }).getByText('Reported runs: 10 today, 10 this week · savings measured')).toBeVisible();
    await expect(agency.getByRole('list', { name: 'Timeline' }).getByText('Automation reported its first runs')).toBeVisible();

    // The report of two weeks ago was the platform's test batch: the agency voids it, saying why. It stays
    // listed, counts for nothing, is on the timeline, and the client is told its savings were corrected.
    const reports = agency.getByRole('group', { name: `Run reports of ${automation.title}` });
    await reports.getByText('Run reports').click();
    const wrong = reports.getByRole('listitem').filter({ hasText: twoWeeksAgo });
    await expect(reports.getByRole('listitem')).toHaveCount(3);
    await wrong.getByRole('button', { name: 'Void' }).click();
    await wrong.getByLabel('Why is this report wrong?').fill('The platform counted a test batch');
    await wrong.getByRole('button', { name: 'Void this report' }).click();
    await expect(agency.getByRole('status').filter({ hasText: 'Report voided' })).toBeVisible();
    await expect(wrong.getByText('Voided', { exact: true })).toBeVisible();
    await expect(wrong.getByText(/: The platform counted a test batch$/)).toBeVisible();
    await expect(agency.getByRole('list', { name: 'Timeline' }).getByText('Run report voided by the agency')).toBeVisible();
    await agency.screenshot({ path: `screenshots/measured-voided-${width}.png`, fullPage: true });

    await customer.reload();
    await customer.getByRole('tab', { name: 'Analytics' }).click();
    await customer.getByText('The numbers, week by week').click();
    await expect(customer.getByRole('table', { name: 'Savings per week' }).getByRole('row').nth(3)).toContainText('$0.00');
    await customer.getByRole('button', { name: /^Notifications/ }).click();
    await expect(customer.getByText('Savings corrected').first()).toBeVisible();

    // The agency values this client's hour at $60 on the record's Account section: the 1 h of the last 7 days is $60.
    await expect(customer.getByText("Given back by your live automations, valued at $25 an hour, our standard rate")).toBeVisible();
    await agency.goto(businessRecordPath(client.id, 'account'));
    const hourValue = agency.getByRole('form', { name: 'Value of a saved hour' });
    await expect(hourValue.getByText("The agency's default, from its content file")).toBeVisible();
    await hourValue.getByLabel('Value of a saved hour (USD)').fill('sixty');
    await hourValue.getByRole('button', { name: 'Save value' }).click();
    await expect(hourValue.getByText('Enter the value in dollars, such as 60 or 37.50')).toBeVisible();
    await hourValue.getByLabel('Value of a saved hour (USD)').fill('0.5');
    await hourValue.getByRole('button', { name: 'Save value' }).click();
    await expect(hourValue.getByText('Must be at least $1.00')).toBeVisible();
    await hourValue.getByLabel('Value of a saved hour (USD)').fill('60');
    await hourValue.getByRole('button', { name: 'Save value' }).click();
    await expect(agency.getByRole('status').filter({ hasText: 'Value of a saved hour saved' })).toBeVisible();
    await expect(hourValue.getByText('Set for this client')).toBeVisible();
    await agency.screenshot({ path: `screenshots/measured-hour-value-${width}.png`, fullPage: true });
    await customer.reload();
    await expect(customer.getByText('$60.00').first()).toBeVisible();
    await expect(customer.getByText('Given back by your live automations, valued at $60 an hour, set for your business')).toBeVisible();
  });
}
