import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IntakeService } from './intake.service';

/** Injection token of the sweep's settings (PLAN_SWEEP_AFTER_SECONDS, PLAN_SWEEP_INTERVAL_MS). */
export const PLAN_SWEEP = Symbol('PLAN_SWEEP');
export interface PlanSweepOptions {
  afterSeconds: number;
  intervalMs: number;
}

/** Every interval, asks again for the plans that have waited too long (`IntakeService.requestStalePlans`). */
@Injectable()
export class PlanSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(PlanSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(IntakeService) private readonly intake: IntakeService,
    @Inject(PLAN_SWEEP) private readonly options: PlanSweepOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async sweep(): Promise<void> {
    try {
      const asked = await this.intake.requestStalePlans(this.options.afterSeconds);
      if (asked) this.log.log(`asked again for ${asked} pending plan(s)`);
    } catch (error) {
      this.log.warn(`pending plan sweep failed (the next one retries): ${String(error)}`);
    }
  }
}
