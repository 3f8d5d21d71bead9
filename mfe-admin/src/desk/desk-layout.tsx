import { Button, cn } from '@biz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { adminStatusKey, fetchAdminStatus, useAdminLogout } from '../api/session-api';
import { DeskNavList } from './desk-nav-list';
import { DeskPhoneMenu } from './desk-phone-menu';

interface DeskLayoutProps {
  /** The desk bar's tools beside Logout (the search box, the notification bell): mounted by the app, none by default. */
  tools?: ReactNode;
}

/**
 * Around every view of the desk: its navigation (a column on the left from 1024 px, a menu button below)
 * and the desk bar with the tools and Logout (SPEC: the dashboard's header with logout). Each view checks
 * the session itself; the bar's buttons take their room unseen until the session is known, so nothing moves.
 * The views are the `<Outlet/>`: every child route of /admin in routes.tsx, the business record's included.
 */
export function DeskLayout({ tools }: DeskLayoutProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useAdminLogout();
  const isAdmin = useQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }).data?.isAdmin === true;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <nav aria-label="Desk" className="hidden w-40 shrink-0 lg:block">
        <div className="sticky top-24">
          <DeskNavList />
        </div>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-8">
        <div className="flex items-center justify-between gap-3">
          <DeskPhoneMenu />
          <div className={cn('ml-auto flex items-center gap-2', !isAdmin && 'invisible')}>
            {tools}
            <Button
              variant="outline"
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => {
                    queryClient.clear();
                    navigate('/');
                  },
                })
              }
            >
              Logout
            </Button>
          </div>
        </div>
        <Outlet />
      </div>
    </div>
  );
}
