import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

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
  return `${ipv6Groups(ip.toLowerCase()).slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Loopback peers only, from the socket itself (never a forwarded header). */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return peer === '::1' || /^(::ffff:)?127\./i.test(peer);
}
