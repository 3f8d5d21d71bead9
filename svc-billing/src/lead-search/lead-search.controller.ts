import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { LeadPhoneSearchRepository } from './lead-phone-search.repository';

/** svc-billing's part of the desk's search (internal: never routed by the gateway). */
@Controller()
export class LeadSearchController {
  constructor(@Inject(LeadPhoneSearchRepository) private readonly phones: LeadPhoneSearchRepository) {}

  @Endpoint('searchLeadPhones')
  async searchPhones(@Input() { query }: EndpointInput<'searchLeadPhones'>) {
    return { leads: await this.phones.search(query.digits) };
  }
}
