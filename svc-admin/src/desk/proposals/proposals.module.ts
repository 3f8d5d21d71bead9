import { RATE_LIMIT, RateLimitGuard } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { rateLimitOf } from '../../config/rate-limit-of';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { SignedLinks } from '../../shared/signed-links/signed-links';
import { PipelineModule } from '../pipeline/pipeline.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { DocumentsModule } from '../../shared/documents/documents.module';
import { ProposalExpiry } from './proposal-expiry';
import { ProposalsController } from './proposals.controller';
import { ProposalsRepository } from './proposals.repository';
import { PROPOSAL_SETUP, ProposalsService, type ProposalSetup } from './proposals.service';

/** Proposals (decision 066); links signed with a key derived from LINK_SIGNING_KEY, as onboarding links are. */
@Module({
  imports: [AuditModule, ContextClientsModule, DocumentsModule, EmailLogModule, FollowUpsModule, PipelineModule],
  controllers: [ProposalsController],
  providers: [
    ProposalsService,
    ProposalsRepository,
    ProposalExpiry,
    {
      provide: PROPOSAL_SETUP,
      inject: [ADMIN_ENV],
      useFactory: (env: AdminEnv): ProposalSetup => ({ links: SignedLinks.fromSecret(env.LINK_SIGNING_KEY), publicUrl: env.PUBLIC_URL, agencyEmail: env.SUPPORT_EMAIL }),
    },
    // A link's holder may read, accept or decline: as many calls per address as booking allows.
    RateLimitGuard,
    { provide: RATE_LIMIT, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => rateLimitOf(env, env.BOOKING_RATE_LIMIT_PER_MINUTE, 'proposal-link') },
  ],
  exports: [ProposalsService],
})
export class ProposalsModule {}
