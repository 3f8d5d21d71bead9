import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifestMap, RemoteName, RemoteRoutesModule } from '@biz/ui-kit';

let manifestMap: Promise<RemoteManifestMap> = Promise.resolve({});
const modules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Registers the remotes named by the runtime manifest once it is known; nothing is fetched until a route
 * needs one. A load asked for before the map arrives waits for it, so the page can hydrate at once.
 */
export function registerRemoteManifests(map: Promise<RemoteManifestMap>): void {
  manifestMap = map.then((known) => {
    registerRemotes(Object.entries(known).map(([name, entry]) => ({ name, entry })));
    return known;
  });
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
  if (!(await manifestMap)[name]) throw new Error(`No manifest URL is configured for the '${name}' remote`);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (typeof module?.RemoteRoutes !== 'function') throw new Error(`The '${name}' remote does not export RemoteRoutes`);
  return module;
}

/**
 * Forgets a remote's load so the next render tries again from scratch: `force` re-registration drops the
 * runtime's cached manifest and entry for that remote. Chained on the map, so a load started after this
 * call runs after the re-registration.
 */
export function resetRemote(name: RemoteName): void {
  modules.delete(name);
  manifestMap = manifestMap.then((known) => {
    const entry = known[name];
    if (entry) registerRemotes([{ name, entry }], { force: true });
    return known;
  });
}
