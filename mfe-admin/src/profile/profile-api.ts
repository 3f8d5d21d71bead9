import { SubmissionProfileResponse } from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';

export const fetchSubmissionProfile = (id: string) => callEndpoint('submissionProfile', SubmissionProfileResponse, { params: { id } });
