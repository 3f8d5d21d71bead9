import negotiate from '@fastify/accept-negotiator';

/** What the front-end build precompresses (ui-kit/rspack/precompress-assets.mjs): the text assets. */
const compressible = /\.(?:js|mjs|css|html|svg|json)$/;

export type Encoding = 'br' | 'gzip';
/** Each encoding's sibling file: `main.js` → `main.js.br`, `main.js.gz`. */
export const suffixOf: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function isCompressible(fileName: string): boolean {
  return compressible.test(fileName);
}

/**
 * The encodings Accept-Encoding allows, best first: higher q first, then br before gzip; q=0 excludes one;
 * and none of them once identity is preferred. The caller serves the first whose file exists, else identity.
 */
export function encodingsAccepted(acceptEncoding: string | undefined): Encoding[] {
  const order: Encoding[] = [];
  if (!acceptEncoding) return order;
  let candidates: (Encoding | 'identity')[] = ['br', 'gzip', 'identity'];
  for (let best = negotiate(acceptEncoding, candidates); best && best !== 'identity'; best = negotiate(acceptEncoding, candidates)) {
    order.push(best);
    candidates = candidates.filter((c) => c !== best);
  }
  return order;
}
