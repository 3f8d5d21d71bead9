import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { loadBillingEnv } from '../config/env';
import { BILLING_MIGRATIONS } from '../app.module';
import { OrderRefunds1765810000000 } from './1765810000000-order-refunds';

const url = loadBillingEnv(process.env).DATABASE_URL;
const before = BILLING_MIGRATIONS.slice(0, BILLING_MIGRATIONS.indexOf(OrderRefunds1765810000000));
// Up to this one: its undo is the last migration's, whatever migrations come after it.
const upToIt = BILLING_MIGRATIONS.slice(0, BILLING_MIGRATIONS.indexOf(OrderRefunds1765810000000) + 1);

const order = (schema: string, intent: string, status: string, refunded: boolean) =>
  `INSERT INTO "${schema}".orders (package, amount_cents, currency, status, payment_intent_id, client_secret, paid_at, refunded_at, refund_id) VALUES ('growth', 100000, 'usd', '${status}', '${intent}', '${intent}_secret', now(), ${refunded ? "now(), 're_1'" : 'NULL, NULL'})`;

it('keeps paid orders, takes a refunded one only with when and by which refund; and back, the refunded order paid again', async () => {
  const schema = uniqueSchemaName('billing');
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    await old.query(`INSERT INTO "${schema}".orders (package, amount_cents, currency, status, payment_intent_id, client_secret, paid_at) VALUES ('starter', 50000, 'usd', 'paid', 'pi_old', 'pi_old_secret', now())`);
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: upToIt, poolSize: 1 });
    await migrated.query(order(schema, 'pi_refunded', 'refunded', true));
    const unknown = await migrated.query(order(schema, 'pi_bare', 'refunded', false)).then(() => 'inserted', (err: Error) => err.message);
    const paidWithRefund = await migrated.query(order(schema, 'pi_odd', 'paid', true)).then(() => 'inserted', (err: Error) => err.message);
    const orders = await migrated.query(`SELECT payment_intent_id, status FROM "${schema}".orders ORDER BY payment_intent_id`);
    await migrated.undoLastMigration();
    const undone = await migrated.query(`SELECT payment_intent_id, status FROM "${schema}".orders ORDER BY payment_intent_id`);
    await migrated.close();

    expect(unknown).toMatch(/orders_refund_known/);
    expect(paidWithRefund).toMatch(/orders_refund_known/);
    expect(orders).toEqual([
      { payment_intent_id: 'pi_old', status: 'paid' },
      { payment_intent_id: 'pi_refunded', status: 'refunded' },
    ]);
    expect(undone).toEqual([
      { payment_intent_id: 'pi_old', status: 'paid' },
      { payment_intent_id: 'pi_refunded', status: 'paid' },
    ]);
  } finally {
    await dropSchema(url, schema);
  }
});
