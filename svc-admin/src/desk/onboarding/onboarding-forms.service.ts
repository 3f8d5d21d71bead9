import { composeOnboardingForm } from '@biz/catalog';
import { businessOf, GenerateOnboardingFormJob, ONBOARDING_FORM_CONTENT_TYPE, onboardingFormFileName, type OnboardingForm } from '@biz/contracts';
import { domainError, InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { Drafter } from '../emails/drafter';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { FileAnswer } from '../../shared/files/file-answer';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { onboardingFormHtml } from './onboarding-form-html';
import { OnboardingFormsRepository } from './onboarding-forms.repository';

/** 409: a form asks about the chosen workflows, so there is none before a selection. */
export class NoWorkflowsChosen extends domainError('NoWorkflowsChosen', 'This business has not chosen any workflows yet, so there is nothing to onboard.') {}

/** 409: the download renders the last generated form; generate one first. */
export class NoOnboardingForm extends domainError('NoOnboardingForm', 'Generate the onboarding form first, then download it.') {}

/**
 * Onboarding forms (SPEC §2 onboarding form generator): made for the business's chosen workflows as email
 * drafts are (the worker's LLM, or the catalog in process when no LLM is configured or the worker is late),
 * kept as the business's latest form, and downloaded as a standalone HTML file rendered from that form.
 */
@Injectable()
export class OnboardingFormsService {
  constructor(
    @Inject(Drafter) private readonly drafter: Drafter,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(OnboardingFormsRepository) private readonly forms: OnboardingFormsRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async generate(id: string, caller: Caller): Promise<OnboardingForm> {
    const { submission, selectedWorkflows } = await this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId });
    if (selectedWorkflows.length === 0) throw new NoWorkflowsChosen();
    const payload = { business: businessOf(submission), selectedWorkflows };
    const { value: form, source } = await this.drafter.draft(GenerateOnboardingFormJob, payload, (result) => result.form, () => composeOnboardingForm(payload));
    await this.forms.save(id, form, source);
    await this.audit.record({ ...agencyActor(caller), action: 'onboarding-form.generated', subjectId: id, requestId: caller.requestId, details: { source, address: caller.address } });
    return form;
  }

  async download(id: string, { requestId }: Caller): Promise<FileAnswer<string>> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const form = await this.forms.latest(id);
    if (!form) throw new NoOnboardingForm();
    return { fileName: onboardingFormFileName(submission.businessName), contentType: ONBOARDING_FORM_CONTENT_TYPE, body: onboardingFormHtml(form, submission.businessName) };
  }
}
