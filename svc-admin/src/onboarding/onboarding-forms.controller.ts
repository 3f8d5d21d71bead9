import { ONBOARDING_FORM_CONTENT_TYPE, type EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../identity/caller';
import { OnboardingFormsService } from './onboarding-forms.service';

@Controller()
export class OnboardingFormsController {
  constructor(@Inject(OnboardingFormsService) private readonly forms: OnboardingFormsService) {}

  @Endpoint('generateOnboardingForm')
  generate(@Input() { params }: EndpointInput<'generateOnboardingForm'>, @Req() request: FastifyRequest) {
    return this.forms.generate(params.id, callerOf(request));
  }

  @Endpoint('downloadOnboardingForm')
  async download(@Input() { params }: EndpointInput<'downloadOnboardingForm'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { fileName, html } = await this.forms.download(params.id, callerOf(request));
    reply.header('content-type', ONBOARDING_FORM_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`);
    return html;
  }
}
