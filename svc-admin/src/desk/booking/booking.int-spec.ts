import { BookedCall, CALL_HOLD_MINUTES, ErrorEnvelope, HeldCall, OpenSlotsResponse, ServerMessage, SlotTakenDetails, SubmissionProfileResponse, SubmissionsByEmailResponse, ValidationMessage } from '@biz/contracts';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET, InternalClient } from '@biz/server-kit';
import { fromClientAddress, startSmtpPeer, startWorkerProcess, waitUntil, type ReceivedMail, type SmtpPeer, type WorkerProcess } from '@biz/server-kit/testing';
import ICAL from 'ical.js';
import { randomBytes } from 'node:crypto';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { developmentLinkSigningKey } from '../../config/env';
import { SignedLinks } from '../../shared/signed-links/signed-links';
import { CallLinks } from './call-links';
import { SlotMessage } from './slot-check';

// svc-admin in process on real svc-intake and svc-billing, the real worker and a real SMTP server. The clock
// says Wednesday 28 October 2026, 11:00 in New York; a test moves it past a call's start to expire its links.
const wednesday = Date.parse('2026-10-28T15:00:00Z');
let clock = wednesday;
const agency = 'calls@agency.example';
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess | undefined;
let smtp: SmtpPeer;

beforeAll(async () => {
  // A link key of its own, as a deployment has (production refuses the development one).
  stack = await startAdminOnContexts({ BOOKING_RATE_LIMIT_PER_MINUTE: '1000', AGENCY_TIME_ZONE: 'America/New_York', ADMIN_ALERT_EMAIL: agency, PUBLIC_URL: 'https://book.example', LINK_SIGNING_KEY: randomBytes(32).toString('base64') }, { now: () => clock });
  smtp = await startSmtpPeer();
  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix, SMTP_URL: smtp.url, SMTP_FROM: 'BizAutomate <calls@bizautomate.example>' });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await stack?.close();
});

const publicPost = (url: string, payload: object) => stack.t.app.inject({ method: 'POST', url, payload });
const mailsTo = (to: string) => smtp.received.filter((mail) => mail.envelope.to.includes(to));
const openStarts = async () => OpenSlotsResponse.parse((await stack.t.app.inject({ method: 'GET', url: '/api/calls/open-slots' })).json()).slots.map((slot) => slot.startsAt);
const submissionsOf = async (email: string) => (await new InternalClient({ baseUrl: stack.contexts.intakeUrl, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('submissionsByEmail', { body: { emails: [email] } })).submissions;
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/profile`, headers: { cookie: stack.cookie } })).json());

async function nthMailTo(to: string, count: number): Promise<ReceivedMail> {
  await waitUntil(() => mailsTo(to).length >= count, 15_000);
  return mailsTo(to)[count - 1];
}

/** The invite a mail carries, parsed back with ical.js; the .ics attachment must be the same calendar, CRLF-ended. */
function inviteOf(mail: ReceivedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const file = mail.attachments.find((a) => a.filename === 'invite.ics' && a.contentType.startsWith('application/ics'));
  if (!part || !file) throw new Error(`no calendar part and .ics file in "${mail.subject}"`);
  const ics = file.content.toString('utf8');
  expect(ics).toBe(part.content.toString('utf8'));
  expect(ics.split('\r\n').length).toBeGreaterThan(10);
  expect(ics.replaceAll('\r\n', '')).not.toContain('\n');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    sequence: event.getFirstPropertyValue('sequence'),
    uid: event.getFirstPropertyValue('uid'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`https://book\\.example${path}\\?token=([\\w.-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[1];
};

it('offers the next 14 days’ weekday slots as instants in the agency zone, minus the booked ones', async () => {
  const open = OpenSlotsResponse.parse((await stack.t.app.inject({ method: 'GET', url: '/api/calls/open-slots' })).json());
  expect([open.timeZone, open.durationMinutes]).toEqual(['America/New_York', 30]);
  expect(open.slots[0]).toEqual({ startsAt: '2026-10-29T13:00:00.000Z', scheduledDate: '2026-10-29', scheduledTime: '09:00' });
  expect(open.slots).toHaveLength(10 * 17);
});

it('books from the wizard in one request, invites the visitor and the agency, then moves and cancels by the signed links', async () => {
  const to = 'owner@wizard-bakery.example';
  const id = await clientThrough(stack.contexts, 'Wizard Bakery', to, { select: 0, order: 'none' });
  const booked = await publicPost('/api/calls/book', { submissionId: id, startsAt: '2026-11-02T15:00:00Z' });
  expect(booked.statusCode).toBe(200);
  expect(BookedCall.parse(booked.json())).toMatchObject({ startsAt: '2026-11-02T15:00:00.000Z', endsAt: '2026-11-02T15:30:00.000Z', status: 'scheduled' });
  expect(JSON.stringify(booked.json())).not.toContain('Wizard Bakery');

  const first = await nthMailTo(to, 1);
  const agencyCopy = await nthMailTo(agency, 1);
  expect(first.subject).toBe('Call booked: Monday, November 2, 2026 at 10:00 AM EST');
  expect(inviteOf(first)).toMatchObject({ method: 'REQUEST', sequence: 0, start: '2026-11-02T15:00:00.000Z' });
  expect(inviteOf(agencyCopy)).toMatchObject({ method: 'REQUEST', sequence: 0, uid: inviteOf(first).uid });
  expect(agencyCopy.text).toContain(`Booked by ${to} on the site.`);
  const slots = OpenSlotsResponse.parse((await stack.t.app.inject({ method: 'GET', url: '/api/calls/open-slots' })).json()).slots;
  expect(slots.map((slot) => slot.startsAt)).not.toContain('2026-11-02T15:00:00.000Z');

  // The same slot again: 409 with the next free times.
  const again = await publicPost('/api/calls/book', { submissionId: id, startsAt: '2026-11-02T15:00:00Z' });
  expect(again.statusCode).toBe(409);
  expect(SlotTakenDetails.parse(ErrorEnvelope.parse(again.json()).error.details).nextFreeSlots[0].startsAt).toBe('2026-11-02T15:30:00.000Z');

  const reschedule = linkIn(first, '/call/reschedule');
  const cancelFirst = linkIn(first, '/call/cancel');
  expect(BookedCall.parse((await publicPost('/api/calls/by-link', { token: cancelFirst })).json()).startsAt).toBe('2026-11-02T15:00:00.000Z');
  const altered = `${reschedule.slice(0, -2)}${reschedule.endsWith('AA') ? 'BB' : 'AA'}`;
  // The same claims signed with the development key (public in this repository): refused.
  const [callId, sequence] = (JSON.parse(Buffer.from(cancelFirst.split('.')[0], 'base64url').toString()) as { s: string }).s.split(':');
  const forged = new CallLinks(developmentLinkSigningKey).sign({ callId, purpose: 'cancel', sequence: Number(sequence), expiresAt: SignedLinks.expiryOf(cancelFirst)! });
  expect(ErrorEnvelope.parse((await publicPost('/api/calls/by-link/cancel', { token: forged })).json()).error.code).toBe('CallLinkInvalid');
  expect(ErrorEnvelope.parse((await publicPost('/api/calls/by-link/reschedule', { token: altered, startsAt: '2026-11-03T14:00:00Z' })).json()).error.code).toBe('CallLinkInvalid');
  expect((await publicPost('/api/calls/by-link/reschedule', { token: cancelFirst, startsAt: '2026-11-03T14:00:00Z' })).statusCode).toBe(400);
  expect((await publicPost('/api/calls/by-link/reschedule', { token: reschedule, startsAt: '2026-11-03T14:00:00Z' })).statusCode).toBe(200);
  const moved = await nthMailTo(to, 2);
  expect(inviteOf(moved)).toMatchObject({ method: 'REQUEST', sequence: 1, start: '2026-11-03T14:00:00.000Z' });
  // The first email's links died with the move.
  expect((await publicPost('/api/calls/by-link/cancel', { token: cancelFirst })).statusCode).toBe(400);

  expect((await publicPost('/api/calls/by-link/cancel', { token: linkIn(moved, '/call/cancel') })).statusCode).toBe(200);
  expect(inviteOf(await nthMailTo(to, 3))).toMatchObject({ method: 'CANCEL', sequence: 2 });
  expect(inviteOf(await nthMailTo(agency, 3))).toMatchObject({ method: 'CANCEL', sequence: 2 });
  const profile = await profileOf(id);
  expect(profile.calls).toEqual([expect.objectContaining({ status: 'cancelled', startsAt: '2026-11-03T14:00:00.000Z' })]);
  expect(profile.emails).toHaveLength(6);
}, 60_000);

it('refuses a slot in the past, on a weekend, outside hours or off the half hour, a booking without who books and an expired link, writing nothing', async () => {
  const to = 'owner@careful-dentist.example';
  const id = await clientThrough(stack.contexts, 'Careful Dentist', to, { select: 0, order: 'none' });
  const cases: [string, string][] = [
    ['2026-10-27T15:00:00Z', SlotMessage.past],
    ['2026-10-31T14:00:00Z', SlotMessage.weekend],
    ['2026-11-02T23:00:00Z', SlotMessage.outsideHours],
    ['2026-11-02T15:10:00Z', SlotMessage.outsideHours],
    ['2026-11-20T15:00:00Z', SlotMessage.outsideWindow],
  ];
  for (const [startsAt, message] of cases) {
    const res = await publicPost('/api/calls/book', { submissionId: id, startsAt });
    expect([res.statusCode, ErrorEnvelope.parse(res.json()).error.fields]).toEqual([400, { startsAt: [message] }]);
  }
  expect(ErrorEnvelope.parse((await publicPost('/api/calls/book', { startsAt: '2026-11-04T15:00:00Z' })).json()).error.fields).toEqual({ name: ['Name is required'], email: ['Valid email is required'], businessName: ['Business name is required'], industry: [ValidationMessage.industryRequired], companySize: [ValidationMessage.companySizeRequired], primaryGoals: [ValidationMessage.selectAtLeastOneGoal] });
  expect((await profileOf(id)).calls).toEqual([]);

  // Booked, then the link once the call has started.
  expect((await publicPost('/api/calls/book', { submissionId: id, startsAt: '2026-11-05T15:00:00Z' })).statusCode).toBe(200);
  const cancel = linkIn(await nthMailTo(to, 1), '/call/cancel');
  clock = Date.parse('2026-11-05T15:00:00Z');
  try {
    expect(ErrorEnvelope.parse((await publicPost('/api/calls/by-link/cancel', { token: cancel })).json()).error.code).toBe('CallLinkInvalid');
  } finally {
    clock = wednesday;
  }
  expect((await profileOf(id)).calls).toEqual([expect.objectContaining({ status: 'scheduled' })]);
}, 45_000);

describe('a booking by a typed email waits for its inbox (decision 043)', () => {
  const answers = { industry: 'salon', companySize: 'Small Team (2-10)', primaryGoals: ['Book More Appointments'] };
  const typed = (email: string, startsAt: string) => publicPost('/api/calls/book', { name: 'Mallory', email, businessName: 'Not Really Theirs', ...answers, startsAt });
  const errorCodeOf = (res: { json: () => unknown }) => ErrorEnvelope.parse(res.json()).error.code;

  it('holds the slot for a known and an unknown email alike; the known lead gets no call until its inbox confirms, once', async () => {
    const known = 'owner@held-salon.example';
    const unknown = 'nobody@held-unknown.example';
    const id = await clientThrough(stack.contexts, 'Held Salon', known, { select: 0, order: 'none' });
    const forKnown = await typed(known, '2026-11-06T15:00:00Z');
    const forUnknown = await typed(unknown, '2026-11-06T16:00:00Z');

    // The same answer: status, headers that matter and body apart from the times asked for.
    expect([forKnown.statusCode, forUnknown.statusCode]).toEqual([200, 200]);
    expect(forKnown.headers['content-type']).toBe(forUnknown.headers['content-type']);
    const [heldKnown, heldUnknown] = [HeldCall.parse(forKnown.json()), HeldCall.parse(forUnknown.json())];
    expect(heldKnown).toEqual({ status: 'held', startsAt: '2026-11-06T15:00:00.000Z', endsAt: '2026-11-06T15:30:00.000Z', timeZone: 'America/New_York', holdExpiresAt: '2026-10-28T15:30:00.000Z' });
    const { startsAt: _a, endsAt: _b, ...restKnown } = heldKnown;
    const { startsAt: _c, endsAt: _d, ...restUnknown } = heldUnknown;
    expect(restKnown).toEqual(restUnknown);
    expect(Object.keys(forKnown.json() as object)).toEqual(Object.keys(forUnknown.json() as object));

    // Nothing on the lead's record; both slots kept from everyone else, the wizard's visitor included.
    expect((await profileOf(id)).calls).toEqual([]);
    expect(await openStarts()).not.toEqual(expect.arrayContaining(['2026-11-06T15:00:00.000Z']));
    expect(await openStarts()).not.toEqual(expect.arrayContaining(['2026-11-06T16:00:00.000Z']));
    expect((await publicPost('/api/calls/book', { submissionId: id, startsAt: '2026-11-06T15:00:00Z' })).statusCode).toBe(409);
    expect((await typed('someone@else.example', '2026-11-06T15:00:00Z')).statusCode).toBe(409);

    // The lead's inbox is asked, with the time in the agency's zone.
    const ask = await nthMailTo(known, 1);
    expect(ask.subject).toBe('Confirm your strategy call');
    expect(ask.text).toContain('Friday, November 6, 2026 at 10:00 AM EST');
    expect(ask.text).toContain('for 30 minutes');
    expect(ask.text).toContain('If you did not ask for this call, ignore this email');
    expect(ask.attachments).toEqual([]);
    // Nothing typed on the page reaches the inbox: anyone may type anyone's address.
    expect(ask.text).not.toMatch(/Mallory|Not Really Theirs/);
    const token = linkIn(ask, '/book-call/confirm');

    // Reading the link uses nothing; confirming books on the lead's record, once.
    expect(HeldCall.parse((await publicPost('/api/calls/hold', { token })).json()).startsAt).toBe('2026-11-06T15:00:00.000Z');
    expect((await profileOf(id)).calls).toEqual([]);
    const confirmed = await publicPost('/api/calls/hold/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(BookedCall.parse(confirmed.json())).toMatchObject({ startsAt: '2026-11-06T15:00:00.000Z', status: 'scheduled' });
    expect((await nthMailTo(known, 2)).subject).toBe('Call booked: Friday, November 6, 2026 at 10:00 AM EST');
    const again = await publicPost('/api/calls/hold/confirm', { token });
    expect([again.statusCode, errorCodeOf(again), ErrorEnvelope.parse(again.json()).error.message]).toEqual([410, 'CallHoldInvalid', ServerMessage.callHoldInvalid]);
    expect((await publicPost('/api/calls/hold', { token })).statusCode).toBe(410);
    expect((await profileOf(id)).calls).toEqual([expect.objectContaining({ status: 'scheduled', startsAt: '2026-11-06T15:00:00.000Z' })]);
    expect(await openStarts()).not.toEqual(expect.arrayContaining(['2026-11-06T15:00:00.000Z']));

    // The unknown email's confirmation makes the lead from what was typed, then books on it.
    expect(await submissionsOf(unknown)).toEqual([]);
    expect((await publicPost('/api/calls/hold/confirm', { token: linkIn(await nthMailTo(unknown, 1), '/book-call/confirm') })).statusCode).toBe(200);
    const [lead] = await submissionsOf(unknown);
    expect(lead).toMatchObject({ businessName: 'Not Really Theirs', contactEmail: unknown });
    const profile = await profileOf(lead.id);
    expect(profile.submission).toMatchObject(answers);
    expect(profile.calls).toEqual([expect.objectContaining({ status: 'scheduled', startsAt: '2026-11-06T16:00:00.000Z' })]);
    expect(SubmissionsByEmailResponse.parse({ submissions: await submissionsOf(unknown) }).submissions).toHaveLength(1);
  }, 60_000);

  it('keeps at most MAX_LIVE_HOLDS_PER_ADDRESS times at once for one network; another network still holds', async () => {
    const from = (address: string, email: string, startsAt: string) =>
      stack.t.app.inject({ method: 'POST', url: '/api/calls/book', headers: fromClientAddress(address), payload: { name: 'Mallory', email, businessName: 'Many Holds', ...answers, startsAt } });
    for (const [i, startsAt] of ['2026-11-03T17:00:00Z', '2026-11-03T18:00:00Z', '2026-11-03T19:00:00Z'].entries()) expect((await from('10.9.0.1', `many-${i}@holds.example`, startsAt)).statusCode).toBe(200);
    const fourth = await from('10.9.0.1', 'many-3@holds.example', '2026-11-03T20:00:00Z');
    expect([fourth.statusCode, fourth.headers['retry-after'], ErrorEnvelope.parse(fourth.json()).error.message]).toEqual([429, String(CALL_HOLD_MINUTES * 60), ServerMessage.tooManyCallHolds]);
    expect(await openStarts()).toContain('2026-11-03T20:00:00.000Z');
    expect((await from('10.9.0.2', 'other-network@holds.example', '2026-11-03T20:00:00Z')).statusCode).toBe(200);
  });

  it('a newer hold of the email replaces the older; past its minutes a hold frees its slot and its link is refused', async () => {
    const email = 'owner@twice-held.example';
    expect((await typed(email, '2026-11-09T15:00:00Z')).statusCode).toBe(200);
    expect((await typed(email.toUpperCase(), '2026-11-09T16:00:00Z')).statusCode).toBe(200);
    const [first, second] = [linkIn(await nthMailTo(email, 1), '/book-call/confirm'), linkIn(await nthMailTo(email, 2), '/book-call/confirm')];
    expect(await openStarts()).toContain('2026-11-09T15:00:00.000Z');
    expect(await openStarts()).not.toContain('2026-11-09T16:00:00.000Z');
    expect(errorCodeOf(await publicPost('/api/calls/hold/confirm', { token: first }))).toBe('CallHoldInvalid');
    expect(errorCodeOf(await publicPost('/api/calls/hold/confirm', { token: 'not-a-token' }))).toBe('CallHoldInvalid');

    clock = wednesday + 30 * 60_000;
    try {
      expect(await openStarts()).toContain('2026-11-09T16:00:00.000Z');
      const late = await publicPost('/api/calls/hold/confirm', { token: second });
      expect([late.statusCode, errorCodeOf(late)]).toEqual([410, 'CallHoldInvalid']);
    } finally {
      clock = wednesday;
    }
    expect(await submissionsOf(email)).toEqual([]);
  }, 45_000);
});
