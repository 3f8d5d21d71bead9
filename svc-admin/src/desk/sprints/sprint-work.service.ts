import { workflowTemplates } from '@biz/catalog';
import { FIRST_RESPONSE_PROMISE_MINUTES, Packages, type ChooseSprintWorkflowsResponse, type CompanySize, type JobPayload, type LockinLeadForm, type OrderPaidJob, type SubmissionsByEmailResponse, type WorkflowCatalogResponse, type WorkflowSuggestion } from '@biz/contracts';
import { InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PortalFacade } from '../../portal/portal-facade';
import { AgencyNotifier } from '../../shared/agency-notices/agency-notifier';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { PipelineService } from '../pipeline/pipeline.service';
import { TasksService } from '../tasks/tasks.service';
import { SprintAlreadyChosen, SprintNotFound } from './sprint-errors';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** A catalog workflow as a sprint's automation: the agency's choice, of medium impact until it is measured. */
const asSuggestion = ({ id, title, tags, description, benefit, setupCost, monthlyCost }: (typeof workflowTemplates)[number]): WorkflowSuggestion => ({
  id,
  title,
  tags,
  description,
  benefit,
  setupCost,
  monthlyCost,
  impact: 'medium',
});

/**
 * A paid sprint becomes work: its 1 or 3 automations (SPEC §9) from the workflows the lead chose, or,
 * when the lead chose none (or fewer), chosen by the agency from the catalog on the business's record. The
 * delivery clock runs from the payment (due 24 hours after), and the business is won (decision 063: every
 * buyer is a business, on the board, in My day and invited to the portal).
 */
@Injectable()
export class SprintWorkService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AgencyNotifier) private readonly notifier: AgencyNotifier,
    @Inject(TasksService) private readonly tasks: TasksService,
  ) {}

  /**
   * Billing's notice of a paid order, which may come twice: each step is done once (the order's id is the key).
   * A walk-in buyer, whose email made no submission, becomes a business from the order's lead form; the sprint
   * starts, the desk sets itself the task of calling the buyer (My day lists it), the buyer is invited to the portal, and
   * the business is won. True when the business moved.
   */
  async paid({ orderId, contactEmail, package: name, paidAt, startsAt = paidAt, lead }: JobPayload<typeof OrderPaidJob>): Promise<boolean> {
    const requestId = randomUUID();
    const submissions = await this.submissionsOf(contactEmail, orderId, lead, requestId);
    const chosen = await this.selectionOf(submissions.map(({ id }) => id));
    const paid = new Date(paidAt);
    const { automations, deliveryHours, title } = Packages[name];
    // A sprint paid in a full week starts on the Monday of the first with a spot (decision 065): its clock too.
    const dueAt = new Date(new Date(startsAt).getTime() + deliveryHours * HOUR_MS);
    const submission = submissions.find(({ id }) => id === chosen?.submissionId) ?? submissions[0];
    const businessName = submission?.businessName ?? contactEmail;
    await this.notifier.tell({ event: 'sprint-paid', eventKey: orderId, recordId: submission?.id ?? null, businessName, detail: title });
    await this.portal.startSprint({ orderId, package: name, covers: automations, submissionId: submission?.id ?? null, paidAt: paid, dueAt }, chosen);
    // The confirmation email promises a call within the first-response time: the desk holds itself to it.
    const callBy = new Date(paid.getTime() + FIRST_RESPONSE_PROMISE_MINUTES * MINUTE_MS);
    if (submission) await this.tasks.forPaidOrder({ businessId: submission.businessId, submissionId: submission.id }, orderId, { title: `Book the discovery call of the ${title}`, type: 'call', dueAt: callBy }, requestId);
    await this.portal.inviteBuyer({ orderId, email: contactEmail, businessName, package: name }, { requestId, address: 'order-paid' });
    return this.pipeline.happenedToEmail(contactEmail, 'sprint-paid', requestId);
  }

  /** The email's submissions, newest first; a walk-in buyer's business is made from the lead form it paid with. */
  private async submissionsOf(email: string, orderId: string, lead: LockinLeadForm | undefined, requestId: string): Promise<SubmissionsByEmailResponse['submissions']> {
    const byEmail = async () => (await this.intake.call('submissionsByEmail', { body: { emails: [email] } }, { requestId })).submissions;
    const submissions = await byEmail();
    if (submissions.length || !lead) return submissions;
    await this.intake.call('leadFromCheckout', { body: { orderId, lead: { ...lead, contactEmail: email } } }, { requestId });
    return byEmail();
  }

  /** The catalog the agency chooses from. */
  catalog(): WorkflowCatalogResponse {
    return { workflows: workflowTemplates.map(({ id, title, description, tags }) => ({ id, title, description, tags })) };
  }

  /** The agency chooses a sprint's remaining automations from the catalog; an unknown workflow is a 400, nothing written. */
  async choose(orderId: string, workflowIds: readonly string[], caller: Caller): Promise<ChooseSprintWorkflowsResponse> {
    const unknown = workflowIds.filter((id) => !workflowTemplates.some((template) => template.id === id));
    if (unknown.length) throw new ValidationFailed({ workflowIds: [`Not in the catalog: ${unknown.join(', ')}`] });
    const workflows = workflowIds.map((id) => asSuggestion(workflowTemplates.find((template) => template.id === id)!));
    const chosen = await this.portal.chooseForSprint(orderId, workflows, await this.sizeOfSprintBusiness(orderId, caller.requestId));
    if (!chosen) throw new SprintNotFound();
    if (chosen === 'full') throw new SprintAlreadyChosen();
    await this.audit.record({ ...agencyActor(caller), action: 'sprint.workflows-chosen', requestId: caller.requestId, details: { orderId, workflows: workflowIds.join(','), address: caller.address } });
    return chosen;
  }

  /** The size of the business a sprint is for, which its automations' hours are estimated from (null: not known). */
  private async sizeOfSprintBusiness(orderId: string, requestId: string): Promise<CompanySize | null> {
    const submissionId = await this.portal.sprintSubmission(orderId);
    if (!submissionId) return null;
    return (await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId })).submission.companySize;
  }

  /** The newest of these submissions (newest first) whose lead chose workflows, with them in the order chosen and its size. */
  private async selectionOf(submissionIds: readonly string[]): Promise<{ submissionId: string; workflows: WorkflowSuggestion[]; size: CompanySize } | null> {
    for (const id of submissionIds) {
      const { selectedWorkflows, submission } = await this.intake.call('submissionDetail', { params: { id } });
      if (selectedWorkflows.length) return { submissionId: id, workflows: selectedWorkflows, size: submission.companySize };
    }
    return null;
  }
}
