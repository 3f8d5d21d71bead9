import { Module } from '@nestjs/common';
import { LeadPhoneSearchRepository } from './lead-phone-search.repository';
import { LeadSearchController } from './lead-search.controller';

@Module({ controllers: [LeadSearchController], providers: [LeadPhoneSearchRepository] })
export class LeadSearchModule {}
