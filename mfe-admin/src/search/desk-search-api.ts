import { DeskSearchResponse } from '@biz/contracts';
import { callEndpoint } from '../api/endpoint-calls';

export const fetchDeskSearch = (q: string) => callEndpoint('deskSearch', DeskSearchResponse, { query: { q } });
