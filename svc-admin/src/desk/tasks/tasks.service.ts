import {
  MY_DAY_LIST_MAX,
  TASKS_DUE_SOON_DAYS,
  type BusinessRow,
  type BusinessTask,
  type BusinessTasksResponse,
  type EndpointInput,
  type LoggedActivity,
  type MyDayTask,
  type MyDayTasksResponse,
  type NextTask,
  type TaskDoneResponse,
  type TaskType,
} from '@biz/contracts';
import { domainError, InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AGENCY_CLOCK, agencyToday, dayAfter, timeOfDayIn, todayIn, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { FollowUpsRepository } from '../follow-ups/follow-ups.repository';
import { whoseDay } from '../my-day/whose-day';
import { ActivitiesRepository } from './activities.repository';
import { TasksRepository, type TaskFields, type TaskPage } from './tasks.repository';

export class TaskNotFound extends domainError('TaskNotFound', 'No task has that id (it may have been deleted).') {}

type TaskBody = EndpointInput<'createTask'>['body'];
type TaskAudit = 'task.created' | 'task.updated' | 'task.completed' | 'task.reopened' | 'task.deleted';

/**
 * Tasks on businesses and the calls and meetings the team logs. SPEC's ids are submission ids; tasks and
 * activities are kept by business (every submission of it shares them), as follow-ups and notes are. Any member
 * may change any task (the team works each business together); every change is an audit line on the business's
 * latest submission, so its record says who did what.
 */
@Injectable()
export class TasksService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(TasksRepository) private readonly tasks: TasksRepository,
    @Inject(ActivitiesRepository) private readonly activities: ActivitiesRepository,
    @Inject(FollowUpsRepository) private readonly followUps: FollowUpsRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
  ) {}

  async ofBusiness(submissionId: string, caller: Caller): Promise<BusinessTasksResponse> {
    const businessId = await this.businessOf(submissionId, caller);
    return { today: agencyToday(this.clock), timeZone: this.clock.timeZone, ...(await this.tasks.ofBusiness(businessId)) };
  }

  async create(submissionId: string, body: TaskBody, caller: Caller): Promise<BusinessTask> {
    await this.checkOwner(body.ownerStaffId);
    const businessId = await this.businessOf(submissionId, caller);
    const task = await this.tasks.create(businessId, body, caller.staffAccountId ?? null);
    await this.record('task.created', task, caller, submissionId);
    return task;
  }

  /**
   * The desk's own task for a paid sprint (its first call), due on the agency's clock, so My day lists it: the
   * business's owner's, else nobody's until a member takes it. One per order, however often the payment is
   * announced; the audit line says the desk set it.
   */
  async forPaidOrder(business: { businessId: string; submissionId: string }, orderId: string, { title, type, dueAt }: { title: string; type: TaskType; dueAt: Date }, requestId: string): Promise<void> {
    const owner = (await this.followUps.of([business.businessId])).get(business.businessId)?.owner?.id ?? null;
    const { timeZone } = this.clock;
    const task = await this.tasks.createForOrder(business.businessId, orderId, { title, type, dueOn: todayIn(timeZone, dueAt.getTime()), dueTime: timeOfDayIn(timeZone, dueAt.getTime()), ownerStaffId: owner, repeat: null });
    if (task) await this.audit.record({ actor: 'system', action: 'task.created', subjectId: business.submissionId, requestId, details: { taskId: task.id, title, type, dueOn: task.dueOn, owner: task.owner?.name ?? null, orderId } });
  }

  async update(id: string, body: TaskFields, caller: Caller): Promise<BusinessTask> {
    await this.checkOwner(body.ownerStaffId);
    const task = await this.tasks.update(id, body);
    if (!task) throw new TaskNotFound();
    await this.record('task.updated', task, caller);
    return task;
  }

  async setDone(id: string, done: boolean, caller: Caller): Promise<TaskDoneResponse> {
    if (!done) {
      const task = await this.tasks.reopen(id);
      if (!task) throw new TaskNotFound();
      await this.record('task.reopened', task, caller);
      return { task, next: null };
    }
    const completed = await this.tasks.complete(id, caller.staffAccountId ?? null);
    if (!completed) throw new TaskNotFound();
    await this.record('task.completed', completed.task, caller);
    return completed;
  }

  async remove(id: string, caller: Caller): Promise<{ deleted: true }> {
    const task = await this.tasks.get(id);
    if (!task || !(await this.tasks.remove(id))) throw new TaskNotFound();
    await this.record('task.deleted', task, caller);
    return { deleted: true };
  }

  /** Open tasks for My day: overdue, due today and due in the next days, of the caller (or the team's: the owner's bootstrap sign-in owns none). */
  async myDay(query: EndpointInput<'myDayTasks'>['query'], caller: Caller): Promise<MyDayTasksResponse> {
    const whose = whoseDay(query, caller.staffAccountId);
    const owner = whose.scope === 'mine' ? whose.staffAccountId : null;
    const today = agencyToday(this.clock);
    const [overdue, dueToday, dueSoon] = await Promise.all([
      this.tasks.openDue(owner, null, dayAfter(today, -1), MY_DAY_LIST_MAX),
      this.tasks.openDue(owner, today, today, MY_DAY_LIST_MAX),
      this.tasks.openDue(owner, dayAfter(today, 1), dayAfter(today, TASKS_DUE_SOON_DAYS), MY_DAY_LIST_MAX),
    ]);
    const businesses = await this.businesses([...overdue.tasks, ...dueToday.tasks, ...dueSoon.tasks].map((task) => task.businessId), caller);
    // A business erased since its task was set is no longer there to list.
    const listed = ({ tasks, total }: TaskPage) => {
      const items = tasks.flatMap((task): MyDayTask[] => {
        const business = businesses.get(task.businessId);
        return business ? [{ ...task, businessName: business.businessName, submissionId: business.id }] : [];
      });
      return { items, total: total - (tasks.length - items.length) };
    };
    return { scope: whose.scope, today, overdue: listed(overdue), dueToday: listed(dueToday), dueSoon: listed(dueSoon) };
  }

  async logActivity(submissionId: string, body: EndpointInput<'logActivity'>['body'], caller: Caller): Promise<LoggedActivity> {
    const businessId = await this.businessOf(submissionId, caller);
    const activity = await this.activities.log(businessId, body, caller.staffAccountId ?? null);
    await this.audit.record({
      ...agencyActor(caller),
      action: 'business.activity-logged',
      subjectId: submissionId,
      requestId: caller.requestId,
      details: { activityId: activity.id, kind: activity.kind, happenedAt: activity.happenedAt, address: caller.address },
    });
    return activity;
  }

  /** The next open task of each of these businesses (a page of board cards). */
  nextOf(businessIds: readonly string[]): Promise<Map<string, NextTask>> {
    return this.tasks.nextOf(businessIds);
  }

  activitiesOf(businessId: string): Promise<LoggedActivity[]> {
    return this.activities.of(businessId);
  }

  /** An erased business leaves no tasks and no logged activities behind. */
  async forget(businessId: string): Promise<void> {
    await this.tasks.forget(businessId);
    await this.activities.forget(businessId);
  }

  private async checkOwner(ownerStaffId: string | null): Promise<void> {
    if (ownerStaffId !== null && !(await this.followUps.isActiveStaff(ownerStaffId))) throw new ValidationFailed({ ownerStaffId: ['Choose a member of the team.'] });
  }

  /** An audit line about the task's business: on the submission it was changed from, else the business's latest. */
  private async record(action: TaskAudit, task: BusinessTask, caller: Caller, submissionId?: string): Promise<void> {
    const subjectId = submissionId ?? (await this.businesses([task.businessId], caller)).get(task.businessId)?.id;
    await this.audit.record({
      ...agencyActor(caller),
      action,
      subjectId,
      requestId: caller.requestId,
      details: { taskId: task.id, title: task.title, type: task.type, dueOn: task.dueOn, owner: task.owner?.name ?? null, address: caller.address },
    });
  }

  private async businesses(businessIds: string[], { requestId }: Caller): Promise<Map<string, BusinessRow>> {
    const ids = [...new Set(businessIds)];
    if (!ids.length) return new Map();
    const { businesses } = await this.intake.call('lookupBusinesses', { body: { ids } }, { requestId });
    return new Map(businesses.map((row) => [row.businessId, row]));
  }

  private async businessOf(submissionId: string, { requestId }: Caller): Promise<string> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId });
    return submission.businessId;
  }
}
