import './remote.css';
import { NotFoundPage, RemoteScope } from '@biz/ui-kit';
import { QueryScope } from '@biz/ui-kit/query';
import { Route, Routes } from 'react-router';
import { IntakePage } from './pages/intake-page';

/** The exposed `./routes`: the root route of SPEC §2, relative to where the shell mounts it (its index). */
export function RemoteRoutes() {
  return (
    <RemoteScope name="intake">
      <QueryScope>
        <Routes>
          <Route index element={<IntakePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </QueryScope>
    </RemoteScope>
  );
}
