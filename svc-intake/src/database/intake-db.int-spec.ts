import { describeFreshlyMigratedSchema } from '@biz/server-kit/testing';
import { INTAKE_MIGRATIONS } from '../app.module';
import { loadIntakeEnv } from '../config/env';
import { intakeSchema } from './intake-db';

// intakeSchema is checked against IntakeDb by the compiler; this checks it against what the migrations make.
it('IntakeDb has exactly the tables and columns the migrations make (types, nullability, defaults)', async () => {
  const migrated = await describeFreshlyMigratedSchema({ url: loadIntakeEnv(process.env).DATABASE_URL, migrations: INTAKE_MIGRATIONS, prefix: 'intake' });
  expect(migrated).toEqual(intakeSchema);
});
