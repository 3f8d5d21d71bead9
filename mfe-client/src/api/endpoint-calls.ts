import { ClientEndpoints, PublicEndpoints } from '@biz/contracts';
import { endpointCalls } from '@biz/ui-kit';

/** The endpoints this front end calls, the public ones and the portal's: no desk's paths. */
export const { callEndpoint, downloadFile, fetchFile, endpointUrl } = endpointCalls({ ...PublicEndpoints, ...ClientEndpoints });
