import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { loadAdminEnv } from '../config/env';
import { CallCalendar1765800000000 } from './1765800000000-call-calendar';
import { ADMIN_MIGRATIONS } from './admin-migrations';

const url = loadAdminEnv(process.env).DATABASE_URL;
const before = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(CallCalendar1765800000000));
const upToIt = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(CallCalendar1765800000000) + 1);

it('keeps every call already booked: the earliest of an overlap holds the slot, the later ones stay booked marked double-booked; new overlaps are refused', async () => {
  const schema = uniqueSchemaName('admin');
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    const call = (name: string, startsAt: string, duration: number, status: string, createdAt: string) =>
      old.query(
        `INSERT INTO "${schema}".calls (submission_id, call_type, duration_minutes, starts_at, scheduled_date, scheduled_time, time_zone, meeting_link, status, created_at, agenda)
         VALUES (gen_random_uuid(), 'video', $1, $2, '2026-11-02', '10:00', 'America/New_York', 'https://meet.jit.si/x', $3, $4, $5)`,
        [duration, startsAt, status, createdAt, name],
      );
    await call('first', '2026-11-02T15:00:00Z', 30, 'scheduled', '2026-10-01T00:00:00Z');
    await call('same slot, booked later', '2026-11-02T15:00:00Z', 30, 'scheduled', '2026-10-02T00:00:00Z');
    await call('overlapping its end', '2026-11-02T15:15:00Z', 45, 'scheduled', '2026-10-03T00:00:00Z');
    await call('cancelled', '2026-11-02T15:00:00Z', 30, 'cancelled', '2026-10-04T00:00:00Z');
    await call('right after', '2026-11-02T15:30:00Z', 30, 'scheduled', '2026-09-01T00:00:00Z');
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: upToIt, poolSize: 1 });
    const rows = await migrated.query(`SELECT agenda, status, double_booked, ends_at FROM "${schema}".calls ORDER BY created_at`);
    const refused = await migrated
      .query(`INSERT INTO "${schema}".calls (submission_id, call_type, duration_minutes, starts_at, ends_at, scheduled_date, scheduled_time, time_zone, meeting_link) VALUES (gen_random_uuid(), 'phone', 15, '2026-11-02T15:10:00Z', '2026-11-02T15:25:00Z', '2026-11-02', '10:10', 'America/New_York', 'https://meet.jit.si/y')`)
      .then(() => 'inserted', (error: { code?: string }) => error.code);
    await migrated.undoLastMigration();
    const undone = await migrated.query(`SELECT count(*)::int AS calls FROM "${schema}".calls`);
    await migrated.close();

    expect(rows).toEqual([
      { agenda: 'right after', status: 'scheduled', double_booked: false, ends_at: new Date('2026-11-02T16:00:00Z') },
      { agenda: 'first', status: 'scheduled', double_booked: false, ends_at: new Date('2026-11-02T15:30:00Z') },
      { agenda: 'same slot, booked later', status: 'scheduled', double_booked: true, ends_at: new Date('2026-11-02T15:30:00Z') },
      { agenda: 'overlapping its end', status: 'scheduled', double_booked: true, ends_at: new Date('2026-11-02T16:00:00Z') },
      { agenda: 'cancelled', status: 'cancelled', double_booked: false, ends_at: new Date('2026-11-02T15:30:00Z') },
    ]);
    expect(refused).toBe('23P01');
    expect(undone).toEqual([{ calls: 5 }]);
  } finally {
    await dropSchema(url, schema);
  }
});
