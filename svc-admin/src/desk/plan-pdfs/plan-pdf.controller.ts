import { PLAN_PDF_CONTENT_TYPE, type EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Caller } from '../../shared/identity/caller';
import { PlanPdfService } from './plan-pdf.service';

@Controller()
export class PlanPdfController {
  constructor(@Inject(PlanPdfService) private readonly plans: PlanPdfService) {}

  /** Takes the reply to name the file it answers (content type and disposition). */
  @Endpoint('planPdf')
  async pdf(@Input() { params }: EndpointInput<'planPdf'>, @Caller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { fileName, pdf } = await this.plans.render(params.id, caller);
    reply.header('content-type', PLAN_PDF_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`);
    return pdf;
  }
}
