import { composeEmail } from '@biz/catalog';
import { businessOf, GenerateEmailJob, type GenerateEmailRequest, type GeneratedEmail } from '@biz/contracts';
import { InternalClient, JOB_PRODUCER, JobFailed, JobTimedOut, type GeneratedBy, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTAKE } from '../contexts/context-clients';
import type { Caller } from '../identity/caller';

/** Injection token of where drafts come from (`draftsFromOf`) and of DRAFT_DEADLINE_MS, how long the admin waits for the worker's. */
export const DRAFTS = Symbol('DRAFTS');
export interface DraftSettings {
  from: GeneratedBy;
  deadlineMs: number;
}

/**
 * Drafts of the agency's emails to a business, for the email generator. With an LLM the worker writes them,
 * and past the deadline the catalog engine drafts here, so the admin always gets a draft to edit. Without
 * one the catalog drafts here at once: the worker would run the same templates behind a queue round trip.
 */
@Injectable()
export class EmailDraftsService {
  private readonly log = new Logger(EmailDraftsService.name);

  constructor(
    @Inject(DRAFTS) private readonly settings: DraftSettings,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  async draft({ clientId, emailType, customSubject }: GenerateEmailRequest, { requestId }: Caller): Promise<GeneratedEmail> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id: clientId } }, { requestId });
    const payload = { business: businessOf(submission), emailType, customSubject, planData: submission.plan?.planData ?? null };
    if (this.settings.from === 'catalog') return composeEmail(payload);
    try {
      return (await this.producer.enqueueAndWait(GenerateEmailJob, payload, { timeoutMs: this.settings.deadlineMs })).email;
    } catch (error) {
      if (!(error instanceof JobTimedOut || error instanceof JobFailed)) throw error;
      this.log.warn(`No email draft from the worker for ${clientId} (${error.message}); drafting from the catalog`);
      return composeEmail(payload);
    }
  }
}
