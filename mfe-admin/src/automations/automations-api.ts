import { AutomationIngestTokenResponse, AutomationRunReportsResponse, ChooseSprintWorkflowsResponse, ToastMessage, UpdateAutomationResponse, VoidRunReportResponse, WorkflowCatalogResponse, type UpdateAutomationRequest, type VoidRunReportRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/endpoint-calls';
import { failureSaying, profileQueries } from '../api/write-helpers';

export const updateAutomation = (id: string, body: UpdateAutomationRequest) => callEndpoint('updateAutomation', UpdateAutomationResponse, { params: { id }, body });
export const issueAutomationIngestToken = (id: string) => callEndpoint('issueAutomationIngestToken', AutomationIngestTokenResponse, { params: { id }, body: {} });
export const fetchRunReports = (id: string) => callEndpoint('automationRunReports', AutomationRunReportsResponse, { params: { id } });
export const voidRunReport = (id: string, body: VoidRunReportRequest) => callEndpoint('voidAutomationRunReport', VoidRunReportResponse, { params: { id }, body });
export const fetchWorkflowCatalog = () => callEndpoint('workflowCatalog', WorkflowCatalogResponse);
export const chooseSprintWorkflows = (orderId: string, workflowIds: string[]) => callEndpoint('chooseSprintWorkflows', ChooseSprintWorkflowsResponse, { params: { id: orderId }, body: { workflowIds } });

export const useUpdateAutomation = () =>
  useEndpointMutation({ mutationFn: ({ id, changes }: { id: string; changes: UpdateAutomationRequest }) => updateAutomation(id, changes), failure: ToastMessage.automationUpdateFailed, invalidates: profileQueries });
export const useIssueAutomationIngestToken = () => useEndpointMutation({ mutationFn: issueAutomationIngestToken, failure: failureSaying('Token not issued'), invalidates: profileQueries });
export const useChooseSprintWorkflows = () =>
  useEndpointMutation({ mutationFn: ({ orderId, workflowIds }: { orderId: string; workflowIds: string[] }) => chooseSprintWorkflows(orderId, workflowIds), failure: failureSaying('Automations not chosen'), invalidates: profileQueries });

/** An automation's newest run reports (the record lists them when opened). */
export const runReportsQuery = (id: string) => queryOptions({ queryKey: ['run-reports', id], queryFn: () => fetchRunReports(id) });
/** A voided report changes the list and every figure of the automation on the record. */
export const useVoidRunReport = () =>
  useEndpointMutation({ mutationFn: ({ id, request }: { id: string; request: VoidRunReportRequest }) => voidRunReport(id, request), failure: failureSaying('Report not voided'), invalidates: [['run-reports'], ...profileQueries] });
