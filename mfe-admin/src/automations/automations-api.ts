import { AutomationIngestTokenResponse, ChooseSprintWorkflowsResponse, ToastMessage, UpdateAutomationResponse, WorkflowCatalogResponse, type UpdateAutomationRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';
import { failureSaying, profileQueries } from '../api/write-helpers';

export const updateAutomation = (id: string, body: UpdateAutomationRequest) => callEndpoint('updateAutomation', UpdateAutomationResponse, { params: { id }, body });
export const issueAutomationIngestToken = (id: string) => callEndpoint('issueAutomationIngestToken', AutomationIngestTokenResponse, { params: { id }, body: {} });
export const fetchWorkflowCatalog = () => callEndpoint('workflowCatalog', WorkflowCatalogResponse);
export const chooseSprintWorkflows = (orderId: string, workflowIds: string[]) => callEndpoint('chooseSprintWorkflows', ChooseSprintWorkflowsResponse, { params: { id: orderId }, body: { workflowIds } });

export const useUpdateAutomation = () =>
  useEndpointMutation({ mutationFn: ({ id, changes }: { id: string; changes: UpdateAutomationRequest }) => updateAutomation(id, changes), failure: ToastMessage.automationUpdateFailed, invalidates: profileQueries });
export const useIssueAutomationIngestToken = () => useEndpointMutation({ mutationFn: issueAutomationIngestToken, failure: failureSaying('Token not issued'), invalidates: profileQueries });
export const useChooseSprintWorkflows = () =>
  useEndpointMutation({ mutationFn: ({ orderId, workflowIds }: { orderId: string; workflowIds: string[] }) => chooseSprintWorkflows(orderId, workflowIds), failure: failureSaying('Automations not chosen'), invalidates: profileQueries });
