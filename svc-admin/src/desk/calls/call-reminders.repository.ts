import type { CallReminderLead } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';

/** The ledger of call reminders: one row per call, version and lead, claimed before the reminder is sent. */
@Injectable()
export class CallRemindersRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  /** True for the one caller (of every instance and every run of the job) that gets to send this reminder. */
  async claim(callId: string, sequence: number, lead: CallReminderLead): Promise<boolean> {
    const claimed = await this.db.insertInto('call_reminders').values({ call_id: callId, sequence, lead }).onConflict((oc) => oc.columns(['call_id', 'sequence', 'lead']).doNothing()).returning('call_id').executeTakeFirst();
    return claimed !== undefined;
  }

  async sent(callId: string, sequence: number, lead: CallReminderLead, emailId: string): Promise<void> {
    await this.db.updateTable('call_reminders').set({ email_id: emailId }).where('call_id', '=', callId).where('sequence', '=', sequence).where('lead', '=', lead).execute();
  }

  /** A reminder that could not be written is unclaimed, so the job's retry tries again. */
  async release(callId: string, sequence: number, lead: CallReminderLead): Promise<void> {
    await this.db.deleteFrom('call_reminders').where('call_id', '=', callId).where('sequence', '=', sequence).where('lead', '=', lead).where('email_id', 'is', null).execute();
  }
}
