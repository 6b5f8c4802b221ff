import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyRequest } from 'fastify';
import { clientAddress, isLoopbackPeer } from '../client-address.js';

const request = (ip: string) => ({ ip, socket: { remoteAddress: ip } }) as unknown as FastifyRequest;

test('limits count IPv4 as is (also IPv4-mapped) and IPv6 by its /64 network', () => {
  assert.equal(clientAddress(request('203.0.113.9')), '203.0.113.9');
  assert.equal(clientAddress(request('::ffff:203.0.113.9')), '203.0.113.9');
  const a = clientAddress(request('2001:db8:1:2:aaaa::1'));
  const b = clientAddress(request('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
  assert.equal(a, '2001:db8:1:2::/64');
  assert.equal(a, b, 'rotating within one /64 does not open a fresh budget');
  assert.notEqual(clientAddress(request('2001:db8:1:3::1')), a);
  assert.equal(clientAddress(request('::1')), '0:0:0:0::/64');
});

test('only loopback peers count as this machine', () => {
  for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10'])
    assert.equal(isLoopbackPeer(request(ip)), true, ip);
  for (const ip of ['10.0.0.1', '::ffff:192.168.1.2', '2001:db8::1', ''])
    assert.equal(isLoopbackPeer(request(ip)), false, ip);
});
