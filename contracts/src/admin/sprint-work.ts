import { z } from 'zod';
import { Automation, ClientSprint } from '../client/client-dashboard';
import { Packages } from '../lockin/package-catalog';
import { AdminOrder } from './admin-orders-api';

/**
 * A paid sprint on its business's record: the automations it covers (SPEC §9: 1 or 3), how many are chosen
 * (from the lead's selection when it was paid, else by the agency from the catalog), the 24-hour delivery
 * clock and its refund, if any.
 */
export const SprintOnRecord = ClientSprint.extend({
  paidAt: z.iso.datetime({ offset: true }),
  refundedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SprintOnRecord = z.infer<typeof SprintOnRecord>;

/** The most automations one sprint covers (Growth's). */
export const SPRINT_AUTOMATIONS_MAX = Math.max(...Object.values(Packages).map((p) => p.automations));

/** POST /api/admin/orders/:id/automations: the agency chooses the rest of a sprint's automations from the catalog. */
export const ChooseSprintWorkflowsRequest = z.object({
  workflowIds: z
    .array(z.string().trim().min(1).max(100))
    .min(1)
    .max(SPRINT_AUTOMATIONS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each workflow once'),
});
export type ChooseSprintWorkflowsRequest = z.infer<typeof ChooseSprintWorkflowsRequest>;
export const ChooseSprintWorkflowsResponse = z.object({ sprint: SprintOnRecord, automations: z.array(Automation) });
export type ChooseSprintWorkflowsResponse = z.infer<typeof ChooseSprintWorkflowsResponse>;

/** GET /api/admin/workflow-catalog: what the agency can choose a sprint's automations from. */
export const CatalogWorkflow = z.object({ id: z.string(), title: z.string(), description: z.string(), tags: z.array(z.string()) });
export type CatalogWorkflow = z.infer<typeof CatalogWorkflow>;
export const WorkflowCatalogResponse = z.object({ workflows: z.array(CatalogWorkflow) });
export type WorkflowCatalogResponse = z.infer<typeof WorkflowCatalogResponse>;

/** POST /api/admin/orders/:id/refund (the owner): the whole amount back within the 7-day guarantee. */
export const AdminRefundOrderResponse = z.object({ order: AdminOrder });
export type AdminRefundOrderResponse = z.infer<typeof AdminRefundOrderResponse>;
