import { z } from 'zod';
import { EntityId } from '../common';
import { AgencyActor } from './agency-actor';

/** Where a business stands with the agency, in the order a business goes through them; Lost stands apart. */
export const PipelineStages = ['new', 'plan_sent', 'call_booked', 'proposal_sent', 'won', 'delivering', 'live', 'lost'] as const;
export const PipelineStage = z.enum(PipelineStages);
export type PipelineStage = z.infer<typeof PipelineStage>;

export const PipelineStageLabel: Record<PipelineStage, string> = {
  new: 'New',
  plan_sent: 'Plan sent',
  call_booked: 'Call booked',
  proposal_sent: 'Proposal sent',
  won: 'Won',
  delivering: 'Delivering',
  live: 'Live',
  lost: 'Lost',
};

/** What moved a business: something that happened, or someone at the agency by hand. */
export const StageCauses = [
  'plan-email-sent',
  'call-booked',
  'sprint-paid',
  'subscription-started',
  'automation-in-progress',
  'automation-live',
  'sprint-refunded',
  'proposal-sent',
  'proposal-accepted',
  'proposal-declined',
  'proposal-expired',
  'by-hand',
] as const;
export const StageCause = z.enum(StageCauses);
export type StageCause = z.infer<typeof StageCause>;

/** The stage each happening moves a business to (forward only; out of Lost too: a lead that acts again is not lost). */
export const StageOfCause: Record<Exclude<StageCause, 'by-hand'>, PipelineStage> = {
  'plan-email-sent': 'plan_sent',
  'call-booked': 'call_booked',
  'sprint-paid': 'won',
  'subscription-started': 'won',
  'automation-in-progress': 'delivering',
  'automation-live': 'live',
  // Only from Won: a refunded sprint that won the business no longer does; delivered work stays where it is (pipeline.service's stageAfter).
  'sprint-refunded': 'lost',
  'proposal-sent': 'proposal_sent',
  'proposal-accepted': 'won',
  // From any stage before Won (pipeline.service's stageAfter): a client who bought already is not lost by a declined extra.
  'proposal-declined': 'lost',
  'proposal-expired': 'lost',
};

/** How the timeline says why a business moved. */
export const StageCauseLabel: Record<StageCause, string> = {
  'plan-email-sent': 'the plan email went out',
  'call-booked': 'a call was booked',
  'sprint-paid': 'a sprint was paid',
  'subscription-started': 'a subscription started',
  'automation-in-progress': 'an automation is being built',
  'automation-live': 'an automation went live',
  'sprint-refunded': 'the sprint was refunded',
  'proposal-sent': 'a proposal was sent',
  'proposal-accepted': 'a proposal was accepted',
  'proposal-declined': 'a proposal was declined',
  'proposal-expired': 'a proposal expired',
  'by-hand': 'moved by hand',
};

/**
 * SPEC's status filter over the pipeline: 'sent' once the plan email went out (Plan sent, Call booked),
 * 'completed' once won (Won, Delivering, Live). Before that, and when lost, the plan's own status shows.
 */
export const BusinessProgresses = ['sent', 'completed'] as const;
export const BusinessProgress = z.enum(BusinessProgresses);
export type BusinessProgress = z.infer<typeof BusinessProgress>;
export const progressOfStage = (stage: PipelineStage): BusinessProgress | null =>
  stage === 'plan_sent' || stage === 'call_booked' || stage === 'proposal_sent' ? 'sent' : stage === 'won' || stage === 'delivering' || stage === 'live' ? 'completed' : null;

/** What svc-intake keeps of a stage: SPEC's progress, and whether the business left New. */
export const intakeViewOfStage = (stage: PipelineStage): RecordProgressRequest => ({ progress: progressOfStage(stage), pastNew: stage !== 'new' });

export const LOST_REASON_MAX = 500;

/** POST /api/admin/clients/:id/stage: a move by hand; Lost needs its reason. */
export const MoveStageRequest = z
  .object({ stage: PipelineStage, reason: z.string().trim().max(LOST_REASON_MAX).optional() })
  .refine((move) => move.stage !== 'lost' || !!move.reason, { message: 'Say why the business is lost.', path: ['reason'] });
export type MoveStageRequest = z.infer<typeof MoveStageRequest>;

/** A business's place in the pipeline and since when (a business that never moved: New since its first submission). */
export const PipelineState = z.object({
  businessId: EntityId,
  stage: PipelineStage,
  since: z.iso.datetime({ offset: true }),
  lostReason: z.string().nullable(),
});
export type PipelineState = z.infer<typeof PipelineState>;
export const MoveStageResponse = PipelineState;
export type MoveStageResponse = z.infer<typeof MoveStageResponse>;

/** One move, for the timeline: `by` names who at the agency moved it by hand. */
export const StageMove = z.object({
  at: z.iso.datetime({ offset: true }),
  from: PipelineStage,
  to: PipelineStage,
  cause: StageCause,
  reason: z.string().nullable(),
  by: AgencyActor.optional(),
});
export type StageMove = z.infer<typeof StageMove>;

/**
 * PUT /internal/businesses/:id/progress: the desk tells svc-intake how far a business got, for SPEC's status
 * filter, and whether it left New, so svc-intake can list the board's New column (a business the desk never
 * moved has no stage row to list it by).
 */
export const BusinessIdParams = z.object({ id: EntityId });
export const RecordProgressRequest = z.object({ progress: BusinessProgress.nullable(), pastNew: z.boolean() });
export type RecordProgressRequest = z.infer<typeof RecordProgressRequest>;
export const RecordProgressResponse = z.object({ progress: BusinessProgress.nullable() });
export type RecordProgressResponse = z.infer<typeof RecordProgressResponse>;
