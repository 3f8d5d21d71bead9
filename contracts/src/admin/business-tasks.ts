import { z } from 'zod';
import { EntityId, nonBlank } from '../common';
import { formatCount } from '../counts';
import { AgencyActor } from './agency-actor';
import { CalendarDay, MY_DAY_LIST_MAX, MyDayScopes, NOTE_MAX, StaffMemberName } from './follow-ups';

export const TASK_TITLE_MAX = 300;
export const ACTIVITY_OUTCOME_MAX = 200;
/** The longest a repeat may wait: a year in days, or in weeks. */
export const TASK_REPEAT_MAX = { day: 365, week: 52 } as const;
/** "Due soon" on My day: open tasks due within this many days after today. */
export const TASKS_DUE_SOON_DAYS = 7;

export const TaskTypes = ['call', 'email', 'meeting', 'to-do'] as const;
export const TaskType = z.enum(TaskTypes);
export type TaskType = z.infer<typeof TaskType>;
export const TaskTypeLabel: Record<TaskType, string> = { call: 'Call', email: 'Email', meeting: 'Meeting', 'to-do': 'To-do' };

/** A time of day on the agency's clock, 24-hour 'HH:MM'. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM');

export const RepeatUnits = ['day', 'week'] as const;
/** Every `every` days or weeks, counted from the day the task was due: completing it creates the next one. */
export const TaskRepeat = z
  .object({ every: z.number({ error: 'Say how often' }).int('Use a whole number').min(1, 'At least every 1'), unit: z.enum(RepeatUnits) })
  .refine((repeat) => repeat.every <= TASK_REPEAT_MAX[repeat.unit], { message: 'Repeat at most once a year', path: ['every'] });
export type TaskRepeat = z.infer<typeof TaskRepeat>;

/** A repeat in words: "every day", "every 2 weeks". */
export const repeatInWords = ({ every, unit }: TaskRepeat) => (every === 1 ? `every ${unit}` : `every ${every} ${unit}s`);

const at = z.iso.datetime({ offset: true });

/** A task on a business: due on a day of the agency's zone (and at a time of it, if given), owned by a member (or nobody). */
export const BusinessTask = z.object({
  id: EntityId,
  businessId: EntityId,
  title: z.string(),
  type: TaskType,
  dueOn: CalendarDay,
  dueTime: TimeOfDay.nullable(),
  owner: StaffMemberName.nullable(),
  repeat: TaskRepeat.nullable(),
  /** Null while open. */
  done: z.object({ at, by: AgencyActor }).nullable(),
  createdAt: at,
  /** Null: the desk set it (a paid sprint's delivery), or it is the next step from before tasks, carried over (who set it is in its timeline). */
  createdBy: AgencyActor.nullable(),
});
export type BusinessTask = z.infer<typeof BusinessTask>;

/** POST /api/admin/clients/:id/tasks and PUT /api/admin/tasks/:id: the whole task as the form holds it. */
export const TaskRequest = z.object({
  title: nonBlank('Say what is to be done', TASK_TITLE_MAX).transform((title) => title.trim()),
  type: TaskType,
  dueOn: CalendarDay,
  dueTime: TimeOfDay.nullable().default(null),
  ownerStaffId: EntityId.nullable(),
  repeat: TaskRepeat.nullable().default(null),
});
export type TaskRequest = z.input<typeof TaskRequest>;

/** What was done to a task, as its audit action says it (`task.<change>`). */
export const TaskChanges = ['created', 'updated', 'completed', 'reopened', 'deleted'] as const;
export const TaskChange = z.enum(TaskChanges);
export type TaskChange = z.infer<typeof TaskChange>;

export const TaskIdParams = z.object({ id: EntityId });
export type TaskIdParams = z.infer<typeof TaskIdParams>;

/** GET /api/admin/clients/:id/tasks: the business's open tasks (soonest due first) and done ones (latest done first); days and times are the agency's zone's. */
export const BusinessTasksResponse = z.object({ today: CalendarDay, timeZone: z.string(), open: z.array(BusinessTask), done: z.array(BusinessTask) });
export type BusinessTasksResponse = z.infer<typeof BusinessTasksResponse>;

/** POST /api/admin/tasks/:id/done: done (true) or open again (false). */
export const TaskDoneRequest = z.object({ done: z.boolean() });
export type TaskDoneRequest = z.infer<typeof TaskDoneRequest>;
/** The task as it is now, and the next one its repeat created (null: none was created by this call). */
export const TaskDoneResponse = z.object({ task: BusinessTask, next: BusinessTask.nullable() });
export type TaskDoneResponse = z.infer<typeof TaskDoneResponse>;

export const DeleteTaskResponse = z.object({ deleted: z.literal(true) });

/** A task on My day, with the business it is for and the submission its record opens at. */
export const MyDayTask = BusinessTask.extend({ businessName: z.string(), submissionId: EntityId });
export type MyDayTask = z.infer<typeof MyDayTask>;

/** GET /api/admin/my-day/tasks?scope=: open tasks overdue, due today, and due in the next days (the caller's, or the team's). */
export const MyDayTasksQuery = z.object({ scope: z.enum(MyDayScopes).default('mine') });
export type MyDayTasksQuery = z.input<typeof MyDayTasksQuery>;
const taskList = z.object({ items: z.array(MyDayTask).max(MY_DAY_LIST_MAX), total: z.number().int().nonnegative() });
export const MyDayTasksResponse = z.object({ scope: z.enum(MyDayScopes), today: CalendarDay, overdue: taskList, dueToday: taskList, dueSoon: taskList });
export type MyDayTasksResponse = z.infer<typeof MyDayTasksResponse>;

/** The next open task of a business, as its board card shows it. */
export const NextTask = BusinessTask.pick({ id: true, title: true, type: true, dueOn: true, dueTime: true, owner: true });
export type NextTask = z.infer<typeof NextTask>;

export const ActivityKinds = ['call', 'meeting'] as const;
export const ActivityKind = z.enum(ActivityKinds);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** POST /api/admin/clients/:id/activities: a call or meeting that happened (never in the future). */
export const LogActivityRequest = z.object({
  kind: ActivityKind,
  happenedAt: at.refine((value) => Date.parse(value) <= Date.now() + 60_000, 'A logged activity has happened already'),
  outcome: nonBlank('Say how it went', ACTIVITY_OUTCOME_MAX).transform((outcome) => outcome.trim()),
  notes: z
    .string()
    .trim()
    .max(NOTE_MAX, `Keep the notes under ${formatCount(NOTE_MAX)} characters`)
    .default('')
    .transform((notes) => notes || null),
});
export type LogActivityRequest = z.input<typeof LogActivityRequest>;

export const LoggedActivity = z.object({ id: EntityId, kind: ActivityKind, happenedAt: at, outcome: z.string(), notes: z.string().nullable(), by: AgencyActor });
export type LoggedActivity = z.infer<typeof LoggedActivity>;
