import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../shared/files/file-answer';
import { Caller } from '../../shared/identity/caller';
import { SubmissionsExportService } from './submissions-export.service';

@Controller()
export class SubmissionsExportController {
  constructor(@Inject(SubmissionsExportService) private readonly exports: SubmissionsExportService) {}

  /** Takes the reply to name the file it answers. */
  @Endpoint('exportSubmissions')
  async export(@Input() { query }: EndpointInput<'exportSubmissions'>, @Caller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendFile(reply, await this.exports.csv(query, caller));
  }
}
