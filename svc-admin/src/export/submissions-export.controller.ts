import { CSV_CONTENT_TYPE, SUBMISSIONS_CSV_FILE_NAME, SUBMISSIONS_EXPORT_PAGE_SIZE, type EndpointInput } from '@biz/contracts';
import { Endpoint, Input, InternalClient } from '@biz/server-kit';
import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTAKE } from '../contexts/context-clients';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { callerOf } from '../identity/caller';
import { csvRow } from './csv';
import { SUBMISSIONS_CSV_HEADER, submissionCsvRow } from './submissions-csv';

/**
 * The CSV of every submission the table's search and filter match, in the table's order: svc-intake's list
 * read page by page. The file is built whole before it is sent, so a context that fails halfway is a 503,
 * never a file cut short. Exporting personal data is audited (`submissions.exported`).
 */
@Controller()
export class SubmissionsExportController {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  @Endpoint('exportSubmissions')
  async export(@Input() { query }: EndpointInput<'exportSubmissions'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { requestId, address } = callerOf(request);
    const rows: string[] = [];
    for (let page = 1; ; page++) {
      const { submissions } = await this.intake.call('listSubmissions', { query: { ...query, page, pageSize: SUBMISSIONS_EXPORT_PAGE_SIZE } }, { requestId });
      rows.push(...submissions.map(submissionCsvRow));
      if (submissions.length < SUBMISSIONS_EXPORT_PAGE_SIZE) break;
    }
    await this.audit.record({ actor: 'admin', action: 'submissions.exported', requestId, details: { rows: rows.length, search: query.search ?? null, status: query.status, address } });
    reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', `attachment; filename="${SUBMISSIONS_CSV_FILE_NAME}"`);
    return csvRow(SUBMISSIONS_CSV_HEADER) + rows.join('');
  }
}
