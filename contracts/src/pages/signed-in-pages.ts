import type { AdminDashboardQuery } from '../admin/admin-dashboard-api';
import type { MyDayQuery } from '../admin/follow-ups';
import { endpointUrl } from '../http/endpoints';

/** The desk's table as /admin first asks for it: every status, the first page of 20 (keys in the order the screen sends them). */
export const DESK_FIRST_PAGE = { status: 'all', page: 1, pageSize: 20 } as const satisfies AdminDashboardQuery;
/** "My day" as /admin first asks for it: the signed-in member's own. */
export const MY_DAY_FIRST_SCOPE = { scope: 'mine' } as const satisfies MyDayQuery;

/**
 * The signed-in screens whose frame the gateway serves pre-rendered (issue 31): rendered without a session,
 * so the same for everyone (the header, the title, skeletons the size of what comes), never a visitor's
 * data. The page's head asks for `firstCalls` beside the code (`<link rel="preload" as="fetch">`), and the
 * screen's own first requests, the very same URLs, take those answers instead of asking again. `audience`
 * says whose session the Lighthouse bench loads it with.
 */
export const SIGNED_IN_PAGES = [
  { path: '/admin', audience: 'admin', firstCalls: [endpointUrl('adminStatus'), endpointUrl('myDay', { query: MY_DAY_FIRST_SCOPE }), endpointUrl('adminDashboard', { query: DESK_FIRST_PAGE })] },
  { path: '/client/dashboard', audience: 'client', firstCalls: [endpointUrl('clientStatus'), endpointUrl('clientDashboard')] },
] as const satisfies readonly { path: string; audience: 'admin' | 'client'; firstCalls: readonly string[] }[];
