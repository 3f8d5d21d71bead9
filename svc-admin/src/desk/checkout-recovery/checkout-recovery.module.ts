import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { CheckoutRecoveryController } from './checkout-recovery.controller';
import { CheckoutRecoveryService, RECOVERY_PUBLIC_URL } from './checkout-recovery.service';
import { EmailTemplatesRepository } from './email-templates.repository';

/** Abandoned checkouts won back: the agency's recovery email template and its sending, with a link that resumes the checkout. */
@Module({
  imports: [AuditModule, ContextClientsModule, EmailLogModule],
  controllers: [CheckoutRecoveryController],
  providers: [CheckoutRecoveryService, EmailTemplatesRepository, { provide: RECOVERY_PUBLIC_URL, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => env.PUBLIC_URL }],
})
export class CheckoutRecoveryModule {}
