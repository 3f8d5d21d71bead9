import type { GenerationSource, JobDefinition, JobPayload, JobResult } from '@biz/contracts';
import { JOB_PRODUCER, JobFailed, JobTimedOut, type GeneratedBy, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { z } from 'zod';

/** Injection token of where drafts come from (`draftsFromOf`) and of DRAFT_DEADLINE_MS, how long the admin waits for the worker's. */
export const DRAFTS = Symbol('DRAFTS');
export interface DraftSettings {
  from: GeneratedBy;
  deadlineMs: number;
}

/** A draft job: the worker answers what it wrote with the record of how (the LLM, or the catalog). */
type DraftJob = JobDefinition<z.ZodType, z.ZodType<{ generation: { source: GenerationSource } }>>;

/**
 * What the admin desk asks the worker to write (email drafts, onboarding forms). With an LLM configured the
 * worker writes it, and past the deadline (or when the job fails) the catalog engine writes it here, so the
 * admin always gets something to work with. Without an LLM the catalog writes it here at once: the worker
 * would run the same engine behind a queue round trip, and a stopped worker would cost the whole deadline.
 */
@Injectable()
export class Drafter {
  private readonly log = new Logger(Drafter.name);

  constructor(
    @Inject(DRAFTS) private readonly settings: DraftSettings,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  async draft<J extends DraftJob, T>(job: J, payload: JobPayload<J>, picked: (result: JobResult<J>) => T, catalog: () => T): Promise<{ value: T; source: GenerationSource }> {
    if (this.settings.from === 'catalog') return { value: catalog(), source: 'catalog' };
    try {
      const result = await this.producer.enqueueAndWait(job, payload, { timeoutMs: this.settings.deadlineMs });
      return { value: picked(result), source: result.generation.source };
    } catch (error) {
      if (!(error instanceof JobTimedOut || error instanceof JobFailed)) throw error;
      this.log.warn(`No ${job.name} answer from the worker (${error.message}); the catalog writes it`);
      return { value: catalog(), source: 'catalog-fallback' };
    }
  }
}
