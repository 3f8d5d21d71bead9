import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { DeskSearchService } from './desk-search.service';

@Controller()
export class DeskSearchController {
  constructor(@Inject(DeskSearchService) private readonly desk: DeskSearchService) {}

  @Endpoint('deskSearch')
  search(@Input() { query }: EndpointInput<'deskSearch'>, @RequestId() requestId: string) {
    return this.desk.search(query.q, requestId);
  }
}
