import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
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
@Module({})
export class MyDayModule {
  /** `now`: set when tests set the agency's clock (the platform's `AGENCY_CLOCK`); they then send the digests themselves: no timer starts. */
  static forRoot = oncePerEnv((env, now?: () => number) => ({
    module: MyDayModule,
    imports: [ContextClientsModule.forRoot(env), FollowUpsModule.forRoot(env), PipelineModule.forRoot(env), PortalModule.forRoot(env), EmailLogModule.forRoot(env)],
    controllers: [MyDayController],
    providers: [
      MyDayService,
      MorningDigestService,
      MorningDigestsRepository,
      { provide: DIGEST_SETTINGS, useValue: { publicUrl: env.PUBLIC_URL.replace(/\/$/, ''), autoStart: now === undefined } satisfies DigestSettings },
    ],
  }));
}
