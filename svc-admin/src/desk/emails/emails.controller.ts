import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { EmailDraftsService } from './email-drafts.service';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';

@Controller()
export class EmailsController {
  constructor(
    @Inject(EmailDraftsService) private readonly drafts: EmailDraftsService,
    @Inject(EmailSenderService) private readonly sender: EmailSenderService,
  ) {}

  @Endpoint('generateEmail')
  generate(@Input() { body }: EndpointInput<'generateEmail'>, @Caller() caller: Caller) {
    return this.drafts.draft(body, caller);
  }

  @Endpoint('sendEmail')
  send(@Input() { body }: EndpointInput<'sendEmail'>, @Caller() caller: Caller) {
    return this.sender.send(body, caller);
  }

  @Endpoint('resendEmail')
  resend(@Input() { params }: EndpointInput<'resendEmail'>, @Caller() caller: Caller) {
    return this.sender.resend(params.id, caller);
  }
}
