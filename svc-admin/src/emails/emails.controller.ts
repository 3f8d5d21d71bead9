import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../identity/caller';
import { EmailDraftsService } from './email-drafts.service';

@Controller()
export class EmailsController {
  constructor(@Inject(EmailDraftsService) private readonly drafts: EmailDraftsService) {}

  @Endpoint('generateEmail')
  generate(@Input() { body }: EndpointInput<'generateEmail'>, @Req() request: FastifyRequest) {
    return this.drafts.draft(body, callerOf(request));
  }
}
