import '@biz/ui-kit/styles.css';
import { renderStandalone } from '@biz/ui-kit/standalone';
import { Route } from 'react-router';
import { RemoteRoutes } from './routes';

renderStandalone('intake', <Route index element={<RemoteRoutes />} />);
