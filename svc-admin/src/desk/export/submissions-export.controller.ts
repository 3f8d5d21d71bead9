import { CSV_CONTENT_TYPE, SUBMISSIONS_CSV_FILE_NAME, type EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Caller } from '../../shared/identity/caller';
import { SubmissionsExportService } from './submissions-export.service';

@Controller()
export class SubmissionsExportController {
  constructor(@Inject(SubmissionsExportService) private readonly exports: SubmissionsExportService) {}

  /** Takes the reply to name the file (content type and disposition). */
  @Endpoint('exportSubmissions')
  async export(@Input() { query }: EndpointInput<'exportSubmissions'>, @Caller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const csv = await this.exports.csv(query, caller);
    reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', `attachment; filename="${SUBMISSIONS_CSV_FILE_NAME}"`);
    return csv;
  }
}
