import './remote.css';
import { NotFoundPage, RemoteScope, lazyExport } from '@biz/ui-kit';
import { QueryScope } from '@biz/ui-kit/query';
import { Route, Routes } from 'react-router';
import { BOOKING_PAGE_PATH, CALL_HOLD_PAGE_PATH, CALL_LINK_PAGE_PATHS } from '@biz/contracts';
import { IntakePage } from './pages/intake-page';

// The booking pages are chunks of their own: the wizard's first screen carries neither them nor zod.
const BookCallPage = lazyExport(() => import('./booking/book-call-page'), 'BookCallPage');
const CallHoldPage = lazyExport(() => import('./booking/call-hold-page'), 'CallHoldPage');
const CallLinkPage = lazyExport(() => import('./booking/call-link-page'), 'CallLinkPage');

/** The exposed `./routes`: the root route of SPEC §2 and the call booking pages, relative to where the shell mounts it. */
export function RemoteRoutes() {
  return (
    <RemoteScope name="intake">
      <QueryScope>
        <Routes>
          <Route index element={<IntakePage />} />
          <Route path={BOOKING_PAGE_PATH.slice(1)} element={<BookCallPage />} />
          <Route path={CALL_HOLD_PAGE_PATH.slice(1)} element={<CallHoldPage />} />
          <Route path={CALL_LINK_PAGE_PATHS.reschedule.slice(1)} element={<CallLinkPage purpose="reschedule" />} />
          <Route path={CALL_LINK_PAGE_PATHS.cancel.slice(1)} element={<CallLinkPage purpose="cancel" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </QueryScope>
    </RemoteScope>
  );
}
