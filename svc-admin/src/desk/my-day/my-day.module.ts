import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { AGENCY_CLOCK, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { PortalModule } from '../../portal/portal.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { MorningDigestService, DIGEST_SETTINGS, type DigestSettings } from './morning-digest.service';
import { MorningDigestsRepository } from './morning-digests.repository';
import { MyDayController } from './my-day.controller';
import { MyDayService } from './my-day.service';

/** What the team does today: "my day" on the desk, and each owner's morning digest by email. */
@Module({
  imports: [ContextClientsModule, FollowUpsModule, PipelineModule, PortalModule, EmailLogModule],
  controllers: [MyDayController],
  providers: [
    MyDayService,
    MorningDigestService,
    MorningDigestsRepository,
    {
      provide: DIGEST_SETTINGS,
      inject: [ADMIN_ENV, AGENCY_CLOCK],
      // A clock other than the real one is a test's: the test sends the digests itself, so no timer starts.
      useFactory: (env: AdminEnv, clock: AgencyClock): DigestSettings => ({ publicUrl: env.PUBLIC_URL.replace(/\/$/, ''), autoStart: clock.now === Date.now }),
    },
  ],
})
export class MyDayModule {}
