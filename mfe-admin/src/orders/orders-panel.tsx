import { GUARANTEE_DAYS, OrderStage, OrderStageLabel, ORDERS_PAGE_SIZE_DEFAULT, ToastMessage, type AdminOrder, type AdminOrdersQuery } from '@biz/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, Input, Select, toastMessage } from '@biz/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminRole } from '../api/session-api';
import { fetchOrders } from './orders-api';
import { Pager } from '../dashboard/pager';
import { useDebounced } from '../dashboard/use-debounced';
import { OrdersTable } from './orders-table';
import { RecoveryTemplateDialog } from './recovery-template-dialog';
import { RefundOrderDialog } from './refund-order-dialog';

type StageFilter = NonNullable<AdminOrdersQuery['stage']>;
const stageOptions = [{ value: 'all', label: 'All stages' }, ...OrderStage.options.map((value) => ({ value, label: OrderStageLabel[value] }))];

/** The Orders view: sprint orders, paid, pending, failed, abandoned and refunded, with the lead behind each. */
export function OrdersPanel({ onViewClient }: { onViewClient: (submissionId: string) => void }) {
  const [search, setSearch] = useState('');
  const [stage, setStage] = useState<StageFilter>('all');
  const [page, setPage] = useState(1);
  const [editingTemplate, setEditingTemplate] = useState(false);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const isOwner = useAdminRole() === 'owner';
  const settledSearch = useDebounced(search.trim(), 300);
  const query = { search: settledSearch || undefined, stage, page, pageSize: ORDERS_PAGE_SIZE_DEFAULT };
  const orders = useQuery({ queryKey: ['admin-orders', query], queryFn: () => fetchOrders(query), placeholderData: keepPreviousData });

  useEffect(() => {
    if (orders.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [orders.isError]);

  const data = orders.data;
  return (
    <Card>
      <CardHeader className="gap-4 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Orders</CardTitle>
            <CardDescription>Sprint checkouts, one per lead and package: paid, pending, failed, abandoned when left unpaid, and refunded. A business's record sends the recovery email; the owner can refund a paid order within the {GUARANTEE_DAYS}-day money-back guarantee.</CardDescription>
          </div>
          <Button size="sm" variant="outline" onClick={() => setEditingTemplate(true)}>
            Recovery email template
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <Input label="Search orders" type="search" placeholder="Business name or email" value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} />
          <Select label="Stage" options={stageOptions} value={stage} onChange={(event) => { setStage(event.target.value as StageFilter); setPage(1); }} />
        </div>
      </CardHeader>
      {data && data.orders.length > 0 ? <OrdersTable orders={data.orders} onViewClient={onViewClient} onRefund={isOwner ? setRefunding : undefined} /> : null}
      {data && data.orders.length === 0 ? <p className="px-6 py-10 text-center text-sm text-ink-muted">No orders match.</p> : null}
      {!data ? <p className="px-6 py-10 text-center text-sm text-ink-muted">{orders.isError ? 'The orders could not be loaded.' : 'Loading orders...'}</p> : null}
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="orders" onPage={setPage} /> : null}
      <RecoveryTemplateDialog open={editingTemplate} onClose={() => setEditingTemplate(false)} />
      <RefundOrderDialog order={refunding} onClose={() => setRefunding(null)} />
    </Card>
  );
}
