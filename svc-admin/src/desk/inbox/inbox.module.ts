import { INBOX_OPTIONS, jobBackoffOf } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { PortalModule } from '../../portal/portal.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { CallsModule } from '../calls/calls.module';
import { SprintsModule } from '../sprints/sprints.module';
import { AdminInbox } from './admin-inbox';

/** svc-admin's one inbox: the worker's email reports go to the log, billing's payment issues to the portal, what moves a business to the pipeline. */
@Module({})
export class InboxModule {
  static forRoot = oncePerEnv((env) => ({
    module: InboxModule,
    imports: [EmailLogModule.forRoot(env), PortalModule.forRoot(env), PipelineModule.forRoot(env), CallsModule.forRoot(env), SprintsModule.forRoot(env)],
    providers: [AdminInbox, { provide: INBOX_OPTIONS, useValue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, backoff: jobBackoffOf(env) } }],
  }));
}
