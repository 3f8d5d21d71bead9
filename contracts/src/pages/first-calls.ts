import { DESK_FIRST_PAGE } from '../admin/admin-dashboard-api';
import { Endpoints, endpointUrl } from '../http/endpoints';
import { BUSINESS_RECORD_PATH, BUSINESS_RECORD_SECTION_PATH, CLIENT_DASHBOARD_PATH } from './page-paths';

/** What the desk's first screen asks for first, byte for byte as the screen asks (a preload serves only the same URL). */
const DESK_FIRST_CALLS = [endpointUrl('adminStatus'), endpointUrl('adminDashboard', { query: DESK_FIRST_PAGE })];
/**
 * What a business's record page asks for first: the session, and the record its address names (`:id`, the
 * same segment of the page's address, filled in for each request).
 */
const RECORD_FIRST_CALLS = [endpointUrl('adminStatus'), Endpoints.businessRecord.path];

/**
 * Each signed-in frame's first calls (decision 029), by its page path: the page's head asks for them beside
 * the code (`<link rel="preload" as="fetch">`), and the screen's own first requests, the very same URLs, take
 * those answers. Read by the gateway, apart from the page list, so no front end carries the endpoint table.
 */
export const FRAME_FIRST_CALLS: Readonly<Record<string, readonly string[]>> = {
  '/admin': DESK_FIRST_CALLS,
  [BUSINESS_RECORD_PATH]: RECORD_FIRST_CALLS,
  [BUSINESS_RECORD_SECTION_PATH]: RECORD_FIRST_CALLS,
  [CLIENT_DASHBOARD_PATH]: [endpointUrl('clientStatus'), endpointUrl('clientDashboard')],
};
