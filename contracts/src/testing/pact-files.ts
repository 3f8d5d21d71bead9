import { readdirSync, readFileSync } from 'node:fs';

/** Where consumers write their pacts and providers read them: one folder beside the contracts. Test-only. */
export const PACT_DIR = `${__dirname}/../../pacts`;

/**
 * The pacts a provider verifies, of one kind: `http` (requests it answers) or `message` (jobs it puts on a
 * queue). A provider speaks both, and the two are verified by different verifiers.
 */
export function pactFilesFor(provider: string, kind: 'http' | 'message'): string[] {
  return readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${PACT_DIR}/${file}`)
    .filter((path) => {
      const pact = JSON.parse(readFileSync(path, 'utf8')) as { provider: { name: string }; messages?: unknown[] };
      return pact.provider.name === provider && (kind === 'message') === Array.isArray(pact.messages);
    });
}
