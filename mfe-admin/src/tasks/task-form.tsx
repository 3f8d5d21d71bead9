import { RepeatUnits, TASK_TITLE_MAX, TaskRequest, TaskTypeLabel, TaskTypes, type BusinessTask, type TaskType } from '@biz/contracts';
import { Button, Input, Select } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { fetchStaffDirectory } from '../follow-ups/follow-ups-api';

const NOBODY = '';
const NO_REPEAT = '';
/** The form holds text ('' for none); the contract's own rules check what it sends, then the server's. */
interface TaskFormValues {
  title: string;
  type: TaskType;
  dueOn: string;
  dueTime: string;
  ownerStaffId: string;
  repeatUnit: '' | (typeof RepeatUnits)[number];
  repeatEvery: string;
}
type Field = keyof TaskFormValues;

const valuesOf = (task: Pick<BusinessTask, 'title' | 'type' | 'dueOn' | 'dueTime' | 'owner' | 'repeat'>): TaskFormValues => ({
  title: task.title,
  type: task.type,
  dueOn: task.dueOn,
  dueTime: task.dueTime ?? '',
  ownerStaffId: task.owner?.id ?? NOBODY,
  repeatUnit: task.repeat?.unit ?? NO_REPEAT,
  repeatEvery: task.repeat ? String(task.repeat.every) : '1',
});

const requestOf = (values: TaskFormValues): TaskRequest => ({
  title: values.title,
  type: values.type,
  dueOn: values.dueOn,
  dueTime: values.dueTime || null,
  ownerStaffId: values.ownerStaffId || null,
  repeat: values.repeatUnit ? { every: Number(values.repeatEvery), unit: values.repeatUnit } : null,
});

/** A reason's field on the form: the repeat's number is its own field. */
const fieldOf = (path: string): Field => (path.startsWith('repeat') ? 'repeatEvery' : (path as Field));

export interface TaskFormProps {
  /** The task to change, or what a new one starts with. */
  initial: Pick<BusinessTask, 'title' | 'type' | 'dueOn' | 'dueTime' | 'owner' | 'repeat'>;
  /** The agency's zone, which the due day and time are in. */
  timeZone: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Sends the task; `onError` shows the server's reasons under their fields. */
  onSave: (task: TaskRequest, done: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onCancel?: () => void;
  /** The form's accessible name ("Add a task", "Edit the task"). */
  label: string;
}

/** One form for adding and changing a task: what, which kind, when (a day, maybe a time), who, and whether it repeats. */
export function TaskForm({ initial, timeZone, submitLabel, busyLabel, busy, onSave, onCancel, label }: TaskFormProps) {
  const staff = useQuery({ queryKey: ['staff-directory'], queryFn: fetchStaffDirectory, staleTime: 60_000 });
  const { register, handleSubmit, setError, reset, control, formState } = useForm<TaskFormValues>({ defaultValues: valuesOf(initial) });
  const repeatUnit = useWatch({ control, name: 'repeatUnit' });
  const showReasons = (reasons: Partial<Record<string, string[]>>) => {
    for (const [path, messages] of Object.entries(reasons)) if (messages?.[0]) setError(fieldOf(path), { message: messages[0] });
  };
  const members = staff.data?.members ?? (initial.owner ? [initial.owner] : []);
  const owners = [{ value: NOBODY, label: 'Nobody yet' }, ...members.map((member) => ({ value: member.id, label: member.name }))];
  const submit = handleSubmit((values) => {
    const checked = TaskRequest.safeParse(requestOf(values));
    if (!checked.success) return showReasons(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), [issue.message]])));
    onSave(requestOf(values), { onSuccess: () => reset(valuesOf(initial)), onError: (error) => showReasons(apiErrorOf(error).fields ?? {}) });
  });
  const error = (field: Field) => formState.errors[field]?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className="grid gap-3 sm:grid-cols-2">
      <Input label="Task" className="sm:col-span-2" maxLength={TASK_TITLE_MAX} autoComplete="off" {...register('title')} error={error('title')} />
      <Select label="Type" options={TaskTypes.map((type) => ({ value: type, label: TaskTypeLabel[type] }))} {...register('type')} error={error('type')} />
      <Select label="Owner" options={owners} {...register('ownerStaffId')} error={error('ownerStaffId')} />
      <Input label="Due on" type="date" {...register('dueOn')} error={error('dueOn')} />
      <Input label="Time (optional)" type="time" hint={`In the agency's time zone (${timeZone}).`} {...register('dueTime')} error={error('dueTime')} />
      <Select
        label="Repeats"
        options={[
          { value: NO_REPEAT, label: 'Does not repeat' },
          { value: 'day', label: 'Every few days' },
          { value: 'week', label: 'Every few weeks' },
        ]}
        {...register('repeatUnit')}
      />
      {repeatUnit !== NO_REPEAT ? (
        <Input
          label={repeatUnit === 'week' ? 'Every how many weeks' : 'Every how many days'}
          type="number"
          inputMode="numeric"
          min={1}
          hint="Completing it adds the next one, counted from this one's due day."
          {...register('repeatEvery')}
          error={error('repeatEvery')}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
