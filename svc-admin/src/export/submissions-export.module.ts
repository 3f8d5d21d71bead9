import { Module } from '@nestjs/common';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { SubmissionsExportController } from './submissions-export.controller';

@Module({ controllers: [SubmissionsExportController], providers: [AuditEventRepository] })
export class SubmissionsExportModule {}
