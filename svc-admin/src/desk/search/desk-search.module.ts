import { DESK_SEARCH_DEADLINE_MS } from '@biz/contracts';
import { Module } from '@nestjs/common';
import { PortalModule } from '../../portal/portal.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { DeskSearchController } from './desk-search.controller';
import { DESK_SEARCH_DEADLINE, DeskSearchService } from './desk-search.service';
import { DeskTextSearchRepository } from './desk-text-search.repository';

@Module({
  imports: [ContextClientsModule, PortalModule],
  controllers: [DeskSearchController],
  providers: [DeskSearchService, DeskTextSearchRepository, { provide: DESK_SEARCH_DEADLINE, useValue: DESK_SEARCH_DEADLINE_MS }],
})
export class DeskSearchModule {}
