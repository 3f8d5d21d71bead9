import { AdminDashboardResponse, MyDayResponse, planPdfFileName, SUBMISSIONS_CSV_FILE_NAME, ToastMessage, type AdminDashboardQuery, type MyDayQuery, type Submission, type SubmissionsExportQuery } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, downloadFile } from './endpoint-calls';

// The calls of the desk's first screens: the dashboard's figures and table, and "My day". The session's are in
// session-api.ts; a feature's own calls live beside it (calls/calls-api.ts, orders/orders-api.ts...), so
// that its schemas load with its code, when it is first shown.

export const fetchDashboard = (query: AdminDashboardQuery) => callEndpoint('adminDashboard', AdminDashboardResponse, { query });
export const fetchMyDay = (query: MyDayQuery) => callEndpoint('myDay', MyDayResponse, { query });
/** "My day" of one scope, as the My day view's panel reads it. */
export const myDayQuery = (scope: MyDayResponse['scope']) => queryOptions({ queryKey: ['my-day', scope], queryFn: () => fetchMyDay({ scope }) });

// Downloads: files fetched (not followed as links) so a failure is the spec's toast.
export const useDownloadPlanPdf = () =>
  useEndpointMutation({
    mutationFn: ({ id, businessName }: Pick<Submission, 'id' | 'businessName'>) => downloadFile('planPdf', { params: { id } }, planPdfFileName(businessName)),
    failure: ToastMessage.pdfDownloadFailed,
    concurrent: true,
  });
export const useExportSubmissions = () =>
  useEndpointMutation({ mutationFn: (query: SubmissionsExportQuery) => downloadFile('exportSubmissions', { query }, SUBMISSIONS_CSV_FILE_NAME), failure: ToastMessage.exportDownloadFailed });
