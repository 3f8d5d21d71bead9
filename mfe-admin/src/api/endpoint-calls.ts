import { PublicEndpoints, StaffEndpoints } from '@biz/contracts';
import { endpointCalls } from '@biz/ui-kit';

/** The endpoints this front end calls, the public ones and the desk's: no portal's paths. */
export const { callEndpoint, downloadFile, fetchFile, endpointUrl } = endpointCalls({ ...PublicEndpoints, ...StaffEndpoints });
