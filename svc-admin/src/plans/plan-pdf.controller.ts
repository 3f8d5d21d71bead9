import { PLAN_PDF_CONTENT_TYPE, type EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../identity/caller';
import { PlanPdfService } from './plan-pdf.service';

@Controller()
export class PlanPdfController {
  constructor(@Inject(PlanPdfService) private readonly plans: PlanPdfService) {}

  @Endpoint('planPdf')
  async pdf(@Input() { params }: EndpointInput<'planPdf'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { fileName, pdf } = await this.plans.render(params.id, callerOf(request));
    reply.header('content-type', PLAN_PDF_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`);
    return pdf;
  }
}
