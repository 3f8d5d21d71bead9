import { composeOnboardingForm } from '@biz/catalog';
import { businessOf, GenerateOnboardingFormJob, onboardingFormFileName, type GenerationSource, type JobPayload, type OnboardingForm } from '@biz/contracts';
import { AppError, InternalClient, JOB_PRODUCER, JobFailed, JobTimedOut, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTAKE } from '../contexts/context-clients';
import { DRAFTS, type DraftSettings } from '../emails/email-drafts.service';
import { AuditEventRepository } from '../identity/audit-event.repository';
import type { Caller } from '../identity/caller';
import { onboardingFormHtml } from './onboarding-form-html';
import { OnboardingFormsRepository } from './onboarding-forms.repository';

/** 409: a form asks about the chosen workflows, so there is none before a selection. */
export class NoWorkflowsChosen extends AppError {
  constructor() {
    super(409, 'NoWorkflowsChosen', 'This business has not chosen any workflows yet, so there is nothing to onboard.');
  }
}

/** 409: the download renders the last generated form; generate one first. */
export class NoOnboardingForm extends AppError {
  constructor() {
    super(409, 'NoOnboardingForm', 'Generate the onboarding form first, then download it.');
  }
}

/**
 * Onboarding forms (SPEC §2 onboarding form generator): made for the business's chosen workflows as email
 * drafts are (the worker's LLM, or the catalog in process when no LLM is configured or the worker is late),
 * kept as the business's latest form, and downloaded as a standalone HTML file rendered from that form.
 */
@Injectable()
export class OnboardingFormsService {
  private readonly log = new Logger(OnboardingFormsService.name);

  constructor(
    @Inject(DRAFTS) private readonly settings: DraftSettings,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(OnboardingFormsRepository) private readonly forms: OnboardingFormsRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async generate(id: string, caller: Caller): Promise<OnboardingForm> {
    const { submission, selectedWorkflows } = await this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId });
    if (selectedWorkflows.length === 0) throw new NoWorkflowsChosen();
    const { form, source } = await this.compose({ business: businessOf(submission), selectedWorkflows }, id);
    await this.forms.save(id, form, source);
    await this.audit.record({ actor: 'admin', action: 'onboarding-form.generated', subjectId: id, requestId: caller.requestId, details: { source, address: caller.address } });
    return form;
  }

  async download(id: string, { requestId }: Caller): Promise<{ fileName: string; html: string }> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const form = await this.forms.latest(id);
    if (!form) throw new NoOnboardingForm();
    return { fileName: onboardingFormFileName(submission.businessName), html: onboardingFormHtml(form, submission.businessName) };
  }

  private async compose(payload: JobPayload<typeof GenerateOnboardingFormJob>, id: string): Promise<{ form: OnboardingForm; source: GenerationSource }> {
    if (this.settings.from === 'catalog') return { form: composeOnboardingForm(payload), source: 'catalog' };
    try {
      const { form, generation } = await this.producer.enqueueAndWait(GenerateOnboardingFormJob, payload, { timeoutMs: this.settings.deadlineMs });
      return { form, source: generation.source };
    } catch (error) {
      if (!(error instanceof JobTimedOut || error instanceof JobFailed)) throw error;
      this.log.warn(`No onboarding form from the worker for ${id} (${error.message}); composing the catalog's`);
      return { form: composeOnboardingForm(payload), source: 'catalog-fallback' };
    }
  }
}
