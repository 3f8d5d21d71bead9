import type { CheckoutRecoveryTemplate, CheckoutRecoveryTemplateResponse } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';

/** The only SQL on `email_templates`: the agency's saved wording, or none (the default applies). */
@Injectable()
export class EmailTemplatesRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  async checkoutRecovery(): Promise<CheckoutRecoveryTemplateResponse | null> {
    const row = await this.db.selectFrom('email_templates').select(['subject', 'body', 'updated_at']).where('kind', '=', 'checkout_recovery').executeTakeFirst();
    return row ? { subject: row.subject, body: row.body, updatedAt: row.updated_at.toISOString() } : null;
  }

  async saveCheckoutRecovery({ subject, body }: CheckoutRecoveryTemplate, staffAccountId: string | null): Promise<CheckoutRecoveryTemplateResponse> {
    const row = await this.db
      .insertInto('email_templates')
      .values({ kind: 'checkout_recovery', subject, body, updated_by: staffAccountId })
      .onConflict((oc) => oc.column('kind').doUpdateSet({ subject, body, updated_by: staffAccountId, updated_at: sqlNow }))
      .returning(['subject', 'body', 'updated_at'])
      .executeTakeFirstOrThrow();
    return { subject: row.subject, body: row.body, updatedAt: row.updated_at.toISOString() };
  }
}
