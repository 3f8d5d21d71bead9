import { sql, type Generated, type JSONColumnType, type Kysely, type Transaction } from 'kysely';
import type { SimRecord, SimStore, SimTransactor } from './sim-store';

/** The simulator's two tables, in the schema of the service that runs it (svc-billing's migrations create them). */
export interface SimulatorTables {
  /** One object of the simulation per row, whole, by its Stripe-style id. */
  simulated_stripe: { id: string; object: string; data: JSONColumnType<object, string, string> };
  /** One row: how far the simulated clock runs ahead of the real one. */
  simulated_clock: { id: Generated<boolean>; offset_seconds: Generated<string> };
}

/**
 * Test mode's simulated provider stored in the service's database. Each operation is one transaction holding
 * the simulation's lock, so a renewal run and a client's change never interleave, and a refused call
 * leaves nothing behind.
 */
export class PgSimStore implements SimTransactor {
  constructor(private readonly db: Kysely<SimulatorTables>) {}

  run<T>(operation: (store: SimStore) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('billing.simulated_stripe'))`.execute(tx);
      return operation(storeOf(tx));
    });
  }
}

function storeOf(tx: Transaction<SimulatorTables>): SimStore {
  return {
    async get<T extends SimRecord>(id: string) {
      const row = await tx.selectFrom('simulated_stripe').select('data').where('id', '=', id).executeTakeFirst();
      return row?.data as T | undefined;
    },
    async put(record) {
      const data = JSON.stringify(record);
      await tx
        .insertInto('simulated_stripe')
        .values({ id: record.id, object: record.object, data })
        .onConflict((oc) => oc.column('id').doUpdateSet({ data }))
        .execute();
    },
    async all<T extends SimRecord>(object: string) {
      const rows = await tx.selectFrom('simulated_stripe').select('data').where('object', '=', object).orderBy('id').execute();
      return rows.map((row) => row.data as T);
    },
    async clockOffset() {
      const row = await tx.selectFrom('simulated_clock').select('offset_seconds').executeTakeFirst();
      return Number(row?.offset_seconds ?? 0);
    },
    async setClockOffset(seconds) {
      await tx
        .insertInto('simulated_clock')
        .values({ id: true, offset_seconds: String(seconds) })
        .onConflict((oc) => oc.column('id').doUpdateSet({ offset_seconds: String(seconds) }))
        .execute();
    },
  };
}
