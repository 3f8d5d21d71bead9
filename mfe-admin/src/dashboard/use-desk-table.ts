import { DESK_FIRST_PAGE, ToastMessage } from '@biz/contracts';
import { toastMessage } from '@biz/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchDashboard } from '../api/admin-api';
import type { SubmissionFilters } from './submissions-panel';
import { useDebounced } from './use-debounced';

/**
 * The desk's table of businesses, searched, filtered and paged on the server, with SPEC's figures beside it:
 * the dashboard's and the Businesses list's (one query, so moving between them asks nothing again).
 */
export function useDeskTable(enabled: boolean) {
  const [filters, setFilters] = useState<SubmissionFilters>({ search: '', status: DESK_FIRST_PAGE.status, page: DESK_FIRST_PAGE.page });
  const settledSearch = useDebounced(filters.search.trim(), 300) || undefined;
  // The first of these is the URL /admin's head asked for already (SIGNED_IN_PAGES): the browser hands it over.
  const query = { search: settledSearch, status: filters.status, page: filters.page, pageSize: DESK_FIRST_PAGE.pageSize };
  const dashboard = useQuery({ queryKey: ['admin-dashboard', query], queryFn: () => fetchDashboard(query), enabled, placeholderData: keepPreviousData });
  useEffect(() => {
    if (dashboard.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [dashboard.isError]);
  return { filters, setFilters, settledSearch, dashboard };
}
