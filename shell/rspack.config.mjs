import { createAppConfig } from '../ui-kit/rspack/create-app-config.mjs';
import { devPorts } from '../ui-kit/rspack/dev-ports.mjs';
import { devRemoteManifestMap } from './dev-remotes.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  devPort: devPorts.shell,
  publicPath: 'root',
  // In production the gateway answers /mf-remotes.json; in dev the shell's own server does.
  devJson: { '/mf-remotes.json': () => devRemoteManifestMap(process.env) },
});
