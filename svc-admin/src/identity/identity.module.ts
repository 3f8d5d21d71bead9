import { Module } from '@nestjs/common';
import { AdminStatusController } from './admin-status.controller';
import { AuditEventRepository } from './audit-event.repository';
import { AuthUserController } from './auth-user.controller';
import { IdentityService } from './identity.service';

@Module({
  controllers: [AdminStatusController, AuthUserController],
  providers: [IdentityService, AuditEventRepository],
  exports: [AuditEventRepository],
})
export class IdentityModule {}
