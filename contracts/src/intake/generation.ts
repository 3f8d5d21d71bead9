import { z } from 'zod';

/**
 * Who produced suggestions or a plan: the LLM, the catalog engine as the configured default (no key), or
 * the catalog engine as a fallback (the LLM answered badly twice, or svc-intake got no answer in time).
 */
export const GenerationSource = z.enum(['llm', 'catalog', 'catalog-fallback']);
export type GenerationSource = z.infer<typeof GenerationSource>;

export const GenerationKind = z.enum(['suggestions', 'plan']);
export type GenerationKind = z.infer<typeof GenerationKind>;

/** The figures every generation records (tokens are 0 when no LLM answered). */
export const GenerationRecord = z.object({
  source: GenerationSource,
  /** The LLM model, or the catalog engine's version. */
  model: z.string().min(1).max(200),
  latencyMs: z.number().int().nonnegative(),
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  /** The first LLM answer failed the schema and a repair was asked for. */
  repaired: z.boolean(),
});
export type GenerationRecord = z.infer<typeof GenerationRecord>;

/** One row of a submission's generation log (internal API). */
export const GenerationLogEntry = GenerationRecord.extend({
  kind: GenerationKind,
  createdAt: z.iso.datetime({ offset: true }),
});
export type GenerationLogEntry = z.infer<typeof GenerationLogEntry>;
