import { z } from 'zod';
import { EntityId } from '../common';
import { Order, OrderListQuery, OrderListResponse } from '../billing/orders';

/** GET /api/admin/orders?stage=&search=&page=&pageSize=: the sprint orders, newest first (svc-billing's list). */
export const AdminOrdersQuery = OrderListQuery.omit({ email: true });
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

/** An order with the submission its lead's email made, when there is one (the newest). */
export const AdminOrder = Order.extend({ submissionId: EntityId.nullable() });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrdersResponse = OrderListResponse.extend({ orders: z.array(AdminOrder) });
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;
