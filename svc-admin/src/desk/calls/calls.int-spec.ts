import { CallOptionsResponse, DeskCallsResponse, type DeskCall, SubmissionProfileResponse, ErrorEnvelope, SlotTakenDetails, GenerateMeetingLinkResponse, ScheduleCallResponse, ValidationMessage } from '@biz/contracts';
import { startSmtpPeer, startWorkerProcess, waitUntil, type ReceivedMail, type SmtpPeer, type WorkerProcess } from '@biz/server-kit/testing';
import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { NOT_A_BOOKABLE_DATE, NOT_OUR_MEETING_ROOM } from './calls.service';

// svc-admin in process on real svc-intake and svc-billing processes, the real worker and a real SMTP server.
// Its clock says Wednesday 28 October 2026, so the bookable days straddle the end of daylight saving time in
// New York (Sunday 1 November): 10:00 there is 14:00 UTC before it and 15:00 UTC after.
const wednesday = Date.parse('2026-10-28T15:00:00Z');
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess | undefined;
let smtp: SmtpPeer;

beforeAll(async () => {
  stack = await startAdminOnContexts({ AGENCY_TIME_ZONE: 'America/New_York' }, { now: () => wednesday });
  smtp = await startSmtpPeer();
  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix, SMTP_URL: smtp.url, SMTP_FROM: 'BizAutomate <calls@bizautomate.example>' });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await stack?.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object) => stack.t.app.inject({ method, url, headers: { cookie: stack.cookie }, ...(payload ? { payload } : {}) });
const mailsTo = (to: string) => smtp.received.filter((mail) => mail.envelope.to.includes(to));

/** The invite a received email carries, read back with a kept iCalendar parser. */
function inviteOf(mail: ReceivedMail) {
  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error(`no calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
    location: event.getFirstPropertyValue('location'),
    // URIs whose scheme is case-insensitive (ical-generator writes MAILTO:).
    attendee: String(event.getFirstPropertyValue('attendee')).toLowerCase(),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
  };
}

async function nextMailTo(to: string, count: number): Promise<ReceivedMail> {
  await waitUntil(() => mailsTo(to).length >= count, 15_000);
  expect(mailsTo(to)).toHaveLength(count);
  return mailsTo(to)[count - 1];
}

it("offers the next 14 days' weekdays and the 30-minute slots, in the agency's zone", async () => {
  const options = CallOptionsResponse.parse((await inject('GET', '/api/admin/call-options')).json());
  expect(options.timeZone).toBe('America/New_York');
  expect(options.dates).toEqual(['2026-10-29', '2026-10-30', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-11']);
  expect(options.times).toHaveLength(17);
  expect([options.durations, options.defaultDuration]).toEqual([[15, 30, 45, 60], 30]);
});

it('books a call, then moves it across the daylight saving change, then cancels it: one event in the calendar, updated in place', async () => {
  const to = 'owner@calendar-dental.example';
  const id = await clientThrough(stack.contexts, 'Calendar Dental', to, { select: 0, order: 'none' });
  const booked = ScheduleCallResponse.parse(
    (await inject('POST', '/api/admin/schedule-call', { clientId: id, callType: 'video', duration: 45, scheduledDate: '2026-10-30', scheduledTime: '10:00', agenda: 'Walk through the plan', notes: 'Owner prefers mornings' })).json(),
  );
  expect(booked.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/BizAutomate-[\w-]{22}$/);

  const first = await nextMailTo(to, 1);
  expect(first.subject).toBe('Call booked: Friday, October 30, 2026 at 10:00 AM EDT');
  expect(first.text).toContain(`Join: ${booked.meetingLink}`);
  expect(first.text).toContain('Walk through the plan');
  expect(first.text).not.toContain('Owner prefers mornings');
  const invite = inviteOf(first);
  expect(invite).toMatchObject({ method: 'REQUEST', uid: `call-${booked.callId}@bizautomate`, sequence: 0, status: 'CONFIRMED', start: '2026-10-30T14:00:00.000Z', end: '2026-10-30T14:45:00.000Z', location: booked.meetingLink });
  expect(invite.attendee).toBe(`mailto:${to}`);
  expect(invite.organizer).toBe('mailto:calls@bizautomate.example');

  expect((await inject('POST', `/api/admin/calls/${booked.callId}/reschedule`, { duration: 30, scheduledDate: '2026-11-02', scheduledTime: '10:00' })).statusCode).toBe(200);
  const moved = inviteOf(await nextMailTo(to, 2));
  expect(moved).toMatchObject({ method: 'REQUEST', uid: invite.uid, sequence: 1, start: '2026-11-02T15:00:00.000Z', end: '2026-11-02T15:30:00.000Z' });

  expect((await inject('POST', `/api/admin/calls/${booked.callId}/cancel`, {})).statusCode).toBe(200);
  const cancelled = await nextMailTo(to, 3);
  expect(cancelled.subject).toBe('Call cancelled: Monday, November 2, 2026 at 10:00 AM EST');
  expect(inviteOf(cancelled)).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 2, status: 'CANCELLED' });
  expect((await inject('POST', `/api/admin/calls/${booked.callId}/cancel`, {})).statusCode).toBe(409);
  expect((await inject('POST', `/api/admin/calls/${randomUUID()}/cancel`, {})).statusCode).toBe(404);

  const profile = SubmissionProfileResponse.parse((await inject('GET', `/api/admin/clients/${id}/profile`)).json());
  expect(profile.calls).toEqual([expect.objectContaining({ id: booked.callId, status: 'cancelled', scheduledDate: '2026-11-02', startsAt: '2026-11-02T15:00:00.000Z', notes: 'Owner prefers mornings' })]);
  expect(profile.timeline.filter((e) => e.kind === 'call')).toEqual([expect.objectContaining({ callId: booked.callId, status: 'cancelled' })]);
  expect(profile.timeline.filter((e) => e.kind === 'admin-action').map((e) => e.kind === 'admin-action' && e.action)).toEqual(['call.cancelled', 'call.moved']);
  expect(profile.emails).toHaveLength(3);
}, 45_000);

it('refuses a missing date or time with the spec message, a weekend or out-of-window day, an off-slot time and an unknown client, booking nothing', async () => {
  const id = await clientThrough(stack.contexts, 'Picky Salon', 'owner@picky-salon.example', { select: 0, order: 'none' });
  const base = { clientId: id, callType: 'phone', scheduledDate: '2026-11-03', scheduledTime: '09:30' };
  for (const missing of ['scheduledDate', 'scheduledTime'] as const) {
    const res = await inject('POST', '/api/admin/schedule-call', { ...base, [missing]: undefined });
    expect(ErrorEnvelope.parse(res.json()).error.fields).toEqual({ [missing]: [ValidationMessage.selectCallDateAndTime] });
  }
  for (const scheduledDate of ['2026-10-31', '2026-11-12', '2026-10-28']) {
    expect(ErrorEnvelope.parse((await inject('POST', '/api/admin/schedule-call', { ...base, scheduledDate })).json()).error.fields).toEqual({ scheduledDate: [NOT_A_BOOKABLE_DATE] });
  }
  expect((await inject('POST', '/api/admin/schedule-call', { ...base, scheduledTime: '08:00' })).statusCode).toBe(400);
  expect((await inject('POST', '/api/admin/schedule-call', { ...base, clientId: randomUUID() })).statusCode).toBe(404);
  expect(SubmissionProfileResponse.parse((await inject('GET', `/api/admin/clients/${id}/profile`)).json()).calls).toEqual([]);
  expect(mailsTo('owner@picky-salon.example')).toEqual([]);
});

it('makes a new unguessable meeting room each time', async () => {
  const links = await Promise.all([1, 2].map(async () => GenerateMeetingLinkResponse.parse((await inject('POST', '/api/admin/generate-meeting-link', { callType: 'video', duration: 30 })).json()).meetingLink));
  expect(links[0]).not.toBe(links[1]);
  for (const link of links) expect(link).toMatch(/^https:\/\/meet\.jit\.si\/BizAutomate-[\w-]{22}$/);
});

it('books one of 10 concurrent bookings of one slot; the nine others get 409 with the next free times', async () => {
  const id = await clientThrough(stack.contexts, 'Busy Bakery', 'owner@busy-bakery.example', { select: 0, order: 'none' });
  const booking = { clientId: id, callType: 'video', duration: 30, scheduledDate: '2026-11-04', scheduledTime: '09:00' };
  const answers = await Promise.all(Array.from({ length: 10 }, () => inject('POST', '/api/admin/schedule-call', booking)));
  expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  for (const refused of answers.filter((res) => res.statusCode === 409)) {
    const { error } = ErrorEnvelope.parse(refused.json());
    expect(error.code).toBe('SlotTaken');
    expect(error.message).toBe('That time is already booked. The next free times are Wednesday, November 4, 2026 at 9:30 AM EST; Wednesday, November 4, 2026 at 10:00 AM EST; Wednesday, November 4, 2026 at 10:30 AM EST.');
    expect(SlotTakenDetails.parse(error.details).nextFreeSlots.map((slot) => slot.startsAt)).toEqual(['2026-11-04T14:30:00.000Z', '2026-11-04T15:00:00.000Z', '2026-11-04T15:30:00.000Z']);
  }
  // A longer call over the booked one is refused too; moving onto it as well.
  expect((await inject('POST', '/api/admin/schedule-call', { ...booking, duration: 60, scheduledTime: '08:30' })).statusCode).toBe(400);
  const overlapping = await inject('POST', '/api/admin/schedule-call', { ...booking, duration: 60, scheduledTime: '09:00' });
  expect(overlapping.statusCode).toBe(409);
  const later = ScheduleCallResponse.parse((await inject('POST', '/api/admin/schedule-call', { ...booking, scheduledTime: '11:00' })).json());
  expect((await inject('POST', `/api/admin/calls/${later.callId}/reschedule`, { duration: 30, scheduledDate: '2026-11-04', scheduledTime: '09:00' })).statusCode).toBe(409);
  const calls = SubmissionProfileResponse.parse((await inject('GET', `/api/admin/clients/${id}/profile`)).json()).calls;
  expect(calls.map((call) => [call.scheduledTime, call.status]).sort()).toEqual([['09:00', 'scheduled'], ['11:00', 'scheduled']]);
}, 45_000);

it("sends the room 'Generate Meeting Link' showed, and refuses a link that is not under MEETING_BASE_URL", async () => {
  const to = 'owner@room-florist.example';
  const id = await clientThrough(stack.contexts, 'Room Florist', to, { select: 0, order: 'none' });
  const { meetingLink } = GenerateMeetingLinkResponse.parse((await inject('POST', '/api/admin/generate-meeting-link', { callType: 'video', duration: 30 })).json());
  const booking = { clientId: id, callType: 'video', duration: 30, scheduledDate: '2026-11-05', scheduledTime: '14:00' };
  const foreign = await inject('POST', '/api/admin/schedule-call', { ...booking, meetingLink: 'https://evil.example/BizAutomate-room' });
  expect(ErrorEnvelope.parse(foreign.json()).error.fields).toEqual({ meetingLink: [NOT_OUR_MEETING_ROOM] });
  const booked = ScheduleCallResponse.parse((await inject('POST', '/api/admin/schedule-call', { ...booking, meetingLink })).json());
  expect(booked.meetingLink).toBe(meetingLink);
  expect(inviteOf(await nextMailTo(to, 1)).location).toBe(meetingLink);
}, 30_000);

it("lists the agency's calls across businesses: the booked ones to come soonest first, the recent ones latest first, each named by its business", async () => {
  const book = async (name: string, scheduledDate: string, scheduledTime: string) => {
    const email = `owner-${randomUUID().slice(0, 6)}@desk-calls.example`;
    const clientId = await clientThrough(stack.contexts, name, email, { order: 'none' });
    const { callId } = ScheduleCallResponse.parse((await inject('POST', '/api/admin/schedule-call', { clientId, callType: 'phone', duration: 15, scheduledDate, scheduledTime, agenda: '', notes: '' })).json());
    return { clientId, callId, email };
  };
  const later = await book('Later Bakery', '2026-11-11', '16:30');
  const sooner = await book('Sooner Florist', '2026-11-10', '16:30');
  const cancelled = await book('Cancelled Gym', '2026-11-09', '16:30');
  expect((await inject('POST', `/api/admin/calls/${cancelled.callId}/cancel`, {})).statusCode).toBe(200);
  // A call held two days before the clock's now (written straight into the calendar): a recent one.
  const past = await book('Past Plumber', '2026-11-06', '16:30');
  await stack.t.query(`UPDATE $schema.calls SET starts_at = $2, ends_at = $2::timestamptz + interval '15 minutes' WHERE id = $1`, [past.callId, new Date(wednesday - 2 * 86_400_000)]);

  const res = await inject('GET', '/api/admin/calls');
  expect(res.statusCode).toBe(200);
  const { upcoming, recent } = DeskCallsResponse.parse(res.json());
  const ours = (calls: DeskCall[]) => calls.filter((call) => [later, sooner, cancelled, past].some(({ callId }) => callId === call.id)).map((call) => call.businessName);
  expect(ours(upcoming)).toEqual(['Sooner Florist', 'Later Bakery']);
  expect(upcoming.find((call) => call.id === sooner.callId)).toMatchObject({ submissionId: sooner.clientId, contactEmail: sooner.email, status: 'scheduled', scheduledDate: '2026-11-10' });
  expect(ours(recent)).toEqual(['Past Plumber']);
  expect(recent.every((call, i) => i === 0 || call.startsAt <= recent[i - 1].startsAt)).toBe(true);
  expect(upcoming.every((call, i) => i === 0 || call.startsAt >= upcoming[i - 1].startsAt)).toBe(true);
});
