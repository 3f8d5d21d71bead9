import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { SubmissionRecordsService } from './submission-records.service';

/**
 * svc-intake's internal API for the admin context (never routed by the gateway): the submissions table,
 * the dashboard figures, the submissions of some emails, some businesses by id, the workflows some submissions chose, the desk's board cards, one submission in full, one business in full, how far the desk's
 * pipeline took a business, merges of businesses and their undoing, and deletion.
 */
@Controller()
export class SubmissionRecordsController {
  constructor(@Inject(SubmissionRecordsService) private readonly records: SubmissionRecordsService) {}

  @Endpoint('listSubmissions')
  list(@Input() { query }: EndpointInput<'listSubmissions'>) {
    return this.records.list(query);
  }

  @Endpoint('submissionsByEmail')
  byEmail(@Input() { body }: EndpointInput<'submissionsByEmail'>) {
    return this.records.byEmails(body.emails);
  }

  @Endpoint('submissionsById')
  byId(@Input() { body }: EndpointInput<'submissionsById'>) {
    return this.records.byIds(body.ids);
  }

  @Endpoint('lookupBusinesses')
  lookup(@Input() { body }: EndpointInput<'lookupBusinesses'>) {
    return this.records.lookup(body.ids);
  }

  @Endpoint('selectedWorkflows')
  selectedWorkflows(@Input() { body }: EndpointInput<'selectedWorkflows'>) {
    return this.records.selectedWorkflows(body.submissionIds);
  }

  @Endpoint('businessCards')
  cards(@Input() { body }: EndpointInput<'businessCards'>) {
    return this.records.cards(body);
  }

  @Endpoint('dashboardStats')
  stats() {
    return this.records.stats();
  }

  @Endpoint('submissionDetail')
  one(@Input() { params }: EndpointInput<'submissionDetail'>) {
    return this.records.detail(params.id);
  }

  @Endpoint('businessDetail')
  business(@Input() { params }: EndpointInput<'businessDetail'>) {
    return this.records.businessDetail(params.id);
  }

  @Endpoint('recordBusinessProgress')
  recordProgress(@Input() { params, body }: EndpointInput<'recordBusinessProgress'>) {
    return this.records.recordProgress(params.id, body);
  }

  @Endpoint('mergeBusinesses')
  merge(@Input() { params, body }: EndpointInput<'mergeBusinesses'>) {
    return this.records.merge(params.id, body);
  }

  @Endpoint('splitBusiness')
  split(@Input() { params, body }: EndpointInput<'splitBusiness'>) {
    return this.records.split(params.id, body);
  }

  @Endpoint('deleteSubmission')
  delete(@Input() { params }: EndpointInput<'deleteSubmission'>) {
    return this.records.delete(params.id);
  }
}
