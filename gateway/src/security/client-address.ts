import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the hop `i` away from the gateway (0: the socket's peer), at `address`, is a proxy of ours. */
export type TrustProxy = (address: string, hop: number) => boolean;

const trustNone: TrustProxy = () => false;

/**
 * TRUST_PROXY, as Express reads `trust proxy`: `false` (default: the socket's peer is the client), the
 * number of proxies in front of the gateway, or their addresses, CIDR ranges and the names `loopback`,
 * `linklocal`, `uniquelocal`, comma-separated. Throws with the reason on anything else.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '0') return trustNone;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  // Express's `true` trusts every hop, so the client's own left-most claim would win: a forged address.
  if (text === 'true') throw new Error('true would believe any X-Forwarded-For a client sends: give the number of proxies in front of the gateway, or their addresses');
  return proxyAddr.compile(text.split(',').map((part) => part.trim()));
}

/** The client's address: X-Forwarded-For walked from the right past trusted proxies only; IPv4-mapped IPv6 as IPv4. */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string {
  const address = trust === trustNone ? (req.socket.remoteAddress ?? '') : proxyAddr(req, trust);
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/** X-Forwarded-Proto and the like are believed only from a trusted peer. */
export function fromTrustedProxy(req: IncomingMessage, trust: TrustProxy): boolean {
  return trust !== trustNone && trust(req.socket.remoteAddress ?? '', 0);
}
