import { LOST_REASON_MAX, BusinessHappenedJob, businessHappenedJobId, intakeViewOfStage, PipelineStages, StageOfCause, type MoveStageRequest, type PipelineStage, type PipelineState, type StageCause, type StageMove } from '@biz/contracts';
import { AppError, InternalClient, JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import type { Caller } from '../../shared/identity/caller';
import { PipelineRepository, type PlannedMove, type StoredState } from './pipeline.repository';

/** A happening that moves a business on (not a move by hand). */
export type Happening = Exclude<StageCause, 'by-hand'>;

const rank = (stage: PipelineStage) => PipelineStages.indexOf(stage);

/** Why a business a refund took out of Won is lost (the only happening that makes one lost). */
const REFUNDED_REASON = 'Sprint refunded within the money-back guarantee';

/**
 * Where a happening takes a business: forward only, never back (a plan email sent to a won client leaves it
 * won), and out of Lost whatever it is (a lead that books a call or pays is not lost); a refunded sprint
 * takes a Won business to Lost.
 */
export function stageAfter(current: PipelineStage, happening: Happening): PipelineStage | null {
  const to = StageOfCause[happening];
  // The only move back: a refunded sprint no longer wins its business; delivered work stays where it is.
  if (happening === 'sprint-refunded') return current === 'won' ? to : null;
  // A proposal declined or expired loses a business not won yet; a client's declined extra leaves it where it is.
  if (happening === 'proposal-declined' || happening === 'proposal-expired') return rank(current) < rank('won') && current !== 'lost' ? to : null;
  return current === 'lost' || rank(to) > rank(current) ? to : null;
}

/**
 * The desk's pipeline: every business moves by what happens to it and by the agency's hand, each move
 * recorded with its cause. svc-intake is told how far a business got (SPEC's 'sent' and 'completed', and
 * whether it left New) in the same transaction, so the table's status filter and the board's New column
 * never disagree with the stage.
 */
@Injectable()
export class PipelineService {
  private readonly log = new Logger(PipelineService.name);

  constructor(
    @Inject(PipelineRepository) private readonly pipeline: PipelineRepository,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  /**
   * Something the agency just did moves the business of a submission on: the move is the inbox's job (with
   * its retries), so the request that did it never fails for it. `refId` names what happened (the call, the
   * automation), so a repeat moves once.
   */
  async willHappen(submissionId: string, happening: Happening, refId: string, lostReason?: string): Promise<void> {
    try {
      await this.producer.enqueue(BusinessHappenedJob, { submissionId, happening, ...(lostReason ? { lostReason: lostReason.slice(0, LOST_REASON_MAX) } : {}) }, { jobId: businessHappenedJobId(happening, refId) });
    } catch (err) {
      this.log.warn(`the pipeline did not hear that ${happening} (${refId}) happened to submission ${submissionId}: ${String(err)}`);
    }
  }

  /** A move by hand, of the business of a submission (SPEC's ids are submission ids). */
  async byHand(submissionId: string, { stage, reason }: MoveStageRequest, caller: Caller): Promise<PipelineState> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId: caller.requestId });
    const move: PlannedMove = { to: stage, cause: 'by-hand', reason: stage === 'lost' ? (reason ?? null) : null, actorStaffId: caller.staffAccountId ?? null };
    const { state } = await this.moved(submission.businessId, () => move, caller.requestId);
    return { ...state, since: state.since ?? submission.createdAt };
  }

  /** A happening to a business: it moves on if that takes it further (to Lost, for `lostReason`, a refund's by default). True when it moved. */
  async happened(businessId: string, happening: Happening, requestId?: string, lostReason?: string): Promise<boolean> {
    const decide = (current: StoredState): PlannedMove | null => {
      const to = stageAfter(current.stage, happening);
      return to ? { to, cause: happening, reason: to === 'lost' ? (lostReason ?? REFUNDED_REASON).slice(0, LOST_REASON_MAX) : null, actorStaffId: null } : null;
    };
    return (await this.moved(businessId, decide, requestId)).moved;
  }

  /** A happening to the business of a submission; none, when the submission was erased meanwhile. */
  async happenedToSubmission(submissionId: string, happening: Happening, requestId?: string, lostReason?: string): Promise<boolean> {
    const detail = await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId }).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'SubmissionNotFound') return null;
      throw err;
    });
    return detail ? this.happened(detail.submission.businessId, happening, requestId, lostReason) : false;
  }

  /** A happening to whatever business an address belongs to (an order's lead, an account): none, when it never submitted. */
  async happenedToEmail(email: string, happening: Happening, requestId?: string): Promise<boolean> {
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [email] } }, { requestId });
    let moved = false;
    for (const businessId of new Set(submissions.map((s) => s.businessId))) moved = (await this.happened(businessId, happening, requestId)) || moved;
    return moved;
  }

  statesOf(businessIds: readonly string[]): Promise<Map<string, StoredState>> {
    return this.pipeline.statesOf(businessIds);
  }

  /** Where a business stands; `firstSeen` (its first submission) is when a business that never moved became New. */
  async stateOf(businessId: string, firstSeen: string): Promise<PipelineState> {
    const state = await this.pipeline.stateOf(businessId);
    return { ...state, since: state.since ?? firstSeen };
  }

  movesOf(businessId: string): Promise<StageMove[]> {
    return this.pipeline.movesOf(businessId);
  }

  forget(businessId: string): Promise<void> {
    return this.pipeline.forget(businessId);
  }

  /** Tells svc-intake again how far a business got (after an undone merge, which made it forget). */
  async recordProgress(businessId: string, requestId?: string): Promise<void> {
    const { stage } = await this.pipeline.stateOf(businessId);
    await this.intake.call('recordBusinessProgress', { params: { id: businessId }, body: intakeViewOfStage(stage) }, { requestId });
  }

  private moved(businessId: string, decide: (current: StoredState) => PlannedMove | null, requestId?: string) {
    return this.pipeline.move(businessId, decide, async (before, after) => {
      const view = intakeViewOfStage(after.stage);
      const was = intakeViewOfStage(before.stage);
      if (view.progress !== was.progress || view.pastNew !== was.pastNew) await this.intake.call('recordBusinessProgress', { params: { id: businessId }, body: view }, { requestId });
    });
  }
}
