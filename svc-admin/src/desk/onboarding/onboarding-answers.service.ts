import {
  LinkMessage,
  ONBOARDING_LINK_DAYS,
  ONBOARDING_LINK_SUBMISSIONS,
  onboardingAnswerErrors,
  onboardingLinkUrl,
  type AuditActor,
  type OnboardingAnswers,
  type OnboardingAnswersVia,
  type OnboardingFormToFill,
  type SendOnboardingLinkResponse,
  type SubmitOnboardingAnswersResponse,
  type WithdrawOnboardingLinksResponse,
} from '@biz/contracts';
import { domainError, InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { PortalFacade } from '../../portal/portal-facade';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import type { SignedLinks } from '../../shared/signed-links/signed-links';
import { FollowUpsRepository } from '../follow-ups/follow-ups.repository';
import { answersNotice, onboardingLinkEmail, recordUrlOf } from './onboarding-emails';
import { OnboardingAnswersRepository } from './onboarding-answers.repository';
import { OnboardingFormsRepository } from './onboarding-forms.repository';
import { OnboardingFormsService } from './onboarding-forms.service';
import { OnboardingLinksRepository } from './onboarding-links.repository';

/** Injection token of what the answers need from the configuration. */
export const ONBOARDING_SETUP = Symbol('ONBOARDING_SETUP');
export interface OnboardingSetup {
  links: SignedLinks;
  /** Where the product is reached: the emailed link and the notice's link to the record. */
  publicUrl: string;
  /** The agency's address (SUPPORT_EMAIL): told of answers to a business nobody owns. */
  agencyEmail: string;
}

/** The purpose inside an onboarding link's signed payload: it opens nothing else. */
const LINK_PURPOSE = 'onboarding-form';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Between the business's id and its links' version in a link's subject. */
const VERSION_MARK = ':';

/** 400: a token altered, malformed or made for another use. */
export class OnboardingLinkInvalid extends domainError('OnboardingLinkInvalid', 'This onboarding link is not valid. Please use the link from your email as it was sent.') {}

/** 410: a genuine link past its 30 days, withdrawn from the record, or with all its submissions made. */
export class OnboardingLinkExpired extends domainError('OnboardingLinkExpired', (message: string = 'This onboarding link has expired. Please ask us for a new one, or fill the form in your client portal.') => message) {}

/** What a checked link opens: the business, and the token's hash its submissions are counted under. */
interface LinkHolder {
  submissionId: string;
  tokenHash: string;
}

/** 409: the client asks for a form the agency has not made (nothing of its business has one). */
export class OnboardingFormNotReady extends domainError('NoOnboardingForm', 'Your onboarding form is not ready yet: we will email you when it is.') {}

/**
 * The onboarding form filled online: the agency emails the client a signed link (the business and the
 * version of its links inside, 30 days, 5 submissions; withdrawn from the record by raising the version),
 * or the client opens it in its portal once its email is proven. Answers are checked against
 * the form's questions, kept on the business's record (a resubmission replaces them; the timeline keeps
 * each submission), and the business's owner at the agency (else the agency) is emailed them.
 */
@Injectable()
export class OnboardingAnswersService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(OnboardingFormsService) private readonly generator: OnboardingFormsService,
    @Inject(OnboardingFormsRepository) private readonly forms: OnboardingFormsRepository,
    @Inject(OnboardingAnswersRepository) private readonly answers: OnboardingAnswersRepository,
    @Inject(FollowUpsRepository) private readonly followUps: FollowUpsRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(ONBOARDING_SETUP) private readonly setup: OnboardingSetup,
    @Inject(OnboardingLinksRepository) private readonly links: OnboardingLinksRepository,
  ) {}

  /** Emails the business's contact a link to its form, generating the form first when it has none. */
  async sendLink(id: string, caller: Caller): Promise<SendOnboardingLinkResponse> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId });
    const form = (await this.forms.latest(id)) ?? (await this.generator.generate(id, caller));
    const expiresAt = new Date(Date.now() + ONBOARDING_LINK_DAYS * DAY_MS);
    const url = onboardingLinkUrl(this.setup.publicUrl, this.setup.links.sign(LINK_PURPOSE, `${id}${VERSION_MARK}${await this.links.versionOf(id)}`, expiresAt));
    const { emailId } = await this.emails.queue(onboardingLinkEmail(id, submission.contactEmail, submission.businessName, form, url), caller);
    await this.audit.record({ ...agencyActor(caller), action: 'onboarding-link.sent', subjectId: id, requestId: caller.requestId, details: { emailId, address: caller.address } });
    return { success: true, emailId, expiresAt: expiresAt.toISOString() };
  }

  /** Every link emailed so far stops opening the form (the business's 404 first: an unknown id withdraws nothing). */
  async withdrawLinks(id: string, caller: Caller): Promise<WithdrawOnboardingLinksResponse> {
    await this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId });
    await this.links.withdraw(id, caller.staffAccountId);
    await this.audit.record({ ...agencyActor(caller), action: 'onboarding-link.withdrawn', subjectId: id, requestId: caller.requestId, details: { address: caller.address } });
    return { success: true, withdrawnAt: new Date().toISOString() };
  }

  async byLink(token: string, caller: Caller): Promise<OnboardingFormToFill> {
    return this.toFill((await this.holderOf(token)).submissionId, caller);
  }

  async submitByLink(token: string, answers: OnboardingAnswers, caller: Caller): Promise<SubmitOnboardingAnswersResponse> {
    const link = await this.holderOf(token);
    return this.submit(link.submissionId, answers, 'link', caller, link);
  }

  /** The signed-in client's form: the newest of its proven business's (null: not proven yet, or none made). */
  async forClient(accountId: string, caller: Caller): Promise<OnboardingFormToFill | null> {
    const target = await this.forms.newestOf(await this.portal.provenSubmissionsOf(accountId));
    return target ? this.toFill(target.submissionId, caller) : null;
  }

  async submitForClient(accountId: string, answers: OnboardingAnswers, caller: Caller): Promise<SubmitOnboardingAnswersResponse> {
    const target = await this.forms.newestOf(await this.portal.provenSubmissionsOf(accountId));
    if (!target) throw new OnboardingFormNotReady();
    return this.submit(target.submissionId, answers, 'portal', caller);
  }

  /** The link's business, while the link is genuine, unexpired and of the business's current version. */
  private async holderOf(token: string): Promise<LinkHolder> {
    const checked = this.setup.links.check(LINK_PURPOSE, token);
    if (checked === 'invalid') throw new OnboardingLinkInvalid();
    if (checked === 'expired') throw new OnboardingLinkExpired();
    // Links sent before versions existed name the business alone: version 0.
    const [submissionId = '', version = '0'] = checked.subject.split(VERSION_MARK);
    if (Number(version) !== (await this.links.versionOf(submissionId))) throw new OnboardingLinkExpired(LinkMessage.onboardingWithdrawn);
    return { submissionId, tokenHash: createHash('sha256').update(token).digest('base64url') };
  }

  /** An erased business's link finds no submission: svc-intake's 404. */
  private async toFill(id: string, { requestId }: Caller): Promise<OnboardingFormToFill> {
    const [{ submission }, form, answered] = await Promise.all([this.intake.call('submissionDetail', { params: { id } }, { requestId }), this.forms.latest(id), this.answers.latestOf([id])]);
    if (!form) throw new OnboardingFormNotReady();
    return { businessName: submission.businessName, form, answers: answered?.answers ?? null, submittedAt: answered?.submittedAt ?? null };
  }

  /** Checked against the business's current form before anything is written; a bad answer is a 400 naming it. */
  private async submit(id: string, answers: OnboardingAnswers, via: OnboardingAnswersVia, caller: Caller, link?: LinkHolder): Promise<SubmitOnboardingAnswersResponse> {
    const [{ submission, business }, form] = await Promise.all([this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId }), this.forms.latest(id)]);
    if (!form) throw new OnboardingFormNotReady();
    const errors = onboardingAnswerErrors(form, answers);
    if (Object.keys(errors).length) throw new ValidationFailed(errors);
    // Counted once the answers are good: a link's mistakes cost none of its submissions.
    if (link && !(await this.links.useOnce(link.tokenHash, id, ONBOARDING_LINK_SUBMISSIONS))) throw new OnboardingLinkExpired(LinkMessage.onboardingUsedUp);
    const { submittedAt, updated } = await this.answers.save(id, form, answers, via);
    const actor: AuditActor = 'client';
    await this.audit.record({ actor, action: updated ? 'onboarding-answers.updated' : 'onboarding-answers.submitted', subjectId: id, requestId: caller.requestId, details: { via } });
    const owner = await this.followUps.ownerOf(business.id);
    await this.emails.queue(answersNotice(owner?.email ?? this.setup.agencyEmail, submission.businessName, form, answers, updated, recordUrlOf(this.setup.publicUrl, id)), caller, actor);
    return { success: true, submittedAt, updated };
  }
}
