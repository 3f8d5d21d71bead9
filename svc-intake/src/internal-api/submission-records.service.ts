import { ServerMessage, type BusinessCardsRequest, type EndpointAnswer, type MergeBusinessesRequest, type RecordProgressRequest, type SplitBusinessRequest, type SubmissionListQuery } from '@biz/contracts';
import { domainError, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { SubmissionNotFound } from '../intake/intake.service';
import { SubmissionRecordsRepository } from './submission-records.repository';

export class BusinessNotFound extends domainError('BusinessNotFound', ServerMessage.businessNotFound) {}

/** What the admin context reads and deletes of the submissions, composed from the repository's queries. */
@Injectable()
export class SubmissionRecordsService {
  constructor(@Inject(SubmissionRecordsRepository) private readonly records: SubmissionRecordsRepository) {}

  async list(query: SubmissionListQuery): Promise<EndpointAnswer<'listSubmissions'>> {
    return { ...(await this.records.list(query)), page: query.page, pageSize: query.pageSize };
  }

  async byEmails(emails: string[]): Promise<EndpointAnswer<'submissionsByEmail'>> {
    return { submissions: await this.records.byEmails(emails) };
  }

  async byIds(ids: string[]): Promise<EndpointAnswer<'submissionsById'>> {
    return { submissions: await this.records.byIds(ids) };
  }

  async lookup(businessIds: string[]): Promise<EndpointAnswer<'lookupBusinesses'>> {
    return { businesses: await this.records.latestOf(businessIds) };
  }

  async selectedWorkflows(submissionIds: string[]): Promise<EndpointAnswer<'selectedWorkflows'>> {
    return { selections: await this.records.selectedTitles(submissionIds) };
  }

  stats(): Promise<EndpointAnswer<'dashboardStats'>> {
    return this.records.stats();
  }

  async detail(id: string): Promise<EndpointAnswer<'submissionDetail'>> {
    const submission = await this.records.one(id);
    if (!submission) throw new SubmissionNotFound();
    const [chosen, generations, business] = await Promise.all([this.records.offeredAndSelected(id), this.records.generations(id), this.records.businessOf(submission.businessId)]);
    return { submission, ...chosen, generations, business };
  }

  /** A business in full at its latest submission, named by its own id or by any of its submissions' ids. */
  async businessDetail(id: string): Promise<EndpointAnswer<'businessDetail'>> {
    const latest = await this.records.latestSubmissionOf(id);
    if (!latest) throw new BusinessNotFound();
    return this.detail(latest);
  }

  async recordProgress(businessId: string, request: RecordProgressRequest): Promise<EndpointAnswer<'recordBusinessProgress'>> {
    if (!(await this.records.recordProgress(businessId, request))) throw new BusinessNotFound();
    return { progress: request.progress };
  }

  /** The board's cards in one call: those of the businesses the desk moved, and a page of those it never did. */
  async cards({ businessIds, unmoved }: BusinessCardsRequest): Promise<EndpointAnswer<'businessCards'>> {
    const [cards, unmovedPage] = await Promise.all([this.records.cardsOf(businessIds), unmoved ? this.records.unmovedCards(unmoved) : null]);
    return { cards, unmoved: unmovedPage };
  }

  /** Every address of business `from` (and its submissions) joins business `into`. */
  async merge(into: string, { from }: MergeBusinessesRequest): Promise<EndpointAnswer<'mergeBusinesses'>> {
    if (into === from) throw new ValidationFailed({ from: ['A business cannot be merged into itself.'] });
    const emails = await this.records.moveAddresses(from, into);
    if (!emails) throw new BusinessNotFound();
    return { emails };
  }

  /** These addresses of business `from` (and their submissions) go (back) to business `into`. */
  async split(from: string, { emails, into }: SplitBusinessRequest): Promise<EndpointAnswer<'splitBusiness'>> {
    const moved = await this.records.moveAddresses(from, into, emails.map((email) => email.toLowerCase()));
    if (!moved) throw new BusinessNotFound();
    return { emails: moved };
  }

  async delete(id: string): Promise<EndpointAnswer<'deleteSubmission'>> {
    if (!(await this.records.delete(id))) throw new SubmissionNotFound();
    return { deleted: true };
  }
}
