import { DESK_PATHS, QUEUE_DASHBOARD_PATH } from '@biz/contracts';

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
