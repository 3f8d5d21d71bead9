import { Module } from '@nestjs/common';
import { AgencyEmailRepository } from '../emails/agency-email.repository';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

@Module({ controllers: [ClientsController], providers: [ClientsService, AuditEventRepository, AgencyEmailRepository] })
export class ClientsModule {}
