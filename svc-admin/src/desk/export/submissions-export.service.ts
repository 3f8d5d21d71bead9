import { CSV_CONTENT_TYPE, NO_FOLLOW_UP, SUBMISSIONS_CSV_FILE_NAME, SUBMISSIONS_EXPORT_PAGE_SIZE, type BusinessRow, type EndpointInput } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';
import type { FileAnswer } from '../../shared/files/file-answer';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { csvRow, UTF8_BOM } from '../../shared/files/csv';
import { FollowUpsService } from '../follow-ups/follow-ups.service';
import { PipelineService } from '../pipeline/pipeline.service';
import { businessCsvRow, SUBMISSIONS_CSV_HEADER } from './submissions-csv';

/**
 * The CSV of every business the table's search and filter match, in the table's order: svc-intake's list read
 * page by page, and for each page one read per context: the workflows chosen (svc-intake), the phones the
 * leads gave (svc-billing), the stages and follow-ups and who last acted (the desk's own). The file is built
 * whole before it is sent, so a context that fails halfway is a 503, never a file cut short. It starts with
 * UTF-8's byte order mark, for Excel. Exporting personal data is audited (`submissions.exported`).
 */
@Injectable()
export class SubmissionsExportService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(FollowUpsService) private readonly followUps: FollowUpsService,
  ) {}

  async csv(query: EndpointInput<'exportSubmissions'>['query'], caller: Caller): Promise<FileAnswer<string>> {
    const { requestId, address } = caller;
    const rows: string[] = [];
    for (let page = 1; ; page++) {
      const { submissions } = await this.intake.call('listSubmissions', { query: { ...query, page, pageSize: SUBMISSIONS_EXPORT_PAGE_SIZE } }, { requestId });
      rows.push(...(await this.pageRows(submissions, requestId)));
      if (submissions.length < SUBMISSIONS_EXPORT_PAGE_SIZE) break;
    }
    await this.audit.record({ ...agencyActor(caller), action: 'submissions.exported', requestId, details: { rows: rows.length, search: query.search ?? null, status: query.status, address } });
    return { fileName: SUBMISSIONS_CSV_FILE_NAME, contentType: CSV_CONTENT_TYPE, body: UTF8_BOM + csvRow(SUBMISSIONS_CSV_HEADER) + rows.join('') };
  }

  private async pageRows(page: BusinessRow[], requestId: string): Promise<string[]> {
    if (!page.length) return [];
    const submissionIds = page.map(({ id }) => id);
    const businessIds = page.map(({ businessId }) => businessId);
    const [handled, { selections }, { phones }, stages, followUps] = await Promise.all([
      this.audit.lastAgencyActions(submissionIds),
      this.intake.call('selectedWorkflows', { body: { submissionIds } }, { requestId }),
      this.billing.call('leadPhones', { body: { emails: [...new Set(page.map(({ contactEmail }) => contactEmail.toLowerCase()))] } }, { requestId }),
      this.pipeline.statesOf(businessIds),
      this.followUps.ofMany(businessIds),
    ]);
    const workflows = new Map(selections.map(({ submissionId, titles }) => [submissionId, titles]));
    const phoneOf = new Map(phones.map(({ email, phone }) => [email, phone]));
    return page.map((row) =>
      businessCsvRow(row, {
        phone: phoneOf.get(row.contactEmail.toLowerCase()) ?? null,
        workflows: workflows.get(row.id) ?? [],
        stage: stages.get(row.businessId)?.stage ?? 'new',
        followUp: followUps.get(row.businessId) ?? NO_FOLLOW_UP,
        handled: handled.get(row.id),
      }),
    );
  }
}
