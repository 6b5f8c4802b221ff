import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.js';

/** Expands an IPv6 address to its eight groups. */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
}

/**
 * The address limits are counted against: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 network,
 * since one subscriber usually gets a whole /64 and could otherwise rotate through endless addresses.
 */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip.toLowerCase())
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\./i.test(address);

/**
 * Requests from this machine only: the socket's peer is loopback (a forwarded header alone never makes a
 * request local), and so is the client a trusted proxy on this machine forwarded it for.
 */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress ?? '') && isLoopback(request.ip ?? '');
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. The client address is the right-most X-Forwarded-For entry not
 * trusted: with a list, walking from the socket peer leftwards past every trusted proxy address; with a hop
 * count n, the n-th entry from the right (the socket peer and the n - 1 entries after it are the proxies).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/** Why the trust setting lets any client choose its own address, or undefined when it does not. */
export function unboundedTrust(trust: TrustProxy): string | undefined {
  if (trust === true) return 'TRUST_PROXY=true trusts every peer';
  if (Array.isArray(trust) && trust.some((entry) => /\/0+$/.test(entry)))
    return `TRUST_PROXY=${trust.join(',')} trusts every address`;
  return undefined;
}
