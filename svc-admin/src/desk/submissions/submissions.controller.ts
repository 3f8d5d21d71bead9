import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { NewBusinessService } from './new-business.service';
import { SubmissionsService } from './submissions.service';

@Controller()
export class SubmissionsController {
  constructor(
    @Inject(SubmissionsService) private readonly submissions: SubmissionsService,
    @Inject(NewBusinessService) private readonly newBusinesses: NewBusinessService,
  ) {}

  @Endpoint('submissionProfile')
  profile(@Input() { params }: EndpointInput<'submissionProfile'>, @Caller() caller: Caller) {
    return this.submissions.profile(params.id, caller);
  }

  @Endpoint('businessRecord')
  record(@Input() { params }: EndpointInput<'businessRecord'>, @Caller() caller: Caller) {
    return this.submissions.businessRecord(params.id, caller);
  }

  @Endpoint('createBusiness')
  create(@Input() { body }: EndpointInput<'createBusiness'>, @Caller() caller: Caller) {
    return this.newBusinesses.create(body, caller);
  }

  @Endpoint('eraseSubmission')
  erase(@Input() { params }: EndpointInput<'eraseSubmission'>, @Caller() caller: Caller) {
    return this.submissions.erase(params.id, caller);
  }
}
