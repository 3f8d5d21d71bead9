import type { AdminDashboardQuery } from '../admin/admin-dashboard-api';
import { Endpoints, endpointUrl } from '../http/endpoints';

/** The desk's table as /admin first asks for it: every status, the first page of 20 (keys in the order the screen sends them). */
export const DESK_FIRST_PAGE = { status: 'all', page: 1, pageSize: 20 } as const satisfies AdminDashboardQuery;

/** What the desk's first screen asks for first, byte for byte as the screen asks (a preload serves only the same URL). */
export const DESK_FIRST_CALLS = [endpointUrl('adminStatus'), endpointUrl('adminDashboard', { query: DESK_FIRST_PAGE })] as const;
/**
 * What a business's record page asks for first: the session, and the record its address names (`:id`, the
 * same segment of the page's address, filled in for each request).
 */
export const RECORD_FIRST_CALLS = [endpointUrl('adminStatus'), Endpoints.businessRecord.path] as const;
/** What the portal's dashboard asks for first. */
export const PORTAL_FIRST_CALLS = [endpointUrl('clientStatus'), endpointUrl('clientDashboard')] as const;
