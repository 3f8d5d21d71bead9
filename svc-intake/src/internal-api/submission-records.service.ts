import { ServerMessage, type EndpointAnswer, type RecordProgressRequest, type SubmissionListQuery } from '@biz/contracts';
import { AppError } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { SubmissionNotFound } from '../intake/intake.service';
import { SubmissionRecordsRepository } from './submission-records.repository';

export class BusinessNotFound extends AppError {
  constructor() {
    super(404, 'BusinessNotFound', ServerMessage.businessNotFound);
  }
}

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

  stats(): Promise<EndpointAnswer<'dashboardStats'>> {
    return this.records.stats();
  }

  async detail(id: string): Promise<EndpointAnswer<'submissionDetail'>> {
    const submission = await this.records.one(id);
    if (!submission) throw new SubmissionNotFound();
    const [chosen, generations, business] = await Promise.all([this.records.offeredAndSelected(id), this.records.generations(id), this.records.businessOf(submission.businessId)]);
    return { submission, ...chosen, generations, business };
  }

  async recordProgress(businessId: string, { progress }: RecordProgressRequest): Promise<EndpointAnswer<'recordBusinessProgress'>> {
    if (!(await this.records.recordProgress(businessId, progress))) throw new BusinessNotFound();
    return { progress };
  }

  async delete(id: string): Promise<EndpointAnswer<'deleteSubmission'>> {
    if (!(await this.records.delete(id))) throw new SubmissionNotFound();
    return { deleted: true };
  }
}
