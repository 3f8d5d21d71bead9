import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER } from '@biz/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * `@biz/server-kit/client-address`: the visitor's address as the gateway vouches for it. The gateway sends a
 * service the address it resolved with an HMAC of it under `CLIENT_ADDRESS_KEY`, which only the gateway and
 * the services hold (not the service-token secret: the internet-facing gateway never holds that one). A
 * service believes the address only with its proof, so a caller that reaches a service directly cannot
 * choose the address its rate limits and audit trail see. The proof binds the address alone: whoever could
 * read it off the service network could replay that one address, never make up another.
 */
export const DEVELOPMENT_CLIENT_ADDRESS_KEY = 'development-only: the client address the gateway vouches for';

export const ClientAddressEnv = {
  /** The key the gateway signs the visitor's address with for the services; the same in the gateway and each service. Production refuses the default. */
  CLIENT_ADDRESS_KEY: z.string().min(32, 'must be 32 characters or more (openssl rand -base64 32)').default(DEVELOPMENT_CLIENT_ADDRESS_KEY),
};

export const clientAddressProofOf = (key: string, address: string): string => createHmac('sha256', key).update(`client-address\n${address}`).digest('base64url');

/** The two headers the gateway sends: the address, and its proof. */
export const clientAddressHeaders = (key: string, address: string): Record<string, string> => ({ [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_PROOF_HEADER]: clientAddressProofOf(key, address) });

/** Whether the headers carry an address with the gateway's proof of it. */
export function hasProvenClientAddress(headers: Record<string, string | string[] | undefined>, key: string): boolean {
  const address = headers[CLIENT_ADDRESS_HEADER];
  const proof = headers[CLIENT_ADDRESS_PROOF_HEADER];
  if (typeof address !== 'string' || typeof proof !== 'string') return false;
  const expected = Buffer.from(clientAddressProofOf(key, address));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Production refuses the development key, in every process that holds one. */
export const clientAddressKeyProblems = (env: { NODE_ENV?: string; CLIENT_ADDRESS_KEY: string }): string[] =>
  env.NODE_ENV === 'production' && env.CLIENT_ADDRESS_KEY === DEVELOPMENT_CLIENT_ADDRESS_KEY ? ['CLIENT_ADDRESS_KEY: required in production: the key the gateway signs visitor addresses with for the services (openssl rand -base64 32)'] : [];
