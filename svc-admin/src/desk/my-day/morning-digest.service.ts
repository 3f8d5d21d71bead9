import { MORNING_DIGEST_HOUR } from '@biz/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { AGENCY_CLOCK, todayIn, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { FollowUpsRepository } from '../follow-ups/follow-ups.repository';
import { morningDigestEmail } from './morning-digest-email';
import { MorningDigestsRepository } from './morning-digests.repository';
import { MyDayService } from './my-day.service';

/** How often the desk looks whether a digest is due: the digest leaves within this of the hour. */
export const DIGEST_CHECK_INTERVAL_MS = 5 * 60_000;
export const DIGEST_SETTINGS = Symbol('DIGEST_SETTINGS');
export interface DigestSettings {
  publicUrl: string;
  /** False in the tests that set the clock and drive `sendDue` themselves. */
  autoStart: boolean;
}

const hourIn = (timeZone: string, now: number) => Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));

/**
 * The morning digest: from MORNING_DIGEST_HOUR in the agency's zone, each staff member who owns a business
 * gets their "my day" by email, once a day. The ledger row is claimed first (one instance of many wins it),
 * then the email goes through the agency's email log, which the worker delivers (retried and swept like
 * every agency email); a digest that could not be written is unclaimed and tried again at the next check.
 */
@Injectable()
export class MorningDigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(MorningDigestService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(MyDayService) private readonly myDay: MyDayService,
    @Inject(FollowUpsRepository) private readonly followUps: FollowUpsRepository,
    @Inject(MorningDigestsRepository) private readonly digests: MorningDigestsRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(DIGEST_SETTINGS) private readonly settings: DigestSettings,
  ) {}

  /** Sends every digest due now and not sent yet today; answers how many it queued. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    if (hourIn(this.clock.timeZone, now) < MORNING_DIGEST_HOUR) return 0;
    const today = todayIn(this.clock.timeZone, now);
    let queued = 0;
    for (const owner of await this.followUps.owners()) {
      if (!(await this.digests.claim(owner.id, today))) continue;
      try {
        const day = await this.myDay.myDay({ scope: 'mine', staffAccountId: owner.id });
        const { subject, body } = morningDigestEmail(owner.name, day, this.settings.publicUrl);
        const { emailId } = await this.emails.queue({ submissionId: null, to: owner.email, subject, body }, { requestId: randomUUID(), address: 'morning-digest' }, 'system');
        await this.digests.sent(owner.id, today, emailId);
        queued++;
      } catch (err) {
        await this.digests.release(owner.id, today);
        this.log.warn(`the morning digest of ${owner.id} was not written (tried again at the next check): ${String(err)}`);
      }
    }
    return queued;
  }

  onApplicationBootstrap(): void {
    if (!this.settings.autoStart) return;
    const check = () => void this.sendDue().catch((err: unknown) => this.log.warn(`could not check the morning digests: ${String(err)}`));
    check();
    this.timer = setInterval(check, DIGEST_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
