import '@biz/ui-kit/styles.css';
import { renderStandalone } from '@biz/ui-kit/standalone';
import { Navigate, Route } from 'react-router';
import { RemoteRoutes } from './routes';

renderStandalone(
  'admin',
  <>
    <Route index element={<Navigate to="/admin-login" replace />} />
    <Route element={<RemoteRoutes />}>
      <Route path="admin-login" element={null} />
      <Route path="admin" element={null} />
    </Route>
  </>,
);
