/**
 * The visitor's address as the gateway resolved it (trusted proxies skipped, see the gateway's
 * TRUST_PROXY). The gateway always sets it and drops any copy a client sends; a service believes it only
 * with the gateway's proof beside it (rate limits key on it), else it takes the socket's address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
/** The gateway's HMAC of that address (server-kit's `client-address`): a caller that reaches a service directly cannot make one. */
export const CLIENT_ADDRESS_PROOF_HEADER = 'x-client-address-proof';
