import { ToastMessage, type BusinessIntakeRequest, type WorkflowSelectionRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';

// The calls bring the response schemas (zod, the largest piece of this remote): they load when the visitor
// first focuses the form (see intake-form.tsx), not with the page.
const loadCalls = () => import('./intake-calls');
export const preloadIntakeCalls = () => void loadCalls();

export const useBusinessIntake = () =>
  useEndpointMutation({ mutationFn: async (body: BusinessIntakeRequest) => (await loadCalls()).submitBusinessIntake(body), failure: ToastMessage.intakeFailed });
export const useWorkflowSelection = () =>
  useEndpointMutation({ mutationFn: async (body: WorkflowSelectionRequest) => (await loadCalls()).submitWorkflowSelection(body), failure: ToastMessage.selectionFailed });
