import { composeEmail } from '@biz/catalog';
import { businessOf, GenerateEmailJob, type GenerateEmailRequest, type GeneratedEmail } from '@biz/contracts';
import { InternalClient, JOB_PRODUCER, JobFailed, JobTimedOut, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTAKE } from '../contexts/context-clients';
import type { Caller } from '../identity/caller';

/** Injection token of DRAFT_DEADLINE_MS: how long the admin waits for the worker's (LLM) draft. */
export const DRAFT_DEADLINE = Symbol('DRAFT_DEADLINE');

/**
 * Drafts of the agency's emails to a business, for the email generator: the worker writes them (the LLM
 * when configured); when it does not answer in time the catalog engine drafts here, so the admin always
 * gets a draft to edit.
 */
@Injectable()
export class EmailDraftsService {
  private readonly log = new Logger(EmailDraftsService.name);

  constructor(
    @Inject(DRAFT_DEADLINE) private readonly deadlineMs: number,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  async draft({ clientId, emailType, customSubject }: GenerateEmailRequest, { requestId }: Caller): Promise<GeneratedEmail> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id: clientId } }, { requestId });
    const payload = { business: businessOf(submission), emailType, customSubject, planData: submission.plan?.planData ?? null };
    try {
      return (await this.producer.enqueueAndWait(GenerateEmailJob, payload, { timeoutMs: this.deadlineMs })).email;
    } catch (error) {
      if (!(error instanceof JobTimedOut || error instanceof JobFailed)) throw error;
      this.log.warn(`No email draft from the worker for ${clientId} (${error.message}); drafting from the catalog`);
      return composeEmail(payload);
    }
  }
}
