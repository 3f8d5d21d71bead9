import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../shared/files/file-answer';
import { Caller } from '../../shared/identity/caller';
import { OnboardingFormsService } from './onboarding-forms.service';

@Controller()
export class OnboardingFormsController {
  constructor(@Inject(OnboardingFormsService) private readonly forms: OnboardingFormsService) {}

  @Endpoint('generateOnboardingForm')
  generate(@Input() { params }: EndpointInput<'generateOnboardingForm'>, @Caller() caller: Caller) {
    return this.forms.generate(params.id, caller);
  }

  /** Takes the reply to name the file it answers. */
  @Endpoint('downloadOnboardingForm')
  async download(@Input() { params }: EndpointInput<'downloadOnboardingForm'>, @Caller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendFile(reply, await this.forms.download(params.id, caller));
  }
}
