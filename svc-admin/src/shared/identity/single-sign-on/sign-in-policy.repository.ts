import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { SharedDb } from '../../shared-db';

/** The team's sign-in policy (one row, made by its migration): the only SQL on `staff_sign_in_policy`. */
@Injectable()
export class SignInPolicyRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<SharedDb>) {}

  async singleSignOnRequired(): Promise<boolean> {
    const row = await this.db.selectFrom('staff_sign_in_policy').select('sso_required').executeTakeFirstOrThrow();
    return row.sso_required;
  }

  async requireSingleSignOn(required: boolean, changedBy: string | undefined): Promise<void> {
    await this.db.updateTable('staff_sign_in_policy').set({ sso_required: required, changed_by: changedBy ?? null, changed_at: sqlNow }).execute();
  }
}
