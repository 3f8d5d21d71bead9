import { DEVELOPMENT_SERVICE_TOKEN_SECRET, InternalClient, REQUEST_ID_HEADER, SERVICE_TOKEN_HEADER, SERVICE_TOKEN_SHAPE } from '@biz/server-kit';
import { MatchersV3 } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';

/** What svc-admin's consumer pacts with the other contexts share. */

const REQUEST_ID = 'c0ffee00-1234-4abc-8def-000000000001';

/**
 * Every call carries the admin request's id, so one request is traceable across the contexts' logs, and a
 * service token (a fresh one per call: the provider's verification signs its own in place of this example).
 */
export const traced = (request: V4RequestBuilder) =>
  request.headers({ [REQUEST_ID_HEADER]: MatchersV3.like(REQUEST_ID), [SERVICE_TOKEN_HEADER]: MatchersV3.regex(SERVICE_TOKEN_SHAPE.source, '1796200000.bm9uY2UtZXhhbXBsZS0xNg.c2VydmljZS10b2tlbi1leGFtcGxlLW9mLTQzLWNoYXJ') });

/** The real client svc-admin uses, pointed at the mock server, and the options of a traced call. */
export const internalClientOf = (url: string) => ({ client: new InternalClient({ baseUrl: url, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }), opts: { requestId: REQUEST_ID } });
