import { CallReminderJob, callReminderJobId, ScheduleCallResponse, SubmissionProfileResponse } from '@biz/contracts';
import { createQueueConnection } from '@biz/server-kit';
import { queuedJobs, waitUntil } from '@biz/server-kit/testing';
import { runnerOf } from '@biz/server-kit/testing/pact';
import { Queue } from 'bullmq';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { AdminInbox } from '../inbox/admin-inbox';

// svc-admin in process (its inbox consumes its own delayed jobs) on real svc-intake and svc-billing. Its clock
// says Wednesday 28 October 2026, 11:00 in New York; BullMQ's delays count from it.
const wednesday = Date.parse('2026-10-28T15:00:00Z');
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let queue: Queue;

beforeAll(async () => {
  stack = await startAdminOnContexts({ AGENCY_TIME_ZONE: 'America/New_York' }, { now: () => wednesday });
  queue = new Queue(CallReminderJob.queue, { connection: createQueueConnection(stack.t.env.REDIS_URL, 'producer'), prefix: stack.contexts.queuePrefix });
}, 60_000);
afterAll(async () => {
  await queue?.close();
  await stack?.close();
});

const inject = (url: string, payload: object) => stack.t.app.inject({ method: 'POST', url, headers: { cookie: stack.cookie }, payload });
const reminders = async () => (await queuedJobs(stack.t.env.REDIS_URL, stack.contexts.queuePrefix, CallReminderJob)).map((job) => ({ id: job.id, delay: job.opts.delay }));
const stateOf = async (jobId: string) => (await queue.getJob(jobId))?.getState() ?? 'gone';
const reminderEmails = async (id: string) => SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/profile`, headers: { cookie: stack.cookie } })).json()).emails.filter((email) => email.subject.startsWith('Reminder: '));

it('plans the reminders a day and an hour before, sends each once though run twice at once, and re-plans or drops them when the call moves or is cancelled', async () => {
  const id = await clientThrough(stack.contexts, 'Reminded Gym', 'owner@reminded-gym.example', { select: 0, order: 'none' });
  // Monday 2 November, 10:00 New York = 15:00Z: 24 h before is 1 November 15:00Z, 4 days and 0 h from the clock.
  const { callId } = ScheduleCallResponse.parse((await inject('/api/admin/schedule-call', { clientId: id, callType: 'video', duration: 30, scheduledDate: '2026-11-02', scheduledTime: '10:00' })).json());
  const day = callReminderJobId(callId, 0, '24h');
  const hour = callReminderJobId(callId, 0, '1h');
  expect(await reminders()).toEqual(expect.arrayContaining([{ id: day, delay: 4 * 86_400_000 }, { id: hour, delay: 5 * 86_400_000 - 3_600_000 }]));
  expect([await stateOf(day), await stateOf(hour)]).toEqual(['delayed', 'delayed']);

  // The day-before reminder falls due: the inbox runs the job while a second instance runs the same reminder.
  const secondInstance = runnerOf(stack.t.app.get(AdminInbox).handlers(), CallReminderJob);
  const [second] = await Promise.all([secondInstance({ callId, sequence: 0, lead: '24h' }), (await queue.getJob(day))!.promote()]);
  await waitUntil(async () => (await stateOf(day)) === 'completed', 15_000);
  const ran = (await queue.getJob(day))!.returnvalue as { sent: boolean };
  expect([(second as { sent: boolean }).sent, ran.sent].sort()).toEqual([false, true]);
  expect((await reminderEmails(id)).map((email) => email.subject)).toEqual(['Reminder: our call tomorrow, Monday, November 2, 2026 at 10:00 AM EST']);

  // Moved: the old version's hour reminder is dropped, the new version's planned; a stale run sends nothing.
  expect((await inject(`/api/admin/calls/${callId}/reschedule`, { duration: 30, scheduledDate: '2026-11-03', scheduledTime: '10:00' })).statusCode).toBe(200);
  expect(await stateOf(hour)).toBe('gone');
  expect([await stateOf(callReminderJobId(callId, 1, '24h')), await stateOf(callReminderJobId(callId, 1, '1h'))]).toEqual(['delayed', 'delayed']);
  expect(await secondInstance({ callId, sequence: 0, lead: '1h' })).toEqual({ sent: false });

  expect((await inject(`/api/admin/calls/${callId}/cancel`, {})).statusCode).toBe(200);
  expect([await stateOf(callReminderJobId(callId, 1, '24h')), await stateOf(callReminderJobId(callId, 1, '1h'))]).toEqual(['gone', 'gone']);
  expect(await reminderEmails(id)).toHaveLength(1);
}, 45_000);
