import '@biz/ui-kit/src/styles/app.css';
import { renderStandalone } from '@biz/ui-kit/src/standalone/render-standalone';
import { Navigate, Route } from 'react-router-dom';
import { RemoteRoutes } from './routes';

renderStandalone(
  'client',
  <>
    <Route index element={<Navigate to="/client/login" replace />} />
    <Route path="client/*" element={<RemoteRoutes />} />
  </>,
);
