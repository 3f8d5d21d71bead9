import '@biz/ui-kit/styles.css';
import { renderStandalone } from '@biz/ui-kit/standalone';
import { Navigate, Route } from 'react-router';
import { RemoteRoutes } from './routes';

renderStandalone(
  'lockin',
  <>
    <Route index element={<Navigate to="/lockin" replace />} />
    <Route path="lockin/*" element={<RemoteRoutes />} />
  </>,
);
