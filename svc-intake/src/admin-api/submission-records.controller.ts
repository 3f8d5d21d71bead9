import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { SubmissionNotFound } from '../intake/intake.service';
import { SubmissionRecordsRepository } from './submission-records.repository';

/**
 * svc-intake's internal API for the admin context (never routed by the gateway): the submissions table,
 * the dashboard figures, the submissions of some emails, one submission in full, and deletion.
 */
@Controller()
export class SubmissionRecordsController {
  constructor(@Inject(SubmissionRecordsRepository) private readonly records: SubmissionRecordsRepository) {}

  @Endpoint('listSubmissions')
  async list(@Input() { query }: EndpointInput<'listSubmissions'>) {
    return { ...(await this.records.list(query)), page: query.page, pageSize: query.pageSize };
  }

  @Endpoint('submissionsByEmail')
  async byEmail(@Input() { body }: EndpointInput<'submissionsByEmail'>) {
    return { submissions: await this.records.byEmails(body.emails) };
  }

  @Endpoint('dashboardStats')
  stats() {
    return this.records.stats();
  }

  @Endpoint('submissionDetail')
  async one(@Input() { params: { id } }: EndpointInput<'submissionDetail'>) {
    const submission = await this.records.one(id);
    if (!submission) throw new SubmissionNotFound();
    return { submission, ...(await this.records.offeredAndSelected(id)), generations: await this.records.generations(id) };
  }

  @Endpoint('deleteSubmission')
  async delete(@Input() { params: { id } }: EndpointInput<'deleteSubmission'>) {
    if (!(await this.records.delete(id))) throw new SubmissionNotFound();
    return { deleted: true as const };
  }
}
