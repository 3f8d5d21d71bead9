import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { BusinessSearchRepository } from './business-search.repository';

/** svc-intake's part of the desk's search (internal: never routed by the gateway). */
@Controller()
export class BusinessSearchController {
  constructor(@Inject(BusinessSearchRepository) private readonly businesses: BusinessSearchRepository) {}

  @Endpoint('searchBusinesses')
  async search(@Input() { query }: EndpointInput<'searchBusinesses'>) {
    return { businesses: await this.businesses.search(query.q) };
  }
}
