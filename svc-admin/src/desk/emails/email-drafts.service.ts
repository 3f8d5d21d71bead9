import { composeEmail } from '@biz/catalog';
import { businessOf, GenerateEmailJob, type GenerateEmailRequest, type GeneratedEmail } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { Drafter } from './drafter';
import type { Caller } from '../../shared/identity/caller';

/** Drafts of the agency's emails to a business, for the email generator (the worker's LLM or the catalog's templates). */
@Injectable()
export class EmailDraftsService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(Drafter) private readonly drafter: Drafter,
  ) {}

  async draft({ clientId, emailType, customSubject }: GenerateEmailRequest, { requestId }: Caller): Promise<GeneratedEmail> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id: clientId } }, { requestId });
    const payload = { business: businessOf(submission), emailType, customSubject, planData: submission.plan?.planData ?? null };
    return (await this.drafter.draft(GenerateEmailJob, payload, (result) => result.email, () => composeEmail(payload))).value;
  }
}
