import { DESK_PATHS, QUEUE_DASHBOARD_PATH } from '@biz/contracts';

/** The businesses as a list or as the pipeline's board, kept in the URL (`?view=board`) so a reload or a link keeps it. */
export const BUSINESSES_VIEW_PARAM = 'view';
export const BOARD_ADDRESS = `${DESK_PATHS.businesses}?${BUSINESSES_VIEW_PARAM}=board`;

/** One entry of the desk's navigation: a view of this remote, or a page of its own (bull-board's). */
export interface DeskView {
  label: string;
  to: string;
  /** Served by svc-admin, not a route of this remote: a full page load. */
  external?: boolean;
}

/** The desk's navigation, in its order: the dashboard first, as SPEC's /admin. */
export const DESK_VIEWS: readonly DeskView[] = [
  { label: 'Dashboard', to: DESK_PATHS.dashboard },
  { label: 'My day', to: DESK_PATHS.myDay },
  { label: 'Businesses', to: DESK_PATHS.businesses },
  { label: 'Inbox', to: DESK_PATHS.inbox },
  { label: 'Calls', to: DESK_PATHS.calls },
  { label: 'Orders', to: DESK_PATHS.orders },
  { label: 'Subscriptions', to: DESK_PATHS.subscriptions },
  { label: 'Team', to: DESK_PATHS.team },
  { label: 'Queues', to: QUEUE_DASHBOARD_PATH, external: true },
];
