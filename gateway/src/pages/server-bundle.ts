import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

// The front ends' server bundles leave React, the router and react-query to the gateway (its own
// dependencies, see ui-kit/rspack/create-app-config.mjs `serverSharedModules`): one copy of each per render.
// react-router 8 is ESM only: Node 24 requires it natively, and its exports give the production build.
const gatewayRequire = createRequire(__filename);

/**
 * Runs a CommonJS server bundle from a front end's `dist-server/` and returns its exports. Its externals
 * come from `provided` first (the shell's ui-kit for a remote), else from the gateway's own modules.
 */
export async function evaluateBundle(file: string, provided: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const code = await readFile(file, 'utf8');
  const module = { exports: {} as Record<string, unknown> };
  const load = (id: string): unknown => (id in provided ? provided[id] : !id.startsWith('.') ? gatewayRequire(id) : missing(id, file));
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file });
  wrapper(module.exports, load, module, file, dirname(file));
  return module.exports;
}

function missing(id: string, file: string): never {
  throw new Error(`${file} asks for '${id}', which a server bundle cannot load`);
}
