import { INBOX_OPTIONS, jobBackoffOf, type InboxOptions } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { PortalModule } from '../../portal/portal.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { CallsModule } from '../calls/calls.module';
import { SprintsModule } from '../sprints/sprints.module';
import { StaffNotificationsModule } from '../notifications/staff-notifications.module';
import { AdminInbox } from './admin-inbox';

/** svc-admin's one inbox: the worker's email reports go to the log, billing's payment issues to the portal, what moves a business to the pipeline. */
@Module({
  imports: [EmailLogModule, PortalModule, PipelineModule, CallsModule, SprintsModule, StaffNotificationsModule],
  providers: [
    AdminInbox,
    { provide: INBOX_OPTIONS, inject: [ADMIN_ENV], useFactory: (env: AdminEnv): InboxOptions => ({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, backoff: jobBackoffOf(env) }) },
  ],
})
export class InboxModule {}
