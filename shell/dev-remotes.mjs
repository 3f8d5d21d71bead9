import { devPorts } from '../ui-kit/rspack/dev-ports.mjs';

const remoteNames = ['intake', 'lockin', 'admin', 'client'];

/** What the dev server answers at /mf-remotes.json: the same variables as the gateway, dev-server defaults. */
export function devRemoteManifestMap(env) {
  return Object.fromEntries(
    remoteNames.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://localhost:${devPorts[name]}/mf-manifest.json`]),
  );
}
