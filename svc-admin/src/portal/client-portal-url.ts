import { CLIENT_DASHBOARD_PATH } from '@biz/contracts';

/** Injection token of the client dashboard's public URL, which the agency's notices link to. */
export const CLIENT_PORTAL_URL = Symbol('CLIENT_PORTAL_URL');

/** `PUBLIC_URL` + the dashboard's path. */
export const clientPortalUrlOf = (publicUrl: string) => new URL(CLIENT_DASHBOARD_PATH, publicUrl).toString();
