import { Module } from '@nestjs/common';
import { BusinessSearchController } from './business-search.controller';
import { BusinessSearchRepository } from './business-search.repository';

@Module({ controllers: [BusinessSearchController], providers: [BusinessSearchRepository] })
export class BusinessSearchModule {}
