import { createAppConfig } from '../ui-kit/rspack/create-app-config.mjs';
import { devPorts } from '../ui-kit/rspack/dev-ports.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'lockin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: devPorts.lockin,
  publicPath: 'auto',
});
