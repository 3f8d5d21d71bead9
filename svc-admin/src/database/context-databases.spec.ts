import type { Kysely } from 'kysely';
import { deskSchema, type DeskDb } from '../desk/desk-db';
import { portalSchema, type PortalDb } from '../portal/portal-db';
import { sharedSchema, type SharedDb } from '../shared/shared-db';
import { adminSchema } from './admin-db';

// Compiled by `tsc -b` (svc-admin's tests project): each `@ts-expect-error` fails the build if the line
// under it compiles, that is, if a context's database type lets its repositories name another's table.
export class PlantedRepositories {
  constructor(
    private readonly desk: Kysely<DeskDb & SharedDb>,
    private readonly portal: Kysely<PortalDb & SharedDb>,
    private readonly shared: Kysely<SharedDb>,
  ) {}

  deskNamesAPortalTable() {
    // @ts-expect-error the desk reaches the portal's data only through PortalFacade
    return this.desk.selectFrom('client_accounts').selectAll();
  }

  portalNamesADeskTable() {
    // @ts-expect-error the portal never reaches into the desk
    return this.portal.selectFrom('calls').selectAll();
  }

  sharedNamesAContextTable() {
    // @ts-expect-error what both contexts share depends on neither
    return this.shared.selectFrom('automations').selectAll();
  }
}

describe("svc-admin's tables", () => {
  it('each belong to exactly one context', () => {
    const owned = [sharedSchema, deskSchema, portalSchema].flatMap(Object.keys);
    expect(owned.toSorted()).toEqual(Object.keys(adminSchema).toSorted());
  });
});
