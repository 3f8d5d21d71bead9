import {
  adminProfilePath,
  pickedByOf,
  priceOfSelection,
  GeneratePlanJob,
  SubmissionAlertJob,
  NotifyAgencyJob,
  notifyAgencyJobId,
  LeadEmailJob,
  leadEmailKey,
  LockinCompanySizes,
  LockinIndustrySlugs,
  PRIMARY_GOAL_MAX_LENGTH,
  ServerMessage,
  type BusinessIntakeRequest,
  type BusinessIntakeResponse,
  type BusinessProfile,
  type LeadFromCheckoutRequest,
  type LeadFromCheckoutResponse,
  type LeadFromDeskRequest,
  type LeadFromDeskResponse,
  type WorkflowSelectionRequest,
  type WorkflowSelectionResponse,
  type WorkflowSuggestion,
} from '@biz/contracts';
import { catalogGeneration, clip, suggestWorkflows } from '@biz/catalog';
import { domainError, JOB_PRODUCER, type JobProducer, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { SuggestionsFrom } from '../config/env';
import { IntakeRepository, type Offer } from './intake.repository';
import { priceSelection } from './selection-rules';
import { suggestionsFor } from './suggestion-source';

/** Injection tokens of SUGGESTION_DEADLINE_MS, of where suggestions come from, and of the new-submission alert. */
export const SUGGESTION_DEADLINE = Symbol('SUGGESTION_DEADLINE');
export const SUGGESTIONS_FROM = Symbol('SUGGESTIONS_FROM');
export const SUBMISSION_ALERTS = Symbol('SUBMISSION_ALERTS');
export interface SubmissionAlerts {
  /** ADMIN_ALERT_EMAIL; undefined: no alerts. */
  to: string | undefined;
  publicUrl: string;
}

/** The details a submission came with, as a digest: what an idempotency key is bound to. */
const fingerprintOf = (business: BusinessProfile) => createHash('sha256').update(JSON.stringify(business)).digest('base64url');

export class IdempotencyKeyReused extends domainError('IdempotencyKeyReused', 'These details differ from the first request sent with this key. Please submit them again.') {}

export class SubmissionNotFound extends domainError('SubmissionNotFound', ServerMessage.submissionNotFound) {}

@Injectable()
export class IntakeService {
  private readonly log = new Logger(IntakeService.name);

  constructor(
    @Inject(IntakeRepository) private readonly repository: IntakeRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(SUGGESTION_DEADLINE) private readonly deadlineMs: number,
    @Inject(SUGGESTIONS_FROM) private readonly suggestionsFrom: SuggestionsFrom,
    @Inject(SUBMISSION_ALERTS) private readonly alerts: SubmissionAlerts,
  ) {}

  /**
   * Stores the submission with what it is offered, in one statement: a failure leaves nothing behind, so
   * a retry with the same key starts afresh. With an LLM configured the suggestions come from the worker
   * (the catalog answers past the deadline); without one, from the catalog engine right here: the worker
   * would run the same deterministic engine, at the price of a queue round trip per visitor.
   */
  async submit({ idempotencyKey, website: _honeypot, ...business }: BusinessIntakeRequest): Promise<BusinessIntakeResponse> {
    const request = { idempotencyKey, fingerprint: fingerprintOf(business) };
    let offer: Offer;
    const submissionId = randomUUID();
    if (this.suggestionsFrom === 'catalog') {
      const started = performance.now();
      offer = { suggestions: suggestWorkflows(business), generation: catalogGeneration('catalog', performance.now() - started) };
    } else {
      // A retry of a stored submission is answered before asking the worker (an LLM call) for nothing.
      if (idempotencyKey && (await this.repository.submissionByKey(idempotencyKey))) return this.answerOfFirst(idempotencyKey, request.fingerprint, business.businessName);
      offer = await suggestionsFor({ ...business, submissionId }, this.producer, this.deadlineMs, this.log);
    }
    const created = await this.repository.createSubmission(submissionId, business, request, offer);
    if (!created) return this.answerOfFirst(idempotencyKey!, request.fingerprint, business.businessName);
    await this.notifyAgency(created, business.businessName);
    await this.alertAgency(created, business, offer.suggestions);
    return { client: { id: created, businessName: business.businessName }, suggestions: offer.suggestions, pickedBy: pickedByOf(offer.generation.source) };
  }

  /**
   * A walk-in buyer's business (issue 46): the paid order's lead form as the wizard's answers. Its goal is
   * the form's own words (clipped to a goal's length; the whole text stays on its order). The order's id is
   * the idempotency key.
   */
  fromCheckout({ orderId, lead }: LeadFromCheckoutRequest): Promise<LeadFromCheckoutResponse> {
    const { businessName, contactEmail } = lead;
    const business: BusinessProfile = { businessName, contactEmail, industry: LockinIndustrySlugs[lead.industry], companySize: LockinCompanySizes[lead.businessType], primaryGoals: [clip(lead.mainGoals, PRIMARY_GOAL_MAX_LENGTH)] };
    return this.madeByTheDesk(business, orderId);
  }

  /** A business the agency made by hand, with the wizard's answers; the form's key is the idempotency key. */
  fromDesk({ idempotencyKey, ...business }: LeadFromDeskRequest): Promise<LeadFromDeskResponse> {
    return this.madeByTheDesk(business, idempotencyKey);
  }

  /**
   * A business the desk makes (a walk-in buyer's, or one made by hand): offered the catalog's picks for its
   * trade, from which the agency chooses (no LLM is asked: nobody reads these picks but the agency), and no
   * new-lead notice (the desk knows already). A repeat of the key answers the first business.
   */
  private async madeByTheDesk(business: BusinessProfile, idempotencyKey: string): Promise<LeadFromCheckoutResponse> {
    const started = performance.now();
    const offer = { suggestions: suggestWorkflows(business), generation: catalogGeneration('catalog', performance.now() - started) };
    const created = await this.repository.createSubmission(randomUUID(), business, { idempotencyKey, fingerprint: fingerprintOf(business) }, offer);
    const id = created ?? (await this.repository.submissionByKey(idempotencyKey))?.id;
    if (!id) throw new Error(`the business of key ${idempotencyKey} was neither made nor found`);
    return { client: { id, businessName: business.businessName }, created: created !== null };
  }

  /** The desk's members are told of the new lead (in their bell, and by email if they chose it); like the alert, never at the visitor's cost. */
  private async notifyAgency(submissionId: string, businessName: string): Promise<void> {
    const notice = { event: 'new-lead', eventKey: submissionId, recordId: submissionId, businessName, detail: null } as const;
    await this.producer.enqueue(NotifyAgencyJob, notice, { jobId: notifyAgencyJobId(notice.event, submissionId) }).catch((err: unknown) => this.log.warn(`the agency was not told of submission ${submissionId}: ${String(err)}`));
  }

  /**
   * ADMIN_ALERT_EMAIL's email of a new lead, kept as it was beside the members' own choices (job id: the submission, so it is sent once). The visitor's answer never
   * waits on it failing: an alert Redis could not take is logged and dropped, the submission stays.
   */
  private async alertAgency(submissionId: string, business: BusinessProfile, suggestions: WorkflowSuggestion[]): Promise<void> {
    const { to, publicUrl } = this.alerts;
    if (!to) return;
    const payload = {
      submissionId,
      to,
      business: { ...business, submissionId },
      offeredValue: priceOfSelection(suggestions).firstYearCents,
      profileUrl: new URL(adminProfilePath(submissionId), publicUrl).toString(),
      submittedAt: new Date().toISOString(),
    };
    await this.producer.enqueue(SubmissionAlertJob, payload, { jobId: `alert-${submissionId}` }).catch((err: unknown) => this.log.warn(`no alert for submission ${submissionId}: ${String(err)}`));
  }

  /** A repeat of a stored submission: its answer, to the same details only (a replayed key reads nothing else). */
  private async answerOfFirst(idempotencyKey: string, fingerprint: string, businessName: string): Promise<BusinessIntakeResponse> {
    const first = await this.repository.submissionByKey(idempotencyKey);
    if (!first || first.fingerprint !== fingerprint) throw new IdempotencyKeyReused();
    const { suggestions, source } = await this.repository.offer(first.id);
    return { client: { id: first.id, businessName }, suggestions, pickedBy: pickedByOf(source) };
  }

  /**
   * Records the selection, priced from what this submission was offered, tells the lead its plan is on its
   * way (the confirmation page says so) and asks the worker for the plan, which comes back through the inbox.
   */
  async select({ clientId: submissionId, selectedWorkflows }: WorkflowSelectionRequest): Promise<WorkflowSelectionResponse> {
    const business = await this.repository.business(submissionId);
    if (!business) throw new SubmissionNotFound();
    const offered = await this.repository.offeredSuggestions(submissionId);
    const priced = priceSelection(offered, selectedWorkflows.map((w) => w.id));
    if ('notOffered' in priced) throw new ValidationFailed({ selectedWorkflows: [ServerMessage.selectionNotOffered] }, ServerMessage.selectionNotOffered);

    const selectionId = await this.repository.saveSelection(submissionId, priced.workflows.map((w) => w.id), {
      setup: priced.totalSetupCost, monthly: priced.totalMonthlyCost, value: priced.totalValue,
    });
    await this.producer.enqueue(LeadEmailJob, { submissionId, selectionId, kind: 'plan-on-its-way' }, { jobId: leadEmailKey('plan-on-its-way', selectionId) });
    await this.requestPlan(selectionId, { ...business, submissionId }, priced.workflows, priced);
    return { success: true, selectedCount: priced.workflows.length, planStatus: 'pending', totalSetupCost: priced.totalSetupCost, totalMonthlyCost: priced.totalMonthlyCost };
  }

  private async requestPlan(
    selectionId: string,
    business: BusinessProfile & { submissionId: string },
    workflows: WorkflowSuggestion[],
    totals: { totalSetupCost: number; totalMonthlyCost: number },
    jobId = `plan-${selectionId}`,
  ) {
    await this.producer.enqueue(GeneratePlanJob, { selectionId, business, selectedWorkflows: workflows, ...totals }, { jobId });
  }

  /**
   * Asks again for every plan pending longer than `afterSeconds` (longer than a job's retries last): its job
   * failed for good, or its enqueue failed after the selection was stored. The job id names the sweep's
   * time window, so replicas sweeping at once enqueue it once.
   */
  async requestStalePlans(afterSeconds: number): Promise<number> {
    const stale = await this.repository.claimStalePendingPlans(afterSeconds);
    const window = Math.floor(Date.now() / (afterSeconds * 1000));
    for (const { selectionId, submissionId, workflowIds } of stale) {
      const business = await this.repository.business(submissionId);
      const priced = priceSelection(await this.repository.offeredSuggestions(submissionId), workflowIds);
      if (!business || 'notOffered' in priced) continue;
      await this.requestPlan(selectionId, { ...business, submissionId }, priced.workflows, priced, `plan-${selectionId}-swept-${window}`);
    }
    return stale.length;
  }
}
