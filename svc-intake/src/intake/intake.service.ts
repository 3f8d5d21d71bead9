import {
  GeneratePlanJob,
  ServerMessage,
  type BusinessIntakeRequest,
  type BusinessIntakeResponse,
  type BusinessProfile,
  type WorkflowSelectionRequest,
  type WorkflowSelectionResponse,
  type WorkflowSuggestion,
} from '@biz/contracts';
import { catalogGeneration, suggestWorkflows } from '@biz/catalog';
import { AppError, JOB_PRODUCER, ValidationFailed, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SuggestionsFrom } from '../config/env';
import { IntakeRepository } from './intake.repository';
import { priceSelection } from './selection-rules';
import { suggestionsFor } from './suggestion-source';

/** Injection tokens of SUGGESTION_DEADLINE_MS and of where suggestions come from. */
export const SUGGESTION_DEADLINE = Symbol('SUGGESTION_DEADLINE');
export const SUGGESTIONS_FROM = Symbol('SUGGESTIONS_FROM');

/** A double submit waits this much longer than the first request can take before giving up. */
const DUPLICATE_GRACE_MS = 2000;
const DUPLICATE_POLL_MS = 50;

export class SubmissionNotFound extends AppError {
  constructor() {
    super(404, 'SubmissionNotFound', ServerMessage.submissionNotFound);
  }
}

@Injectable()
export class IntakeService {
  private readonly log = new Logger(IntakeService.name);

  constructor(
    @Inject(IntakeRepository) private readonly repository: IntakeRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(SUGGESTION_DEADLINE) private readonly deadlineMs: number,
    @Inject(SUGGESTIONS_FROM) private readonly suggestionsFrom: SuggestionsFrom,
  ) {}

  /**
   * Stores the submission with what it is offered. With an LLM configured the suggestions come from the
   * worker (the catalog answers past the deadline); without one, from the catalog engine right here: the
   * worker would run the same deterministic engine, at the price of a queue round trip per visitor.
   */
  async submit({ idempotencyKey, website: _honeypot, ...business }: BusinessIntakeRequest): Promise<BusinessIntakeResponse> {
    if (this.suggestionsFrom === 'catalog') {
      const started = performance.now();
      const offer = { suggestions: suggestWorkflows(business), generation: catalogGeneration('catalog', performance.now() - started) };
      const submissionId = await this.repository.createSubmission(business, idempotencyKey, offer);
      if (!submissionId) return this.answerOfFirst(idempotencyKey!, business.businessName);
      return { client: { id: submissionId, businessName: business.businessName }, suggestions: offer.suggestions };
    }
    const submissionId = await this.repository.createSubmission(business, idempotencyKey);
    if (!submissionId) return this.answerOfFirst(idempotencyKey!, business.businessName);
    const offer = await suggestionsFor({ ...business, submissionId }, this.producer, this.deadlineMs, this.log);
    await this.repository.saveOffer(submissionId, offer);
    return { client: { id: submissionId, businessName: business.businessName }, suggestions: offer.suggestions };
  }

  /** A repeat of a submission already received: the first request's answer, once its offer is stored. */
  private async answerOfFirst(idempotencyKey: string, businessName: string): Promise<BusinessIntakeResponse> {
    const submissionId = await this.repository.submissionIdByKey(idempotencyKey);
    const giveUpAt = Date.now() + this.deadlineMs + DUPLICATE_GRACE_MS;
    while (submissionId) {
      const suggestions = await this.repository.offeredSuggestions(submissionId);
      if (suggestions.length) return { client: { id: submissionId, businessName }, suggestions };
      if (Date.now() > giveUpAt) break;
      await sleep(DUPLICATE_POLL_MS);
    }
    throw new AppError(409, 'SubmissionInProgress', 'This submission is still being processed. Please try again in a moment.');
  }

  /**
   * Records the selection, priced from what this submission was offered, and asks the worker for the plan,
   * which comes back through the inbox queue.
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
    await this.requestPlan(selectionId, { ...business, submissionId }, priced.workflows, priced);
    return { success: true, selectedCount: priced.workflows.length, planStatus: 'pending', totalSetupCost: priced.totalSetupCost, totalMonthlyCost: priced.totalMonthlyCost };
  }

  private async requestPlan(selectionId: string, business: BusinessProfile & { submissionId: string }, workflows: WorkflowSuggestion[], totals: { totalSetupCost: number; totalMonthlyCost: number }) {
    await this.producer.enqueue(GeneratePlanJob, { selectionId, business, selectedWorkflows: workflows, ...totals }, { jobId: `plan-${selectionId}` });
  }
}
