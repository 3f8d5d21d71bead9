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
    const text = [
      'Hello,',
      `Your BizAutomate desk password was given right, and then ${failures} wrong codes or passwords followed (the last from ${caller.address}). Each new try now waits longer.`,
      `If this was you, wait a little and sign in with a fresh code: ${new URL(ADMIN_LOGIN_PATH, this.publicUrl).toString()}`,
      'If it was not you, someone knows your password: sign in and change it now, and tell the owner of your team.',
      'The BizAutomate team',
    ].join('\n\n');
    await this.producer.enqueue(DeliverEmailJob, { emailId, to, subject: 'Wrong sign-in codes on your BizAutomate account', text }, { jobId: emailId });
  }
}
