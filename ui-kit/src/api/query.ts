// `@biz/ui-kit/query`: imported by the remotes that query, not from the shared ui-kit, so a page whose
// remote does not query (the sprint pages) never loads react-query.
export { QueryScope } from './query-scope';
export { createQueryClient, getQueryFn } from './query-client';
export { endpointMutationOptions, useEndpointMutation, type EndpointMutationOptions } from './use-endpoint-mutation';
