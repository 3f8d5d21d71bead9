import { BusinessIntakeResponse, Endpoints, OpenSlotsResponse, ServerMessage, type OpenSlot } from '@biz/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../axe';
import { deliveredMail, type DeliveredMail } from '../smtp';
import { stackEnv } from '../stack';
import { chooseRowAction } from '../admin/desk-steps';

// A visitor finishes the wizard, books a strategy call in two clicks, gets the invite (.ics) by email and
// moves the call from the email's link; the desk shows the call on the business's record and refuses its slot.
// A visitor new to us opens the page directly and types who they are: the time is held (the page says the
// same for any email) until the call is confirmed from that inbox's link, which makes the lead and books.
// The visitor's browser is in Paris, so each time shows in both zones.
const visitorZone = 'Europe/Paris';
test.use({ timezoneId: visitorZone });

const label = (slot: OpenSlot, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: visitorZone, ...options }).format(new Date(slot.startsAt));

/** Two free starts of the agency calendar at random (specs side by side pick different ones). */
async function twoFreeSlots(page: Page): Promise<[OpenSlot, OpenSlot]> {
  const { slots } = OpenSlotsResponse.parse(await (await page.request.get('/api/calls/open-slots')).json());
  const shuffled = [...slots].sort(() => Math.random() - 0.5);
  return [shuffled[0], shuffled[1]];
}

/** Another business books this start through the API (the calendar changes under the visitor). */
async function takenByAnother(page: Page, slot: OpenSlot) {
  const lead = await page.request.post(Endpoints.businessIntake.path, { data: { businessName: `Early Bird ${randomUUID().slice(0, 8)}`, contactEmail: `owner-${randomUUID().slice(0, 8)}@early-bird.example`, industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } });
  const { client } = BusinessIntakeResponse.parse(await lead.json());
  expect((await page.request.post(Endpoints.bookCall.path, { data: { submissionId: client.id, startsAt: slot.startsAt } })).status()).toBe(200);
}

/** The desk, signed in, on the business's record: the call is there, once. */
async function deskShowsCall(browser: Browser, width: number, businessName: string) {
  const desk = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await desk.goto('/admin-login');
  await desk.getByLabel('Password').fill(stackEnv.ADMIN_PASSWORD);
  await desk.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  await desk.getByLabel('Search').fill(businessName);
  await chooseRowAction(desk, businessName, 'View profile');
  await expect(desk.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Video call · 30 min' }).getByText('Scheduled', { exact: true })).toBeVisible();
  return desk;
}

/** Picks a start on the page: its day (the visitor's), then its time. */
async function pick(page: Page, slot: OpenSlot) {
  await page.getByRole('group', { name: 'Day' }).getByRole('button', { name: label(slot, { weekday: 'short', month: 'short', day: 'numeric' }), exact: true }).click();
  await page.getByRole('group', { name: 'Time' }).getByRole('button', { name: new RegExp(`^${label(slot, { hour: 'numeric', minute: '2-digit' })}`) }).click();
}

/** The invite of the latest mail with this subject, parsed back with ical.js from its .ics attachment. */
async function inviteIn(to: string, subject: RegExp): Promise<{ mail: DeliveredMail; method: string; sequence: number }> {
  await expect.poll(() => deliveredMail(to).filter((mail) => subject.test(mail.subject)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = deliveredMail(to).filter((m) => subject.test(m.subject)).at(-1)!;
  const file = mail.attachments.find((a) => a.filename === 'invite.ics');
  const ics = Buffer.from(file?.contentBase64 ?? '', 'base64').toString('utf8');
  expect(ics).toContain('\r\n');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { mail, method: String(calendar.getFirstPropertyValue('method')), sequence: Number(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')) };
}

for (const width of [1280, 390]) {
  test(`a visitor books a call after the wizard and moves it from the email; the desk refuses its slot (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const businessName = `Calendar Dental ${randomUUID().slice(0, 8)}`;
    const email = `owner-${randomUUID().slice(0, 8)}@calendar-dental.example`;
    await page.goto('/');
    await page.getByLabel('Business name').fill(businessName);
    await page.getByLabel('Contact email').fill(email);
    await page.getByLabel('Industry').selectOption({ label: 'Dental' });
    await page.getByLabel('Company size').selectOption('Small Team (2-10)');
    await page.getByLabel('Reduce Manual Work').check();
    await expectNoSeriousA11yViolations(page, 'intake wizard, business details');
    await page.getByRole('button', { name: 'Get My FREE Automation Plan Now!' }).click();
    await page.getByRole('button', { name: /Appointment Reminder/ }).click();
    await expect(page.getByTestId('selected-count')).toHaveText('1');
    await expectNoSeriousA11yViolations(page, 'intake recommendations, one chosen');
    await page.getByRole('button', { name: 'Submit My Selection' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    await expectNoSeriousA11yViolations(page, 'intake confirmation');

    await page.getByRole('link', { name: 'Schedule Strategy Call' }).click();
    await expect(page).toHaveURL(/\/book-call$/);
    await expect(page.getByText(`Booking for ${businessName} (${email}).`)).toBeVisible();
    await expect(page.getByText('Times in your time zone, Europe/Paris')).toBeVisible();
    await page.screenshot({ path: `screenshots/book-call-${width}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'book a call after the wizard');
    const [slot, moveTo] = await twoFreeSlots(page);
    await pick(page, slot);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
    await expect(page.getByText(`We are emailing the calendar invite to ${email}`)).toBeVisible();
    await page.screenshot({ path: `screenshots/book-call-booked-${width}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'call booked');

    const booked = await inviteIn(email, /^Call booked: /);
    expect([booked.method, booked.sequence]).toEqual(['REQUEST', 0]);
    const link = new URL(/https?:\/\/\S+\/call\/reschedule\?token=[\w.-]+/.exec(booked.mail.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Move your strategy call' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'move a call from the email link');
    await pick(page, moveTo);
    await page.getByRole('button', { name: 'Move my call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call moved' })).toBeVisible();
    const moved = await inviteIn(email, /^Call moved: /);
    expect([moved.method, moved.sequence]).toEqual(['REQUEST', 1]);
    // The first email's link died with the move.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('This link is no longer valid')).toBeVisible();

    // The desk: the call on the business's record, and its slot refused to another booking.
    const desk = await deskShowsCall(browser, width, businessName);
    await desk.keyboard.press('Escape');
    await chooseRowAction(desk, businessName, 'Schedule call');
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Date').selectOption(moveTo.scheduledDate);
    await dialog.getByLabel('Time').selectOption(moveTo.scheduledTime);
    await dialog.getByRole('button', { name: 'Schedule Call' }).click();
    await expect(desk.getByText(/^That time is already booked\./).first()).toBeVisible();
    await desk.context().close();
  });
}

for (const width of [1280, 390]) {
  test(`a visitor new to us opens /book-call, types who they are and their business and gets the time held; the call is booked from the inbox's link onto the new business's record (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const businessName = `Walk-in Bakery ${randomUUID().slice(0, 8)}`;
    const email = `owner-${randomUUID().slice(0, 8)}@walk-in-bakery.example`;
    await page.goto('/book-call');
    const [taken, slot] = await twoFreeSlots(page);
    await page.getByLabel('Your name').fill('Rosa Baker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Business name').fill(businessName);
    // The wizard's required answers: a lead is made of them if the email is new.
    const about = page.getByRole('region', { name: 'About your business' });
    await about.getByLabel('Industry').selectOption({ label: 'Food & Beverage' });
    await about.getByLabel('Company size').selectOption('Solo');
    await about.getByRole('checkbox', { name: 'Reduce Manual Work' }).check();
    await page.screenshot({ path: `screenshots/book-call-walk-in-${width}.png`, fullPage: true });

    // Taken meanwhile: the time is refused, nothing retyped; another time is held.
    await pick(page, taken);
    await takenByAnother(page, taken);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('alert')).toContainText('That time is already booked.');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await pick(page, slot);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // Held, not booked: whatever the email, the page asks the visitor to go to that inbox.
    await expect(page.getByRole('heading', { name: ServerMessage.callHeldTitle })).toBeVisible();
    await expect(page.getByText(ServerMessage.callHeld)).toBeVisible();
    await expect(page.getByText(/The time is kept for you until /)).toBeVisible();
    await expect(page.getByText(/Meeting link/)).toHaveCount(0);
    await page.screenshot({ path: `screenshots/book-call-held-${width}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, 'call held, check your inbox');

    await expect.poll(() => deliveredMail(email).filter((mail) => mail.subject === 'Confirm your strategy call').length, { timeout: 20_000 }).toBe(1);
    const ask = deliveredMail(email).find((mail) => mail.subject === 'Confirm your strategy call')!;
    const link = new URL(/https?:\/\/\S+\/book-call\/confirm\?token=[\w.-]+/.exec(ask.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Confirm your strategy call' })).toBeVisible();
    await expect(page.getByText(`${label(slot, { weekday: 'long', month: 'long', day: 'numeric' })} at ${label(slot, { hour: 'numeric', minute: '2-digit' })}`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'confirm a held call from the email link');
    // Opening the page booked nothing (mail scanners open links): only the button does.
    expect(deliveredMail(email).filter((mail) => mail.subject.startsWith('Call booked: '))).toEqual([]);
    await page.getByRole('button', { name: 'Confirm the call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
    await page.screenshot({ path: `screenshots/book-call-confirmed-${width}.png`, fullPage: true });
    const booked = await inviteIn(email, /^Call booked: /);
    expect([booked.method, booked.sequence]).toEqual(['REQUEST', 0]);

    // The link is used: opened again, it says so and offers to book again.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(ServerMessage.callHoldInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a new time' })).toBeVisible();

    const desk = await deskShowsCall(browser, width, businessName);
    await desk.keyboard.press('Escape');
    await expect(desk.getByRole('button', { name: `Actions for ${businessName}`, exact: true })).toHaveCount(1);
    await desk.context().close();
  });
}
