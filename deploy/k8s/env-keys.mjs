// The environment variables each process reads, from its env schema as built (`<process>/dist/config/env.js`,
// `npx tsc -b`): every key of every zod object it exports. What its Secret may hold, and what its network
// policy must let out (manifest-checks.mjs, network-checks.mjs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @returns {Promise<Map<string, Set<string>>>} process name → the keys its env schema reads */
export async function envKeysOfProcesses(root, processes) {
  const keys = new Map();
  for (const proc of processes) {
    const built = join(root, proc.name, 'dist', 'config', 'env.js');
    if (!existsSync(built)) throw new Error(`${built} is missing: build the processes first (npx tsc -b)`);
    const schemas = Object.values(await import(pathToFileURL(built).href)).filter((value) => value && typeof value === 'object' && value.shape);
    keys.set(proc.name, new Set(schemas.flatMap((schema) => Object.keys(schema.shape))));
  }
  return keys;
}
