import { renderEmail } from '@biz/catalog';
import { ADMIN_LOGIN_PATH, DeliverEmailJob } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../caller';
import { STAFF_PUBLIC_URL } from './staff-invites.service';

/** What a staff member is told about their own sign-in: straight to the worker, never into the agency's email log. */
@Injectable()
export class StaffAlerts {
  constructor(
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(STAFF_PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /** Their free wrong answers are spent: someone may have their password. */
  async secondFactorFailures(to: string, failures: number, caller: Caller): Promise<void> {
    const emailId = randomUUID();
    const { subject, text } = renderEmail('staff-sign-in-failures', { failures, address: caller.address, loginUrl: new URL(ADMIN_LOGIN_PATH, this.publicUrl).toString() });
    await this.producer.enqueue(DeliverEmailJob, { emailId, to, subject, text }, { jobId: emailId });
  }
}
