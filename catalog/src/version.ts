import type { GenerationRecord } from '@biz/contracts';

/** Recorded as the model of catalog generations; bump it when templates or scoring change meaningfully. */
export const CATALOG_VERSION = 'catalog-v2';

/** The generation record of a catalog answer: no model call, so no tokens. */
export function catalogGeneration(source: 'catalog' | 'catalog-fallback', latencyMs: number): GenerationRecord {
  return { source, model: CATALOG_VERSION, latencyMs: Math.round(latencyMs), promptTokens: 0, completionTokens: 0, repaired: false };
}
