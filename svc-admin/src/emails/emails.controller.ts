import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../identity/caller';
import { EmailDraftsService } from './email-drafts.service';
import { EmailSenderService } from './email-sender.service';

@Controller()
export class EmailsController {
  constructor(
    @Inject(EmailDraftsService) private readonly drafts: EmailDraftsService,
    @Inject(EmailSenderService) private readonly sender: EmailSenderService,
  ) {}

  @Endpoint('generateEmail')
  generate(@Input() { body }: EndpointInput<'generateEmail'>, @Req() request: FastifyRequest) {
    return this.drafts.draft(body, callerOf(request));
  }

  @Endpoint('sendEmail')
  send(@Input() { body }: EndpointInput<'sendEmail'>, @Req() request: FastifyRequest) {
    return this.sender.send(body, callerOf(request));
  }

  @Endpoint('resendEmail')
  resend(@Input() { params }: EndpointInput<'resendEmail'>, @Req() request: FastifyRequest) {
    return this.sender.resend(params.id, callerOf(request));
  }
}
