/**
 * The visitor's address as the gateway resolved it (trusted proxies skipped, see the gateway's
 * TRUST_PROXY). The gateway always sets it and drops any copy a client sends; services sit on an internal
 * network behind it, so this header is the only client address they believe (rate limits key on it).
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
