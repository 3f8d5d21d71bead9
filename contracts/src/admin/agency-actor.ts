import { z } from 'zod';

/** Who at the agency did something: a staff member by name, or the owner signed in with the bootstrap password. */
export const AgencyActor = z.discriminatedUnion('kind', [z.object({ kind: z.literal('staff'), name: z.string() }), z.object({ kind: z.literal('bootstrap-owner') })]);
export type AgencyActor = z.infer<typeof AgencyActor>;

/** Who at the agency did it: a staff member by name, or the owner signed in with the bootstrap password. */
export const agencyActorName = (by: AgencyActor) => (by.kind === 'staff' ? by.name : 'the owner (password sign-in)');
