import type { SchemaDescription } from '@biz/server-kit';
import { deskSchema, type DeskDb } from '../desk/desk-db';
import { portalSchema, type PortalDb } from '../portal/portal-db';
import { sharedSchema, type SharedDb } from '../shared/shared-db';

/**
 * Every table of admin's schema, as its migrations make them: for the migrations and the schema guard
 * only. A repository is typed by its own context's tables (`DeskDb`, `PortalDb`, `SharedDb`).
 */
export type AdminDb = SharedDb & DeskDb & PortalDb;

/** `AdminDb` at run time, compared with the migrated schema by `admin-db.int-spec.ts`. */
export const adminSchema = { ...sharedSchema, ...deskSchema, ...portalSchema } satisfies SchemaDescription<AdminDb>;
