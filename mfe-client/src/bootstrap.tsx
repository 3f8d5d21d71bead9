import '@biz/ui-kit/styles.css';
import { renderStandalone } from '@biz/ui-kit/standalone';
import { Navigate, Route } from 'react-router';
import { RemoteRoutes } from './routes';

renderStandalone(
  'client',
  <>
    <Route index element={<Navigate to="/client/login" replace />} />
    <Route path="client/*" element={<RemoteRoutes />} />
  </>,
);
