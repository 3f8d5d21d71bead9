import { API_PREFIX } from '../http/endpoint-declaration';
import { Packages } from '../lockin/package-catalog';
import {
  ACCEPT_INVITE_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_TEAM_PATH,
  BOOKING_PAGE_PATH,
  BUSINESS_RECORD_PATH,
  BUSINESS_RECORD_SECTION_PATH,
  businessRecordPath,
  CALL_HOLD_PAGE_PATH,
  CALL_LINK_PAGE_PATHS,
  CLIENT_ACCOUNT_PATH,
  CLIENT_DASHBOARD_PATH,
  CLIENT_LOGIN_PATH,
  CLIENT_RESOURCES_PATH,
  DESK_PATHS,
  EMAIL_CHANGE_UNDO_PATH,
  EMAIL_VERIFICATION_PATH,
  FRAME_RECORD_ID,
  ONBOARDING_LINK_PATH,
  PROPOSAL_LINK_PATH,
  PASSWORD_RESET_PATH,
} from './page-paths';

/** The site's name: the tab title's suffix and Open Graph's site name. */
export const SITE_NAME = 'BizAutomate';

/** The front ends whose routers show the site's pages. */
export type SiteRemote = 'intake' | 'lockin' | 'admin' | 'client';

/** Where the shell mounts each remote's routes: a remote's router declares its paths relative to this. */
export const REMOTE_MOUNTS: Record<SiteRemote, string> = { intake: '/', lockin: '/lockin', admin: '/', client: '/client' };

export interface SitePage {
  remote: SiteRemote;
  /** The page's part of the tab title (`<title> · BizAutomate`) and its Open Graph title. */
  title: string;
  // Its description, for the head only, is in `PAGE_DESCRIPTIONS` (page-descriptions.ts).
  /**
   * Open to search engines: in sitemap.xml, with a canonical URL and Open Graph tags. Any other page is
   * served with `noindex`: sign-in, reset and result pages, signed links, the desk and the portal.
   */
  indexable: boolean;
  /** The URLs of this page the gateway serves pre-rendered: the path, and a query variant whose first screen differs. */
  prerendered?: readonly string[];
  /**
   * A signed-in screen whose frame the gateway serves pre-rendered (decision 029): rendered without a
   * session, so the same for everyone (the header, the title, skeletons the size of what comes), never a
   * visitor's data; its head asks for its first calls (`FRAME_FIRST_CALLS`). `audience` says whose session
   * the Lighthouse bench loads it with. A page with a parameter (`:id`) is one frame for every value:
   * rendered once at `renderedAt`, and a first call's `:id` is the same segment of the address asked for.
   */
  frame?: { audience: 'admin' | 'client'; renderedAt?: string };
}

type Served = Pick<SitePage, 'prerendered' | 'frame'>;
const desk = (title: string, served?: Served): SitePage => ({ remote: 'admin', title, indexable: false, ...served });
const portal = (title: string, served?: Served): SitePage => ({ remote: 'client', title, indexable: false, ...served });

/**
 * Every page of the site, once: the gateway answers 200 for these paths and 404 for any other page load,
 * writes each page's head from here, and lists the indexable ones in sitemap.xml. Each front end's router
 * declares exactly its pages of this list (checked by its routes.spec.tsx).
 */
export const SITE_PAGES = {
  '/': {
    remote: 'intake',
    title: 'Get Your FREE AI Automation Plan',
    indexable: true,
    prerendered: ['/'],
  },
  [BOOKING_PAGE_PATH]: {
    remote: 'intake',
    title: 'Book your strategy call',
    indexable: true,
  },
  [CALL_HOLD_PAGE_PATH]: { remote: 'intake', title: 'Confirm your strategy call', indexable: false },
  [CALL_LINK_PAGE_PATHS.reschedule]: { remote: 'intake', title: 'Move your strategy call', indexable: false },
  [CALL_LINK_PAGE_PATHS.cancel]: { remote: 'intake', title: 'Cancel your strategy call', indexable: false },
  '/lockin': {
    remote: 'lockin',
    title: 'Automate Your Business in 24 Hours',
    indexable: true,
    prerendered: ['/lockin'],
  },
  '/lockin/form': {
    remote: 'lockin',
    title: 'Tell Us About Your Business',
    indexable: true,
    prerendered: ['/lockin/form', Packages.starter.formPath, Packages.growth.formPath],
  },
  // A step of a purchase, not a landing page: a search for the sprint lands on /lockin.
  [Packages.starter.checkoutPath]: { remote: 'lockin', title: 'Secure Checkout', indexable: false, prerendered: [Packages.starter.checkoutPath] },
  [Packages.growth.checkoutPath]: { remote: 'lockin', title: 'Secure Checkout', indexable: false, prerendered: [Packages.growth.checkoutPath] },
  '/lockin/success': { remote: 'lockin', title: 'Your Payment', indexable: false, prerendered: ['/lockin/success'] },
  [ADMIN_LOGIN_PATH]: desk('Admin Login', { prerendered: [ADMIN_LOGIN_PATH] }),
  '/admin': desk('Admin Dashboard', { frame: { audience: 'admin' } }),
  [DESK_PATHS.myDay]: desk('My day'),
  [DESK_PATHS.businesses]: desk('Businesses'),
  [DESK_PATHS.inbox]: desk('Inbox'),
  [DESK_PATHS.calls]: desk('Calls'),
  [DESK_PATHS.orders]: desk('Orders'),
  [DESK_PATHS.subscriptions]: desk('Subscriptions'),
  [ADMIN_TEAM_PATH]: desk('Team'),
  [ACCEPT_INVITE_PATH]: desk('Join the agency team'),
  [BUSINESS_RECORD_PATH]: desk('Business record', {
    frame: { audience: 'admin', renderedAt: businessRecordPath(FRAME_RECORD_ID) },
  }),
  [BUSINESS_RECORD_SECTION_PATH]: desk('Business record', {
    frame: { audience: 'admin', renderedAt: businessRecordPath(FRAME_RECORD_ID, 'timeline') },
  }),
  [CLIENT_LOGIN_PATH]: portal('Client Login', { prerendered: [CLIENT_LOGIN_PATH] }),
  [CLIENT_DASHBOARD_PATH]: portal('Client Dashboard', { frame: { audience: 'client' } }),
  [PASSWORD_RESET_PATH]: portal('Choose a New Password'),
  [CLIENT_RESOURCES_PATH]: portal('Resource Library'),
  [EMAIL_VERIFICATION_PATH]: portal('Verify Your Email'),
  [EMAIL_CHANGE_UNDO_PATH]: portal('Undo an Email Change'),
  [CLIENT_ACCOUNT_PATH]: portal('Your Account'),
  [ONBOARDING_LINK_PATH]: portal('Onboarding'),
  [PROPOSAL_LINK_PATH]: portal('Your Proposal'),
} as const satisfies Record<string, SitePage>;

export type SitePath = Extract<keyof typeof SITE_PAGES, string>;

const sitePaths = Object.keys(SITE_PAGES) as SitePath[];
const byLowerCasePath = new Map<string, SitePath>(sitePaths.filter((path) => !path.includes('/:')).map((path) => [path.toLowerCase(), path]));
/** The pages with a parameter (`/admin/businesses/:id`): a `:name` segment stands for any one segment, as in the routers. */
const byPattern = sitePaths.filter((path) => path.includes('/:')).map((path) => ({ path, pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`, 'i') }));

/**
 * The page a URL path shows, as the front ends' routers match it: case-insensitively, a trailing slash
 * ignored, a parameter's segment anything but empty. Undefined: no page, the router shows 'Page Not Found'.
 */
export function sitePathOf(pathname: string): SitePath | undefined {
  const trimmed = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';
  return byLowerCasePath.get(trimmed.toLowerCase()) ?? byPattern.find(({ pattern }) => pattern.test(trimmed))?.path;
}

const pages = Object.entries(SITE_PAGES) as [SitePath, SitePage][];

/** The indexable pages, in sitemap.xml. */
export const INDEXABLE_PAGES: readonly SitePath[] = pages.filter(([, page]) => page.indexable).map(([path]) => path);

/** The first segment of every page of the desk and the portal: `/admin`, `/admin-login`, `/client`. */
export const DESK_AND_PORTAL_SECTIONS: readonly string[] = [...new Set(pages.filter(([, page]) => page.remote === 'admin' || page.remote === 'client').map(([path]) => `/${path.split('/')[1]}`))];

/** Whether a URL path is a page of the desk or the portal (any of its pages, the business record's included). */
export const isDeskOrPortalPath = (pathname: string): boolean => DESK_AND_PORTAL_SECTIONS.includes(`/${pathname.split('/')[1]?.toLowerCase() ?? ''}`);

/**
 * What robots.txt keeps crawlers out of: the API, and the desk's and the portal's sections. Their pages
 * carry `noindex` too, for links from elsewhere.
 */
export const ROBOTS_DISALLOWED: readonly string[] = [...DESK_AND_PORTAL_SECTIONS, API_PREFIX];

/**
 * The public pages that arrive as pre-rendered HTML (issue 15): each front end renders the ones it owns at
 * build time, and the gateway serves a URL pre-rendered only when it is one of these, query string included.
 */
export const PRERENDERED_PAGES: readonly string[] = pages.flatMap(([, page]) => page.prerendered ?? []);

/** The signed-in screens served as a frame, with what each asks for first (see `SitePage.frame`). */
export const SIGNED_IN_PAGES: readonly ({ path: SitePath } & NonNullable<SitePage['frame']>)[] = pages.flatMap(([path, page]) => (page.frame ? [{ path, ...page.frame }] : []));
