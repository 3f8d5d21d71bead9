import { CSV_CONTENT_TYPE, SUBMISSIONS_CSV_FILE_NAME, SUBMISSIONS_EXPORT_PAGE_SIZE, type EndpointInput } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import type { FileAnswer } from '../../shared/files/file-answer';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { csvRow } from '../../shared/files/csv';
import { SUBMISSIONS_CSV_HEADER, submissionCsvRow } from './submissions-csv';

/**
 * The CSV of every submission the table's search and filter match, in the table's order: svc-intake's list
 * read page by page, each row with who at the agency last acted on it (the audit trail). The file is built whole before it is sent, so a context that fails halfway is a 503,
 * never a file cut short. Exporting personal data is audited (`submissions.exported`).
 */
@Injectable()
export class SubmissionsExportService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async csv(query: EndpointInput<'exportSubmissions'>['query'], caller: Caller): Promise<FileAnswer<string>> {
    const { requestId, address } = caller;
    const rows: string[] = [];
    for (let page = 1; ; page++) {
      const { submissions } = await this.intake.call('listSubmissions', { query: { ...query, page, pageSize: SUBMISSIONS_EXPORT_PAGE_SIZE } }, { requestId });
      const handled = await this.audit.lastAgencyActions(submissions.map(({ id }) => id));
      rows.push(...submissions.map((submission) => submissionCsvRow(submission, handled.get(submission.id))));
      if (submissions.length < SUBMISSIONS_EXPORT_PAGE_SIZE) break;
    }
    await this.audit.record({ ...agencyActor(caller), action: 'submissions.exported', requestId, details: { rows: rows.length, search: query.search ?? null, status: query.status, address } });
    return { fileName: SUBMISSIONS_CSV_FILE_NAME, contentType: CSV_CONTENT_TYPE, body: csvRow(SUBMISSIONS_CSV_HEADER) + rows.join('') };
  }
}
