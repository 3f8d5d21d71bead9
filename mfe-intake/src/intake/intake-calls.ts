import { BusinessIntakeResponse, WorkflowSelectionResponse, type BusinessIntakeRequest, type WorkflowSelectionRequest } from '@biz/contracts';
import { callEndpoint } from '../api/endpoint-calls';

export function submitBusinessIntake(body: BusinessIntakeRequest): Promise<BusinessIntakeResponse> {
  return callEndpoint('businessIntake', BusinessIntakeResponse, { body });
}

export function submitWorkflowSelection(body: WorkflowSelectionRequest): Promise<WorkflowSelectionResponse> {
  return callEndpoint('workflowSelection', WorkflowSelectionResponse, { body });
}
