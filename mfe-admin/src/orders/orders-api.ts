import { AdminOrdersResponse, AdminRefundOrderResponse, CheckoutRecoveryTemplateResponse, SendEmailResponse, ToastMessage, WithdrawCheckoutRecoveryResponse, type AdminOrdersQuery, type CheckoutRecoveryTemplate } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';
import { failureSaying, profileQueries } from '../api/write-helpers';

export const fetchOrders = (query: AdminOrdersQuery) => callEndpoint('adminOrders', AdminOrdersResponse, { query });
export const refundOrder = (id: string) => callEndpoint('adminRefundOrder', AdminRefundOrderResponse, { params: { id }, body: {} });
export const fetchRecoveryTemplate = () => callEndpoint('checkoutRecoveryTemplate', CheckoutRecoveryTemplateResponse);
export const updateRecoveryTemplate = (body: CheckoutRecoveryTemplate) => callEndpoint('updateCheckoutRecoveryTemplate', CheckoutRecoveryTemplateResponse, { body });
export const sendCheckoutRecovery = (id: string, orderId: string) => callEndpoint('sendCheckoutRecovery', SendEmailResponse, { params: { id }, body: { orderId } });
export const withdrawCheckoutRecovery = (id: string, orderId: string) => callEndpoint('withdrawCheckoutRecovery', WithdrawCheckoutRecoveryResponse, { params: { id }, body: { orderId } });

export const useRefundOrder = () => useEndpointMutation({ mutationFn: refundOrder, failure: failureSaying('Refund failed'), invalidates: [...profileQueries, ['admin-orders'], ['admin-dashboard'], ['pipeline-board']] });
export const recoveryTemplateKey = ['checkout-recovery-template'];
const recoveryTemplateFailed = { title: 'Template not saved', description: 'Please check the fields and try again.', destructive: true };
export const useUpdateRecoveryTemplate = () => useEndpointMutation({ mutationFn: updateRecoveryTemplate, failure: recoveryTemplateFailed, invalidates: [recoveryTemplateKey] });
export const useWithdrawCheckoutRecovery = () =>
  useEndpointMutation({ mutationFn: ({ id, orderId }: { id: string; orderId: string }) => withdrawCheckoutRecovery(id, orderId), failure: ToastMessage.resumeLinksNotWithdrawn, invalidates: profileQueries });
export const useSendCheckoutRecovery = () =>
  useEndpointMutation({ mutationFn: ({ id, orderId }: { id: string; orderId: string }) => sendCheckoutRecovery(id, orderId), failure: ToastMessage.emailSendFailed, invalidates: profileQueries });
