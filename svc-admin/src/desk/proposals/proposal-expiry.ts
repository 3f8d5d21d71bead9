import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AGENCY_CLOCK, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { ProposalsService } from './proposals.service';

const EXPIRY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Expires sent proposals past their last day, at start and hourly (a test's clock starts no timer: the test expires them itself). */
@Injectable()
export class ProposalExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(ProposalExpiry.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(ProposalsService) private readonly proposals: ProposalsService,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.clock.now !== Date.now) return;
    const check = () => void this.proposals.expireDue().catch((err: unknown) => this.log.warn(`could not expire the proposals past their day: ${String(err)}`));
    check();
    this.timer = setInterval(check, EXPIRY_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
