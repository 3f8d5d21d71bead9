import {
  BusinessIntakeResponse,
  WorkflowSelectionResponse,
  type BusinessIntakeRequest,
  type WorkflowSelectionRequest,
} from '@biz/contracts';
import { apiRequest } from '@biz/ui-kit';

export async function submitBusinessIntake(body: BusinessIntakeRequest): Promise<BusinessIntakeResponse> {
  const res = await apiRequest('POST', '/api/business-intake', body);
  return BusinessIntakeResponse.parse(await res.json());
}

export async function submitWorkflowSelection(body: WorkflowSelectionRequest): Promise<WorkflowSelectionResponse> {
  const res = await apiRequest('POST', '/api/workflow-selection', body);
  return WorkflowSelectionResponse.parse(await res.json());
}
