import { workflowTemplates } from '@biz/catalog';
import { Packages, type ChooseSprintWorkflowsResponse, type JobPayload, type OrderPaidJob, type WorkflowCatalogResponse, type WorkflowSuggestion } from '@biz/contracts';
import { InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { AgencyNotifier } from '../../shared/agency-notices/agency-notifier';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { PipelineService } from '../pipeline/pipeline.service';
import { SprintAlreadyChosen, SprintNotFound } from './sprint-errors';

const HOUR_MS = 60 * 60 * 1000;

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
 * delivery clock runs from the payment (due 24 hours after), and the business is won.
 */
@Injectable()
export class SprintWorkService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AgencyNotifier) private readonly notifier: AgencyNotifier,
  ) {}

  /** Billing's notice of a paid order, which may come twice: the sprint starts once (its order id is the key). True when the business moved. */
  async paid({ orderId, contactEmail, package: name, paidAt }: JobPayload<typeof OrderPaidJob>): Promise<boolean> {
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [contactEmail] } });
    const chosen = await this.selectionOf(submissions.map(({ id }) => id));
    const paid = new Date(paidAt);
    const { automations, deliveryHours, title } = Packages[name];
    const submissionId = chosen?.submissionId ?? submissions[0]?.id ?? null;
    const businessName = submissions.find(({ id }) => id === submissionId)?.businessName ?? contactEmail;
    await this.notifier.tell({ event: 'sprint-paid', eventKey: orderId, recordId: submissionId, businessName, detail: title });
    await this.portal.startSprint(
      { orderId, package: name, covers: automations, submissionId, paidAt: paid, dueAt: new Date(paid.getTime() + deliveryHours * HOUR_MS) },
      chosen?.workflows ?? [],
    );
    return this.pipeline.happenedToEmail(contactEmail, 'sprint-paid');
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
    const chosen = await this.portal.chooseForSprint(orderId, workflows);
    if (!chosen) throw new SprintNotFound();
    if (chosen === 'full') throw new SprintAlreadyChosen();
    await this.audit.record({ ...agencyActor(caller), action: 'sprint.workflows-chosen', requestId: caller.requestId, details: { orderId, workflows: workflowIds.join(','), address: caller.address } });
    return chosen;
  }

  /** The newest of these submissions (newest first) whose lead chose workflows, with them in the order chosen. */
  private async selectionOf(submissionIds: readonly string[]): Promise<{ submissionId: string; workflows: WorkflowSuggestion[] } | null> {
    for (const id of submissionIds) {
      const { selectedWorkflows } = await this.intake.call('submissionDetail', { params: { id } });
      if (selectedWorkflows.length) return { submissionId: id, workflows: selectedWorkflows };
    }
    return null;
  }
}
