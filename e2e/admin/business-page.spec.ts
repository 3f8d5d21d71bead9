import { BusinessIntakeResponse, ServerMessage } from '@biz/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { stackEnv } from '../stack';
import { chooseRowAction, openDeskView } from './desk-steps';

// A business's record as a page of its own: opened from the list's View dialog, a section per address, so
// Back, reload, a second browser and an old submission's link all land on the same record and section.
const run = randomUUID().slice(0, 8);
const first = `Page Dental ${run}`;
const latest = `Page Dental & Spa ${run}`;
let firstSubmission: string;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const recordUrl = new RegExp(`/admin/businesses/(${uuid})$`);

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/admin-${name}.png`, fullPage: true });
}

/** Opens `path` without a session: the desk sends the visitor to sign in, and the sign-in returns there. */
async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Record sections' });
const placeHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The page shows the business (its latest submission's name) at `place`, the nav marking it. */
async function expectPlace(page: Page, place: string) {
  await expect(page.getByRole('heading', { level: 1, name: latest })).toBeVisible();
  await expect(placeHeading(page, place)).toBeVisible();
  await expect(sections(page).getByRole('link', { name: place, exact: true })).toHaveAttribute('aria-current', 'page');
}

test.beforeAll(async ({ request }) => {
  const submit = async (businessName: string) => {
    const res = await request.post('/api/business-intake', { data: { businessName, contactEmail: `owner-${run}@page.example`, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
    return BusinessIntakeResponse.parse(await res.json()).client.id;
  };
  firstSubmission = await submit(first);
  await submit(latest);
});

for (const width of [1280, 390]) {
  test(`at ${width} px: the full record from the View dialog, a section per address through Back, reload, a second browser and an old link`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin-login');
    await page.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel('Search').fill(run);
    await chooseRowAction(page, latest, 'View profile');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: latest })).toBeVisible();
    await dialog.getByRole('link', { name: 'Open the full record' }).click();

    await expect(page).toHaveURL(recordUrl);
    const businessId = recordUrl.exec(page.url())![1];
    await expectPlace(page, 'Overview');
    await expect(page.getByText('2 submissions from')).toBeVisible();
    await expect(page.getByText(`owner-${run}@page.example`).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `business-page-overview-${width}`);
    await expectNoSeriousA11yViolations(page, 'business record page: overview');

    // Another of its submissions in full, by its own address; Back shows the latest again.
    await page.getByRole('button', { name: /^Show the submission of / }).click();
    await expect(page).toHaveURL(`/admin/businesses/${businessId}?submission=${firstSubmission}`);
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await page.goBack();
    await expectPlace(page, 'Overview');

    // Each section its own address; Back returns to the one before.
    await sections(page).getByRole('link', { name: 'Calls', exact: true }).click();
    await expect(page).toHaveURL(`/admin/businesses/${businessId}/calls`);
    await expectPlace(page, 'Calls');
    await expect(page.getByText('No calls booked yet.')).toBeVisible();
    await sections(page).getByRole('link', { name: 'Timeline', exact: true }).click();
    await expect(page).toHaveURL(`/admin/businesses/${businessId}/timeline`);
    await expectPlace(page, 'Timeline');
    // A record opened goes to the audit trail, not the timeline.
    await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('Profile viewed by the agency')).toHaveCount(0);
    await sections(page).getByRole('link', { name: 'Orders and billing', exact: true }).click();
    await expectPlace(page, 'Orders and billing');
    await expect(page.getByText('No sprint orders.')).toBeVisible();
    await screenshot(page, `business-page-orders-${width}`);
    await expectNoSeriousA11yViolations(page, 'business record page: orders and billing');
    await page.goBack();
    await expect(page).toHaveURL(`/admin/businesses/${businessId}/timeline`);
    await expectPlace(page, 'Timeline');
    await page.goBack();
    await expect(page).toHaveURL(`/admin/businesses/${businessId}/calls`);
    await expectPlace(page, 'Calls');

    // A reload keeps the section: the gateway serves the address as a page of the site.
    expect((await page.reload())?.status()).toBe(200);
    await expectPlace(page, 'Calls');
    await screenshot(page, `business-page-calls-${width}`);

    // The address in a second browser, signed in there, shows the same record and section.
    const other = await browser.newContext({ viewport: { width, height: 900 } });
    const teammate = await other.newPage();
    await signInAt(teammate, `/admin/businesses/${businessId}/calls`);
    await expect(teammate).toHaveURL(`/admin/businesses/${businessId}/calls`);
    await expectPlace(teammate, 'Calls');
    await other.close();

    // An older submission's id lands on the business's address, in place of the one asked for.
    await page.goto(`/admin/businesses/${firstSubmission}/notes`);
    await expect(page).toHaveURL(`/admin/businesses/${businessId}/notes`);
    await expectPlace(page, 'Notes');
    await page.goBack();
    await expect(page).toHaveURL(`/admin/businesses/${businessId}/calls`);

    // The Businesses list links each name to the same page.
    await openDeskView(page, 'Businesses');
    await page.getByLabel('Search').fill(run);
    await page.getByRole('link', { name: latest, exact: true }).click();
    await expect(page).toHaveURL(`/admin/businesses/${businessId}`);
    await expectPlace(page, 'Overview');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/businesses$/);

    // An id of nothing, and a section that is none.
    await page.goto(`/admin/businesses/${randomUUID()}`);
    await expect(page.getByText(ServerMessage.businessNotFound)).toBeVisible();
    await page.goto(`/admin/businesses/${businessId}/nowhere`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
}
