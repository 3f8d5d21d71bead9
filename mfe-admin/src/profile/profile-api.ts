import { SubmissionProfileResponse } from '@biz/contracts';
import { callEndpoint } from '../api/endpoint-calls';

export const fetchSubmissionProfile = (id: string) => callEndpoint('submissionProfile', SubmissionProfileResponse, { params: { id } });
