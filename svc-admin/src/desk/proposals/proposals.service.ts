import {
  DEPOSIT_PERCENT_DEFAULT,
  PLAN_PDF_CONTENT_TYPE,
  PROPOSAL_VALID_DAYS,
  RenderSignedProposalJob,
  signedProposalFileName,
  SITE_NAME,
  dayInWords,
  proposalLinkUrl,
  type AcceptProposalRequest,
  type AuditActionsBySubject,
  type DeclineProposalRequest,
  type Proposal,
  type ProposalDocument,
  type ProposalDraftRequest,
  type ProposalsResponse,
  type PublicProposal,
  type SendProposalResponse,
  type SignedProposalPdfInput,
} from '@biz/contracts';
import { domainError, InternalClient, JOB_PRODUCER, ValidationFailed, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DOCUMENT_DEADLINE, workerPdf } from '../../shared/documents/worker-pdf';
import type { FileAnswer } from '../../shared/files/file-answer';
import { FollowUpsRepository } from '../follow-ups/follow-ups.repository';
import { recordUrlOf } from '../onboarding/onboarding-emails';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { AGENCY_CLOCK, agencyToday, dayAfter, endOfDayIn, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import type { SignedLinks } from '../../shared/signed-links/signed-links';
import { NoWorkflowsChosen } from '../onboarding/onboarding-forms.service';
import { PipelineService } from '../pipeline/pipeline.service';
import { documentHashOf, figuresOf } from './proposal-document';
import { proposalLinkEmail, signedProposalEmails } from './proposal-emails';
import { isReplaced, isUniqueViolation, ProposalsRepository, type DraftFields, type ProposalRow } from './proposals.repository';

export class ProposalNotFound extends domainError('ProposalNotFound', 'No proposal has that id.') {}
export class ProposalDraftExists extends domainError('ProposalDraftExists', 'This business has a draft proposal already: edit it, or withdraw it first.') {}
export class ProposalNotDraft extends domainError('ProposalNotDraft', 'This proposal was sent: make a new version to change it.') {}
export class ProposalValidityPassed extends domainError('ProposalValidityPassed', 'The proposal’s last day has passed: set a later one before sending it.') {}
export class ProposalClosed extends domainError('ProposalClosed', (message: string = 'This proposal is closed: it was accepted, declined, expired or withdrawn.') => message) {}
export class ProposalLinkInvalid extends domainError('ProposalLinkInvalid', 'This proposal link is not valid. Please use the link from your email as it was sent.') {}
export class ProposalLinkExpired extends domainError('ProposalLinkExpired', (message: string = 'This proposal has expired. Please ask us for a new one.') => message) {}
export class ProposalNotSigned extends domainError('ProposalNotSigned', 'This proposal is not signed: only an accepted proposal prints as signed.') {}
export class ProposalChanged extends domainError('ProposalChanged', 'This proposal changed while you were reading it. Please reload the page and read it again before signing.') {}

/** Injection token of what proposals need from the configuration. */
export const PROPOSAL_SETUP = Symbol('PROPOSAL_SETUP');
export interface ProposalSetup {
  links: SignedLinks;
  /** Where the product is reached: the emailed link, and the record's link in the agency's email. */
  publicUrl: string;
  /** The agency's address (SUPPORT_EMAIL): told of a signature on a business nobody owns. */
  agencyEmail: string;
}

/** The longest browser description a signature keeps. */
const USER_AGENT_MAX = 500;

/** The purpose inside a proposal link's signed payload: it opens nothing else. */
const LINK_PURPOSE = 'proposal';

type ProposalAudit = Extract<(typeof AuditActionsBySubject)['submission'][number], `proposal.${string}`>;

const actorOf = (row: ProposalRow): Proposal['createdBy'] => (row.created_by && row.created_by_name !== null ? { kind: 'staff', name: row.created_by_name } : { kind: 'bootstrap-owner' });

export function proposalOf(row: ProposalRow): Proposal {
  return {
    id: row.id,
    businessId: row.business_id,
    submissionId: row.submission_id,
    version: row.version,
    status: row.status,
    items: row.items,
    terms: row.terms,
    figures: row.document?.figures ?? figuresOf(row.items, row.terms),
    validUntil: row.valid_until,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    createdBy: actorOf(row),
    sentAt: row.sent_at?.toISOString() ?? null,
    documentHash: row.document_hash,
    signature:
      row.signed_at && row.signer_name && row.signer_address && row.document_hash
        ? { signerName: row.signer_name, at: row.signed_at.toISOString(), address: row.signer_address, userAgent: row.signer_agent, documentHash: row.document_hash }
        : null,
    closed: row.closed_at ? { at: row.closed_at.toISOString(), reason: row.close_reason } : null,
  };
}

/**
 * Proposals (decision 066): the desk drafts one from the business's plan (or the last version), edits it,
 * and sends it by a signed link; sending freezes the document and its hash. The client reads it by the
 * link and accepts it by typing its name over that hash, or declines it; both move the business on the
 * board, as expiry does.
 */
@Injectable()
export class ProposalsService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(ProposalsRepository) private readonly proposals: ProposalsRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(PROPOSAL_SETUP) private readonly setup: ProposalSetup,
    @Inject(FollowUpsRepository) private readonly followUps: FollowUpsRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(DOCUMENT_DEADLINE) private readonly deadlineMs: number,
  ) {}

  private readonly log = new Logger(ProposalsService.name);

  async ofBusiness(submissionId: string, { requestId }: Caller): Promise<ProposalsResponse> {
    const { business } = await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId });
    return { proposals: (await this.proposals.ofSubmissions(business.submissions.map((s) => s.id))).map(proposalOf) };
  }

  /** A new draft: a copy of the business's last version, or else its plan's automations at the plan's prices. */
  async draft(submissionId: string, caller: Caller): Promise<Proposal> {
    const detail = await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId: caller.requestId });
    const [last] = await this.proposals.ofSubmissions(detail.business.submissions.map((s) => s.id));
    const validUntil = dayAfter(agencyToday(this.clock), PROPOSAL_VALID_DAYS.default);
    let fields: DraftFields;
    if (last) fields = { items: last.items, terms: last.terms, message: last.message, validUntil };
    else if (detail.selectedWorkflows.length) {
      fields = { items: detail.selectedWorkflows.map((w) => ({ title: w.title, setupCents: w.setupCost })), terms: { kind: 'setup', depositPercent: DEPOSIT_PERCENT_DEFAULT }, message: '', validUntil };
    } else throw new NoWorkflowsChosen();
    const id = await this.proposals.insertDraft(detail.submission.businessId, submissionId, fields, caller.staffAccountId ?? null).catch((err: unknown) => {
      throw isUniqueViolation(err) ? new ProposalDraftExists() : err;
    });
    return this.recorded('proposal.drafted', id, caller);
  }

  async update(id: string, body: ProposalDraftRequest, caller: Caller): Promise<Proposal> {
    const today = agencyToday(this.clock);
    const last = dayAfter(today, PROPOSAL_VALID_DAYS.max);
    if (body.validUntil < today || body.validUntil > last) throw new ValidationFailed({ validUntil: [`Choose a day from ${dayInWords(today)} to ${dayInWords(last)}`] });
    if (!(await this.proposals.updateDraft(id, body))) throw (await this.proposals.byId(id)) ? new ProposalNotDraft() : new ProposalNotFound();
    return this.recorded('proposal.updated', id, caller);
  }

  /** Freezes the draft as the document the client signs, emails its link, and moves the business to Proposal sent. */
  async send(id: string, caller: Caller): Promise<SendProposalResponse> {
    const row = await this.proposals.byId(id);
    if (!row) throw new ProposalNotFound();
    if (row.status !== 'draft') throw new ProposalNotDraft();
    if (row.valid_until < agencyToday(this.clock)) throw new ProposalValidityPassed();
    const { submission } = await this.intake.call('submissionDetail', { params: { id: row.submission_id } }, { requestId: caller.requestId });
    const document: ProposalDocument = {
      proposalId: row.id,
      version: row.version,
      agencyName: SITE_NAME,
      businessName: submission.businessName,
      contactEmail: submission.contactEmail,
      items: row.items,
      terms: row.terms,
      figures: figuresOf(row.items, row.terms),
      message: row.message,
      validUntil: row.valid_until,
      sentAt: new Date(this.clock.now()).toISOString(),
    };
    if (!(await this.proposals.send(id, document, documentHashOf(document), caller.staffAccountId ?? null))) throw new ProposalNotDraft();
    const linkExpiresAt = endOfDayIn(this.clock.timeZone, row.valid_until);
    const url = proposalLinkUrl(this.setup.publicUrl, this.setup.links.sign(LINK_PURPOSE, id, linkExpiresAt));
    const { emailId } = await this.emails.queue(proposalLinkEmail(row.submission_id, document, url), caller);
    await this.pipeline.willHappen(row.submission_id, 'proposal-sent', id);
    const proposal = await this.recorded('proposal.sent', id, caller, { emailId });
    return { proposal, emailId, linkExpiresAt: linkExpiresAt.toISOString() };
  }

  async withdraw(id: string, caller: Caller): Promise<Proposal> {
    if (!(await this.proposals.withdraw(id, 'Withdrawn by the agency'))) throw (await this.proposals.byId(id)) ? new ProposalClosed() : new ProposalNotFound();
    return this.recorded('proposal.withdrawn', id, caller);
  }

  async byLink(token: string): Promise<PublicProposal> {
    return publicOf(await this.holderOf(token));
  }

  /**
   * The typed-name signature over the hash of the document the page showed; one statement, so it is taken
   * once. The client and the agency are each emailed the signed PDF.
   */
  async accept({ token, signerName, documentHash }: AcceptProposalRequest, caller: Caller, userAgent: string | null): Promise<PublicProposal> {
    const row = await this.openOf(token);
    if (row.document_hash !== documentHash) throw new ProposalChanged();
    const signature = { signerName, address: caller.address, userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null, documentHash };
    if (!(await this.proposals.accept(row.id, agencyToday(this.clock), signature))) throw new ProposalClosed();
    await this.byClient('proposal.accepted', row, caller, { documentHash });
    const signed = (await this.proposals.byId(row.id))!;
    const owner = await this.followUps.ownerOf(row.business_id);
    for (const email of signedProposalEmails(row.submission_id, this.signedPdfInput(signed)!, owner?.email ?? this.setup.agencyEmail, recordUrlOf(this.setup.publicUrl, row.submission_id))) {
      await this.emails.queue(email, caller, 'client');
    }
    // The board hears of it through the inbox (with its retries): a signature taken never fails for it.
    await this.pipeline.willHappen(row.submission_id, 'proposal-accepted', row.id);
    return publicOf(signed);
  }

  /** An accepted proposal as signed, a PDF the worker renders from the stored document and signature. */
  async signedPdf(id: string, caller: Caller): Promise<FileAnswer<Buffer>> {
    const row = await this.proposals.byId(id);
    if (!row) throw new ProposalNotFound();
    const input = this.signedPdfInput(row);
    if (!input) throw new ProposalNotSigned();
    const body = await workerPdf(this.producer, RenderSignedProposalJob, input, this.deadlineMs, this.log);
    await this.recorded('proposal.downloaded', id, caller);
    return { fileName: signedProposalFileName(input.document.businessName, input.document.version), contentType: PLAN_PDF_CONTENT_TYPE, body };
  }

  async decline({ token, reason }: DeclineProposalRequest, caller: Caller): Promise<PublicProposal> {
    const row = await this.openOf(token);
    if (!(await this.proposals.decline(row.id, reason))) throw new ProposalClosed();
    await this.byClient('proposal.declined', row, caller, { withReason: reason !== null });
    await this.pipeline.willHappen(row.submission_id, 'proposal-declined', row.id, `Proposal ${row.version} declined${reason ? `: ${reason}` : ''}`);
    return publicOf((await this.proposals.byId(row.id))!);
  }

  /** Expires every sent proposal past its last day; its business is lost if it was not won. Answers how many. */
  async expireDue(): Promise<number> {
    const expired = await this.proposals.expireBefore(agencyToday(this.clock));
    for (const row of expired) {
      await this.pipeline.willHappen(row.submission_id, 'proposal-expired', row.id, `Proposal ${row.version} expired after ${dayInWords(row.valid_until)}`);
      await this.audit.record({ actor: 'system', action: 'proposal.expired', subjectId: row.submission_id, details: { proposalId: row.id, version: row.version } });
    }
    return expired.length;
  }

  /** What every accepted proposal asks once, as its signed document priced it (cents): the Pipeline Value's proposals. */
  acceptedValue(): Promise<number> {
    return this.proposals.acceptedOnce();
  }

  /** What the business's accepted proposals ask once (cents). */
  acceptedOnce(submissionIds: readonly string[]): Promise<number> {
    return submissionIds.length ? this.proposals.acceptedOnce(submissionIds) : Promise.resolve(0);
  }

  /** Erases the proposals of a business's submissions. */
  async forget(submissionIds: readonly string[]): Promise<void> {
    if (submissionIds.length) await this.proposals.forget(submissionIds);
  }

  /** What the worker prints a signed proposal from; null before it is signed. */
  private signedPdfInput(row: ProposalRow): SignedProposalPdfInput | null {
    const signature = proposalOf(row).signature;
    return signature && row.document && row.document_hash ? { document: row.document, documentHash: row.document_hash, signature, timeZone: this.clock.timeZone } : null;
  }

  /** The proposal a genuine link names, while it is neither withdrawn nor expired. */
  private async holderOf(token: string): Promise<ProposalRow> {
    const checked = this.setup.links.check(LINK_PURPOSE, token, this.clock.now());
    if (checked === 'invalid') throw new ProposalLinkInvalid();
    if (checked === 'expired') throw new ProposalLinkExpired();
    const row = await this.proposals.byId(checked.subject);
    if (!row || row.status === 'draft') throw new ProposalLinkInvalid();
    if (row.status === 'withdrawn') throw new ProposalLinkExpired(isReplaced(row.close_reason) ? 'This proposal was replaced by a newer version: please use the link from our latest email.' : 'This proposal was withdrawn. Please ask us for a new one.');
    if (row.status === 'expired' || (row.status === 'sent' && row.valid_until < agencyToday(this.clock))) throw new ProposalLinkExpired();
    return row;
  }

  /** A proposal still open to an answer. */
  private async openOf(token: string): Promise<ProposalRow> {
    const row = await this.holderOf(token);
    if (row.status !== 'sent') throw new ProposalClosed(row.status === 'accepted' ? 'You accepted this proposal already.' : 'You declined this proposal already. Please ask us for a new one.');
    return row;
  }

  private async recorded(action: ProposalAudit, id: string, caller: Caller, extra: Record<string, string> = {}): Promise<Proposal> {
    const row = (await this.proposals.byId(id))!;
    await this.audit.record({ ...agencyActor(caller), action, subjectId: row.submission_id, requestId: caller.requestId, details: { proposalId: id, version: row.version, address: caller.address, ...extra } });
    return proposalOf(row);
  }

  /** The client's act in the audit trail: ids and facts only, never its typed name or words (they go with an erased business). */
  private async byClient(action: ProposalAudit, row: ProposalRow, caller: Caller, extra: Record<string, string | boolean>): Promise<void> {
    await this.audit.record({ actor: 'client', action, subjectId: row.submission_id, requestId: caller.requestId, details: { proposalId: row.id, version: row.version, address: caller.address, ...extra } });
  }
}

function publicOf(row: ProposalRow): PublicProposal {
  const proposal = proposalOf(row);
  return {
    status: row.status === 'accepted' || row.status === 'declined' ? row.status : 'sent',
    document: row.document!,
    documentHash: row.document_hash!,
    signature: proposal.signature ? { signerName: proposal.signature.signerName, at: proposal.signature.at } : null,
    declinedAt: row.status === 'declined' ? proposal.closed!.at : null,
  };
}
