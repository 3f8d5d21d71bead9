import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifestMap, RemoteName, RemoteRoutesModule } from '@biz/ui-kit';

let manifestMap: RemoteManifestMap = {};
const modules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Registers the remotes named by the runtime manifest; nothing is fetched until a route needs one. */
export function registerRemoteManifests(map: RemoteManifestMap): void {
  manifestMap = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/** A remote's `./routes` module; one promise per remote, so React's `use` sees the same one every render. */
export function remoteRoutesModule(name: RemoteName): Promise<RemoteRoutesModule> {
  let module = modules.get(name);
  if (!module) {
    module = loadRoutes(name);
    modules.set(name, module);
  }
  return module;
}

async function loadRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  if (!manifestMap[name]) throw new Error(`No manifest URL is configured for the '${name}' remote`);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (typeof module?.RemoteRoutes !== 'function') throw new Error(`The '${name}' remote does not export RemoteRoutes`);
  return module;
}

/**
 * Forgets a remote's load so the next render tries again from scratch: `force` re-registration drops the
 * runtime's cached manifest and entry for that remote.
 */
export function resetRemote(name: RemoteName): void {
  modules.delete(name);
  const entry = manifestMap[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
