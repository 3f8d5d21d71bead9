import { PipelineStages, type BoardCard, type BusinessCard, type EndpointInput, type NextTask, type PipelineBoardResponse, type PipelineStage } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { TasksService } from '../tasks/tasks.service';
import { PipelineRepository, type StoredState } from './pipeline.repository';

type BoardQuery = EndpointInput<'pipelineBoard'>['query'];

const cardOf = (card: BusinessCard, state: StoredState | undefined, nextTask: NextTask | undefined): BoardCard => ({
  businessId: card.businessId,
  submissionId: card.submissionId,
  businessName: card.businessName,
  contactEmail: card.contactEmail,
  since: state?.since ?? card.firstSeen,
  lostReason: state?.lostReason ?? null,
  nextTask: nextTask ?? null,
});

/**
 * The pipeline as a board: a page of each column, composed from one statement per context. The desk pages
 * the stages it keeps; svc-intake answers those businesses' cards and, in the same call, a page of the
 * businesses never moved past New (the desk has no row for them), with their total; then the desk's next open
 * task of each card's business.
 */
@Injectable()
export class PipelineBoardService {
  constructor(
    @Inject(PipelineRepository) private readonly pipeline: PipelineRepository,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(TasksService) private readonly tasks: TasksService,
  ) {}

  async board({ stage, page, pageSize }: BoardQuery, requestId: string): Promise<PipelineBoardResponse> {
    const stages: readonly PipelineStage[] = stage ? [stage] : PipelineStages;
    const kept = stages.filter((s) => s !== 'new');
    const [totals, states] = await Promise.all([this.pipeline.totalsPastNew(), this.pipeline.pagesOf(kept, { page, pageSize })]);
    const { cards, unmoved } = await this.intake.call(
      'businessCards',
      { body: { businessIds: states.map((s) => s.businessId), unmoved: stages.includes('new') ? { page, pageSize } : undefined } },
      { requestId },
    );
    // A business moved back to New by hand has a row saying since when.
    const newStates = unmoved?.cards.length ? await this.pipeline.statesOf(unmoved.cards.map((card) => card.businessId)) : new Map<string, StoredState>();
    const cardById = new Map(cards.map((card) => [card.businessId, card]));
    const nextTasks = await this.tasks.nextOf([...cards, ...(unmoved?.cards ?? [])].map((card) => card.businessId));
    const columns = stages.map((column) => {
      if (column === 'new') return { stage: column, total: unmoved?.total ?? 0, cards: (unmoved?.cards ?? []).map((card) => cardOf(card, newStates.get(card.businessId), nextTasks.get(card.businessId))) };
      // A business erased between the two reads has no card: it is left out.
      const found = states.filter((s) => s.stage === column).flatMap((s) => {
        const card = cardById.get(s.businessId);
        return card ? [cardOf(card, s, nextTasks.get(s.businessId))] : [];
      });
      return { stage: column, total: totals.get(column) ?? 0, cards: found.sort((a, b) => b.since.localeCompare(a.since)) };
    });
    return { columns, page, pageSize };
  }
}
