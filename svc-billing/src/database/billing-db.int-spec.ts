import { describeFreshlyMigratedSchema } from '@biz/server-kit/testing';
import { BILLING_MIGRATIONS } from '../app.module';
import { loadBillingEnv } from '../config/env';
import { billingSchema } from './billing-db';

// billingSchema is checked against BillingDb by the compiler; this checks it against what the migrations make.
it('BillingDb has exactly the tables and columns the migrations make (types, nullability, defaults)', async () => {
  const migrated = await describeFreshlyMigratedSchema({ url: loadBillingEnv(process.env).DATABASE_URL, migrations: BILLING_MIGRATIONS, prefix: 'billing' });
  expect(migrated).toEqual(billingSchema);
});
