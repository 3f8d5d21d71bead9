import { NewBusinessResponse, SetHourValueResponse, SubmissionProfileResponse, type NewBusinessRequest } from '@biz/contracts';
import { callEndpoint } from '../api/endpoint-calls';
import { fetchSubmissionProfile } from '../profile/profile-api';

/**
 * The record the page shows: the business (by its id, or one of its submissions') at its latest submission,
 * or at the submission asked for. Under the profile's key, so every write that changes a record reads it again;
 * kept half a minute, so the page that a submission's address lands on takes the answer that sent it there.
 */
export const businessRecordQuery = (id: string, shownSubmission: string | null) => ({
  queryKey: ['client-profile', 'record', id, shownSubmission],
  queryFn: () => (shownSubmission ? fetchSubmissionProfile(shownSubmission) : fetchBusinessRecord(id)),
  staleTime: 30_000,
});

export const fetchBusinessRecord = (id: string) => callEndpoint('businessRecord', SubmissionProfileResponse, { params: { id } });

/** What a client's saved hour is worth (null: back to the agency's default). */
export const setHourValue = ({ accountId, hourValueCents }: { accountId: string; hourValueCents: number | null }) =>
  callEndpoint('setClientHourValue', SetHourValueResponse, { params: { id: accountId }, body: { hourValueCents } });

/** A business made by hand (or the one its email has already). */
export const createBusiness = (request: NewBusinessRequest) => callEndpoint('createBusiness', NewBusinessResponse, { body: request });
