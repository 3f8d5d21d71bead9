import { PublicEndpoints } from '@biz/contracts';
import { endpointCalls } from '@biz/ui-kit';

/** The endpoints this front end calls, the public ones only: the intake's pages carry no desk's or portal's paths. */
export const { callEndpoint, downloadFile, fetchFile, endpointUrl } = endpointCalls(PublicEndpoints);
