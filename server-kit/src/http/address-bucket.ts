import { isIPv6 } from 'node:net';

/**
 * What a rate limit counts by: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * network: a client that may pick any of 2^64 addresses would otherwise get a fresh limit per request).
 */
export function addressBucketOf(address: string): string {
  const bare = address.split('%', 1)[0];
  if (!isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  const [head, tail] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) fills two groups; only the first four groups matter here.
  const right = tail === undefined ? [] : tail ? tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
