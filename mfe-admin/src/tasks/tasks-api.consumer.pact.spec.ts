import { TaskTypes, type TaskRequest } from '@biz/contracts';
import { PACT_DIR, SUBMISSION_ID } from '@biz/contracts/testing';
import { requestFromState, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { at, calendarDay, jsonHeaders, oneOf } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createTask, deleteTask, fetchBusinessTasks, fetchMyDayTasks, logActivity, setTaskDone, updateTask } from './tasks-api';

// A business's tasks and the calls and meetings logged on it, as the desk's Tasks section and My day call them.
const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, integer, like, regex, uuid } = MatchersV3;

const SIGNED_IN = 'an admin is signed in';
// Another business than the fixture; its submission id is the provider's.
const ANOTHER_BUSINESS = 'another business chose one workflow';
// Another business with one open call task, due in 30 days at 14:30 in the agency's zone, repeating weekly: its submission's id.
const TASKED_BUSINESS = 'another business has an open task due in a month';
// The same, answering the task's id.
const OPEN_TASK = "another business's open task repeats every week";
// Another business's task is due today, nobody's (the owner's password sign-in sees the team's day).
const STEP_DUE_TODAY = "another business's next step is due today, and a ticket waits on the agency";
const TASK_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';

const bootstrapOwner = { kind: 'bootstrap-owner' };
const taskShape = (done: unknown = null) => ({
  id: uuid(TASK_ID),
  businessId: uuid(),
  title: like('Call about the quote'),
  type: oneOf(TaskTypes, 'call'),
  dueOn: calendarDay('2026-11-27'),
  dueTime: regex('^\\d{2}:\\d{2}$', '14:30'),
  owner: null,
  repeat: { every: 1, unit: 'week' },
  done,
  createdAt: at('2026-11-27T10:00:00.000Z'),
  createdBy: bootstrapOwner,
});
const newTask: TaskRequest = { title: 'Send the proposal', type: 'email', dueOn: '2099-06-30', dueTime: null, ownerStaffId: null, repeat: null };

describe("mfe-admin → svc-admin: a business's tasks and logged activities", () => {
  it("reads a business's tasks, open and done, with the agency's today and zone", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(TASKED_BUSINESS)
      .uponReceiving("a request for another business's tasks")
      .withRequest(...requestFromState('businessTasks', { id: SUBMISSION_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ today: calendarDay('2026-11-27'), timeZone: like('America/New_York'), open: eachLike(taskShape()), done: [] }))
      .executeTest(async ({ url }) => {
        const tasks = await withBrowserOrigin(url, () => fetchBusinessTasks(SUBMISSION_ID));
        expect(tasks.open[0]).toMatchObject({ title: 'Call about the quote', repeat: { every: 1, unit: 'week' }, done: null });
      });
  });

  it('adds a task to a business', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(ANOTHER_BUSINESS)
      .uponReceiving('a new email task on another business, due on a day, nobody owning it')
      .withRequest(...requestFromState('createTask', { id: SUBMISSION_ID }), (request) => request.jsonBody(newTask))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ ...taskShape(), title: 'Send the proposal', type: 'email', dueOn: '2099-06-30', dueTime: null, repeat: null }),
      )
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => createTask(SUBMISSION_ID, newTask))).toMatchObject({ title: 'Send the proposal', done: null, createdBy: bootstrapOwner });
      });
  });

  it('changes a task, completes it (its repeat making the next), and deletes it', async () => {
    const changed: TaskRequest = { ...newTask, title: 'Call about the revised quote', type: 'call', dueTime: '09:15', repeat: { every: 2, unit: 'week' } };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(OPEN_TASK)
      .uponReceiving('a change of a task')
      .withRequest(...requestFromState('updateTask', { id: TASK_ID }), (request) => request.jsonBody(changed))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...taskShape(), title: 'Call about the revised quote', dueOn: '2099-06-30', dueTime: '09:15', repeat: { every: 2, unit: 'week' } }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => updateTask(TASK_ID, changed))).toMatchObject({ title: 'Call about the revised quote', dueTime: '09:15' });
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(OPEN_TASK)
      .uponReceiving('a repeating task marked done')
      .withRequest(...requestFromState('setTaskDone', { id: TASK_ID }), (request) => request.jsonBody({ done: true }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ task: taskShape({ at: at('2026-11-27T10:05:00.000Z'), by: bootstrapOwner }), next: { ...taskShape(), dueOn: calendarDay('2026-12-04') } }))
      .executeTest(async ({ url }) => {
        const { task, next } = await withBrowserOrigin(url, () => setTaskDone(TASK_ID, true));
        expect(task.done?.by).toEqual(bootstrapOwner);
        expect(next).toMatchObject({ done: null, repeat: { every: 1, unit: 'week' } });
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(OPEN_TASK)
      .uponReceiving('the deletion of a task')
      .withRequest(...requestFromState('deleteTask', { id: TASK_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ deleted: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => deleteTask(TASK_ID))).toEqual({ deleted: true });
      });
  });

  it("refuses a task's change with 404 when the task is not there", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a change of a task that is not there')
      .withRequest(...requestOf('updateTask', { id: TASK_ID }), (request) => request.jsonBody(newTask))
      .willRespondWith(404, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'TaskNotFound', message: like('No task has that id (it may have been deleted).') } }))
      .executeTest(async ({ url }) => {
        await expect(withBrowserOrigin(url, () => updateTask(TASK_ID, newTask))).rejects.toThrow(/^404: /);
      });
  });

  it("reads My day's tasks: the team's, for the owner's password sign-in", async () => {
    // The provider's other open tasks are due a month on: My day lists the one due today.
    const item = { ...taskShape(), title: like('Send the quote'), type: oneOf(TaskTypes, 'to-do'), dueTime: null, repeat: null, businessName: like('Other Salon'), submissionId: uuid(SUBMISSION_ID) };
    const list = (min: number) => ({ items: eachLike(item, min), total: integer(min) });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(STEP_DUE_TODAY)
      .uponReceiving("a request for my day's tasks")
      .withRequest(...requestOf('myDayTasks'), (request) => request.query({ scope: 'mine' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ scope: 'team', today: calendarDay('2026-11-27'), overdue: { items: [], total: 0 }, dueToday: list(1), dueSoon: list(0) }))
      .executeTest(async ({ url }) => {
        const day = await withBrowserOrigin(url, () => fetchMyDayTasks({ scope: 'mine' }));
        expect(day.dueToday.items[0]).toMatchObject({ title: 'Send the quote', businessName: 'Other Salon' });
      });
  });

  it('logs a call that happened into the timeline', async () => {
    const call = { kind: 'call' as const, happenedAt: '2026-11-27T15:00:00.000Z', outcome: 'Wants a quote by Friday', notes: 'Spoke to the front desk' };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(ANOTHER_BUSINESS)
      .uponReceiving('a call logged on another business')
      .withRequest(...requestFromState('logActivity', { id: SUBMISSION_ID }), (request) => request.jsonBody(call))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ id: uuid(), ...call, happenedAt: at(call.happenedAt), by: bootstrapOwner }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => logActivity(SUBMISSION_ID, call))).toMatchObject({ kind: 'call', outcome: 'Wants a quote by Friday', by: bootstrapOwner });
      });
  });
});
