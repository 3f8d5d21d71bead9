import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../shared/files/file-answer';
import { Caller } from '../../shared/identity/caller';
import { PlanPdfService } from './plan-pdf.service';

@Controller()
export class PlanPdfController {
  constructor(@Inject(PlanPdfService) private readonly plans: PlanPdfService) {}

  /** Takes the reply to name the file it answers. */
  @Endpoint('planPdf')
  async pdf(@Input() { params }: EndpointInput<'planPdf'>, @Caller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendFile(reply, await this.plans.render(params.id, caller));
  }

  /** The link a plan email carries (no sign-in: the signature is the permission). Takes the reply to name the file. */
  @Endpoint('planPdfByLink')
  async byLink(@Input() { params }: EndpointInput<'planPdfByLink'>, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendFile(reply, await this.plans.byLink(params.token));
  }
}
