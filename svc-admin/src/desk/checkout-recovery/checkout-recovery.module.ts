import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { CheckoutRecoveryController } from './checkout-recovery.controller';
import { CheckoutRecoveryService, RECOVERY_PUBLIC_URL } from './checkout-recovery.service';
import { EmailTemplatesRepository } from './email-templates.repository';

/** Abandoned checkouts won back: the agency's recovery email template and its sending, with a link that resumes the checkout. */
@Module({})
export class CheckoutRecoveryModule {
  static forRoot = oncePerEnv((env) => ({
    module: CheckoutRecoveryModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env), EmailLogModule.forRoot(env)],
    controllers: [CheckoutRecoveryController],
    providers: [CheckoutRecoveryService, EmailTemplatesRepository, { provide: RECOVERY_PUBLIC_URL, useValue: env.PUBLIC_URL }],
  }));
}
