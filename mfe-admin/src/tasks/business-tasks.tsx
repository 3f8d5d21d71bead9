import { agencyActorName, type BusinessTask, type BusinessTasksResponse, type StaffMemberName } from '@biz/contracts';
import { Button, Dialog, formatDate, formatDay, toast } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LogActivityDialog } from './log-activity-dialog';
import { TaskForm } from './task-form';
import { dueInWords, taskFacts } from './task-words';
import { businessTasksQuery, useCreateTask, useDeleteTask, useSetTaskDone, useUpdateTask } from './tasks-api';

interface TaskRowProps {
  task: BusinessTask;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** One task: what, when (overdue said in words), its facts, and its actions, each named after the task. */
function TaskRow({ task, today, onEdit, onDelete }: TaskRowProps) {
  const setDone = useSetTaskDone();
  const done = task.done;
  const overdue = !done && task.dueOn < today;
  const toggle = () =>
    setDone.mutate(
      { id: task.id, done: !done },
      { onSuccess: ({ next }) => toast({ title: done ? 'Task reopened' : 'Task done', description: next ? `The next one is due ${formatDay(next.dueOn, 'weekdayDay')}.` : task.title, variant: 'success' }) },
    );
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className={`text-sm font-medium break-words ${done ? 'text-ink-muted line-through' : 'text-ink'}`}>{task.title}</p>
        <p className={`text-xs ${overdue ? 'font-semibold text-danger-700' : 'text-ink-muted'}`}>
          {done ? `Done ${formatDate(done.at, 'dateTime')} by ${agencyActorName(done.by)}` : dueInWords(task, today)}
        </p>
        <p className="text-xs break-words text-ink-muted">{taskFacts(task)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" variant={done ? 'outline' : 'secondary'} aria-label={`${done ? 'Reopen' : 'Done'}: ${task.title}`} onClick={toggle} disabled={setDone.isPending}>
          {done ? 'Reopen' : 'Done'}
        </Button>
        {done ? null : (
          <Button size="sm" variant="outline" aria-label={`Edit: ${task.title}`} onClick={onEdit}>
            Edit
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={`Delete: ${task.title}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

function DeleteTaskDialog({ task, onClose }: { task: BusinessTask | null; onClose: () => void }) {
  const remove = useDeleteTask();
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete this task?"
      description={task ? `“${task.title}” goes from the business’s tasks. Its timeline keeps that it was deleted.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => task && remove.mutate(task.id, { onSuccess: () => (toast({ title: 'Task deleted', description: task.title, variant: 'success' }), onClose()) })}>
            {remove.isPending ? 'Deleting...' : 'Delete task'}
          </Button>
        </>
      }
    />
  );
}

function EditTaskDialog({ task, timeZone, onClose }: { task: BusinessTask | null; timeZone: string; onClose: () => void }) {
  const update = useUpdateTask();
  return (
    <Dialog open={task !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Edit the task">
      {task ? (
        <TaskForm
          key={task.id}
          label="Edit the task"
          initial={task}
          timeZone={timeZone}
          submitLabel="Save task"
          busyLabel="Saving..."
          busy={update.isPending}
          onCancel={onClose}
          onSave={(changed, { onError }) => update.mutate({ id: task.id, task: changed }, { onSuccess: () => (toast({ title: 'Task saved', description: changed.title.trim(), variant: 'success' }), onClose()), onError })}
        />
      ) : null}
    </Dialog>
  );
}

function TaskLists({ submissionId, data, owner }: { submissionId: string; data: BusinessTasksResponse; owner: StaffMemberName | null }) {
  const create = useCreateTask();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BusinessTask | null>(null);
  const [deleting, setDeleting] = useState<BusinessTask | null>(null);
  const row = (task: BusinessTask) => <TaskRow key={task.id} task={task} today={data.today} onEdit={() => setEditing(task)} onDelete={() => setDeleting(task)} />;
  return (
    <>
      {data.open.length ? (
        <ul aria-label="Open tasks" className="flex flex-col gap-2">
          {data.open.map(row)}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No open task.</p>
      )}
      {adding ? (
        <div className="rounded-lg border border-line p-3">
          <TaskForm
            label="Add a task"
            initial={{ title: '', type: 'to-do', dueOn: data.today, dueTime: null, owner, repeat: null }}
            timeZone={data.timeZone}
            submitLabel="Add task"
            busyLabel="Adding..."
            busy={create.isPending}
            onCancel={() => setAdding(false)}
            onSave={(task, { onSuccess, onError }) => create.mutate({ submissionId, task }, { onSuccess: (made) => (toast({ title: 'Task added', description: made.title, variant: 'success' }), onSuccess(), setAdding(false)), onError })}
          />
        </div>
      ) : null}
      {data.done.length ? (
        <details className="rounded-lg border border-line p-3">
          <summary className="cursor-pointer text-sm font-medium text-ink">Done ({data.done.length})</summary>
          <ul aria-label="Done tasks" className="mt-2 flex flex-col gap-2">
            {data.done.map(row)}
          </ul>
        </details>
      ) : null}
      {adding ? null : (
        <div>
          <Button size="sm" onClick={() => setAdding(true)}>
            Add a task
          </Button>
        </div>
      )}
      <EditTaskDialog task={editing} timeZone={data.timeZone} onClose={() => setEditing(null)} />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

export interface BusinessTasksProps {
  /** Any submission of the business: its tasks are the business's. */
  submissionId: string;
  /** Who a new task is for at first: the business's owner, if it has one. */
  owner?: StaffMemberName | null;
}

/**
 * A business's tasks: the open ones soonest due first (done, edit, delete), the done ones (reopen, delete),
 * a form to add one, and "Log a call or meeting" for one that happened. The record page's Tasks section and
 * the client profile mount it.
 */
export function BusinessTasks({ submissionId, owner = null }: BusinessTasksProps) {
  const tasks = useQuery(businessTasksQuery(submissionId));
  const [logging, setLogging] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {tasks.data ? <TaskLists submissionId={submissionId} data={tasks.data} owner={owner} /> : <p className="text-sm text-ink-muted">{tasks.isError ? 'The tasks could not be loaded.' : 'Loading the tasks...'}</p>}
      <div>
        <Button size="sm" variant="outline" onClick={() => setLogging(true)}>
          Log a call or meeting
        </Button>
      </div>
      <LogActivityDialog submissionId={submissionId} open={logging} onClose={() => setLogging(false)} />
    </div>
  );
}
