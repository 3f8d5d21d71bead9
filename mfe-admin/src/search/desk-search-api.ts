import { DeskSearchResponse } from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';

export const fetchDeskSearch = (q: string) => callEndpoint('deskSearch', DeskSearchResponse, { query: { q } });
