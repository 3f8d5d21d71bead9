import { BusinessTask, BusinessTasksResponse, DeleteTaskResponse, LoggedActivity, MyDayTasksResponse, TaskDoneResponse, ToastMessage, type LogActivityRequest, type MyDayTasksQuery, type TaskRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/endpoint-calls';
import { profileQueries } from '../api/write-helpers';

export const fetchBusinessTasks = (id: string) => callEndpoint('businessTasks', BusinessTasksResponse, { params: { id } });
export const createTask = (id: string, body: TaskRequest) => callEndpoint('createTask', BusinessTask, { params: { id }, body });
export const updateTask = (id: string, body: TaskRequest) => callEndpoint('updateTask', BusinessTask, { params: { id }, body });
export const setTaskDone = (id: string, done: boolean) => callEndpoint('setTaskDone', TaskDoneResponse, { params: { id }, body: { done } });
export const deleteTask = (id: string) => callEndpoint('deleteTask', DeleteTaskResponse, { params: { id } });
export const fetchMyDayTasks = (query: MyDayTasksQuery) => callEndpoint('myDayTasks', MyDayTasksResponse, { query });
export const logActivity = (id: string, body: LogActivityRequest) => callEndpoint('logActivity', LoggedActivity, { params: { id }, body });

/** A business's tasks, by one of its submissions. */
export const businessTasksQuery = (submissionId: string) => queryOptions({ queryKey: ['business-tasks', submissionId], queryFn: () => fetchBusinessTasks(submissionId) });
/** My day's tasks of one scope (under "my-day": every write that changes My day reads it again). */
export const myDayTasksQuery = (scope: MyDayTasksResponse['scope']) => queryOptions({ queryKey: ['my-day', 'tasks', scope], queryFn: () => fetchMyDayTasks({ scope }) });

// A task shows on the business's list, its record (next step, timeline), My day and the board's card.
const taskQueries = [['business-tasks'], ...profileQueries, ['my-day'], ['pipeline-board']];
const useTaskWrite = <V, D>(mutationFn: (variables: V) => Promise<D>) => useEndpointMutation({ mutationFn, failure: ToastMessage.taskFailed, invalidates: taskQueries });

export const useCreateTask = () => useTaskWrite(({ submissionId, task }: { submissionId: string; task: TaskRequest }) => createTask(submissionId, task));
export const useUpdateTask = () => useTaskWrite(({ id, task }: { id: string; task: TaskRequest }) => updateTask(id, task));
/** Rows act on their own task: a click on one row does not wait for another's. */
export const useSetTaskDone = () => useEndpointMutation({ mutationFn: ({ id, done }: { id: string; done: boolean }) => setTaskDone(id, done), failure: ToastMessage.taskFailed, invalidates: taskQueries, concurrent: true });
export const useDeleteTask = () => useTaskWrite((id: string) => deleteTask(id));
export const useLogActivity = () =>
  useEndpointMutation({ mutationFn: ({ submissionId, activity }: { submissionId: string; activity: LogActivityRequest }) => logActivity(submissionId, activity), failure: ToastMessage.activityFailed, invalidates: profileQueries });
