import { describeFreshlyMigratedSchema } from '@biz/server-kit/testing';
import { ADMIN_MIGRATIONS } from '../migrations/admin-migrations';
import { loadAdminEnv } from '../config/env';
import { adminSchema } from './admin-db';

// adminSchema is checked against AdminDb by the compiler; this checks it against what the migrations make.
it('AdminDb has exactly the tables and columns the migrations make (types, nullability, defaults)', async () => {
  const migrated = await describeFreshlyMigratedSchema({ url: loadAdminEnv(process.env).DATABASE_URL, migrations: ADMIN_MIGRATIONS, prefix: 'admin' });
  expect(migrated).toEqual(adminSchema);
});
