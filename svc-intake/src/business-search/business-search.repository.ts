import { DESK_SEARCH_GROUP_LIMIT, type BusinessSearchResponse } from '@biz/contracts';
import { KYSELY, likeContaining } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { IntakeDb } from '../database/intake-db';

/** Shorter than a trigram: only a prefix can use an index. */
const TRIGRAM = 3;
const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
// Lower-cased in byte order, as the prefix indexes of migration BusinessSearch hold them.
const name = sql<string>`lower(submissions.business_name) COLLATE "C"`;
const email = sql<string>`lower(submissions.contact_email) COLLATE "C"`;

/** The desk's search of businesses: the only SQL that finds them by name, email or domain. */
@Injectable()
export class BusinessSearchRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<IntakeDb>) {}

  /**
   * Businesses (their latest submission) whose name or email holds the text (the trigram indexes), or for
   * one or two characters starts with it: a name starting with it first, then a word of the name, then the
   * email, then anywhere, each by name. When five names start with it, those are the answer, read in order
   * from the name's prefix index (a common start, "harb", is in thousands of names).
   */
  async search(q: string): Promise<BusinessSearchResponse['businesses']> {
    const prefix = `${likeEscaped(q)}%`;
    const rows = await this.latest().where(name, 'like', prefix).orderBy(name).orderBy('id').limit(DESK_SEARCH_GROUP_LIMIT).execute();
    if (rows.length < DESK_SEARCH_GROUP_LIMIT) rows.splice(0, rows.length, ...(await this.ranked(q, prefix)));
    return rows.map((row) => ({ businessId: row.business_id, submissionId: row.id, businessName: row.business_name, contactEmail: row.contact_email }));
  }

  private ranked(q: string, prefix: string) {
    const rank = sql<number>`CASE WHEN ${name} LIKE ${prefix} THEN 0 WHEN ${name} LIKE ${`% ${prefix}`} THEN 1 WHEN ${email} LIKE ${prefix} THEN 2 ELSE 3 END`;
    return this.latest()
      .where((eb) =>
        q.length < TRIGRAM
          ? eb.or([eb(name, 'like', prefix), eb(email, 'like', prefix)])
          : eb.or([eb('business_name', 'ilike', likeContaining(q)), eb('contact_email', 'ilike', likeContaining(q))]),
      )
      .orderBy(rank)
      .orderBy(name)
      .orderBy('id')
      .limit(DESK_SEARCH_GROUP_LIMIT)
      .execute();
  }

  private latest() {
    return this.db.selectFrom('submissions').select(['id', 'business_id', 'business_name', 'contact_email']).where('is_latest', '=', true);
  }
}
