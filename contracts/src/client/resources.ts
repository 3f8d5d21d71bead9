import { z } from 'zod';

/** A short guide to one of the client's automations, for the resource library. */
export const ResourceGuide = z.object({
  workflowId: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), points: z.array(z.string()) })),
});
export type ResourceGuide = z.infer<typeof ResourceGuide>;

/** GET /api/client/resources — a guide per automation of the account (one per workflow). */
export const ClientResourcesResponse = z.object({ guides: z.array(ResourceGuide) });
export type ClientResourcesResponse = z.infer<typeof ClientResourcesResponse>;
