import { Module } from '@nestjs/common';
import { AuditEventRepository } from './audit-event.repository';

/** The audit trail, for both contexts: nobody else provides its repository. */
@Module({ providers: [AuditEventRepository], exports: [AuditEventRepository] })
export class AuditModule {}
