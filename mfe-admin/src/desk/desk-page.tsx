import type { SitePath } from '@biz/contracts';
import { PageHeader } from '@biz/ui-kit';
import type { ReactNode } from 'react';

interface DeskPageProps {
  page: SitePath;
  description: string;
  /** From `useAdminSession`: undefined while asking, then the view, or a word on the way to the sign-in page. */
  isAdmin: boolean | undefined;
  children: ReactNode;
}

/** A view of the desk: its title (the site's page list's) and description, then the view, for an admin only. */
export function DeskPage({ page, description, isAdmin, children }: DeskPageProps) {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader page={page} description={description} />
      {isAdmin === false ? <p className="py-10 text-center text-sm text-ink-muted">Admins only. Taking you to the sign-in page...</p> : null}
      {isAdmin ? children : null}
    </div>
  );
}
