import '@biz/ui-kit/src/styles/app.css';
import { renderStandalone } from '@biz/ui-kit/src/standalone/render-standalone';
import { Route } from 'react-router-dom';
import { RemoteRoutes } from './routes';

renderStandalone('intake', <Route index element={<RemoteRoutes />} />);
