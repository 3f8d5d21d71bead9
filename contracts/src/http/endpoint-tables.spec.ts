import { ClientEndpoints } from './client-endpoints';
import type { Audience } from './endpoint-declaration';
import { Endpoints } from './endpoints';
import { PublicEndpoints } from './public-endpoints';
import { ServiceEndpoints } from './service-endpoints';
import { StaffEndpoints } from './staff-endpoints';

// `Endpoints` spreads the four tables: a name in two of them would silently keep the last one's declaration.
const tables: [string, Record<string, { audience: Audience }>, Audience[]][] = [
  ['PublicEndpoints', PublicEndpoints, ['public', 'signed-in']],
  ['ClientEndpoints', ClientEndpoints, ['client']],
  ['StaffEndpoints', StaffEndpoints, ['admin', 'owner']],
  ['ServiceEndpoints', ServiceEndpoints, ['internal', 'webhook']],
];

describe('the endpoint tables', () => {
  it('name each endpoint once, so joining them loses none', () => {
    const names = tables.flatMap(([, table]) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(Endpoints).sort()).toEqual([...names].sort());
  });

  it.each(tables)('%s holds only the audiences it is for', (_name, table, audiences) => {
    const misfiled = Object.entries(table).filter(([, declaration]) => !audiences.includes(declaration.audience));
    expect(misfiled.map(([name, { audience }]) => `${name}: ${audience}`)).toEqual([]);
  });
});
