import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.js';

describe('the rate-limit key of a client', () => {
  it('is the IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('is one shared key for a request whose connection closed (no address), not a crash', () => {
    expect(clientKey(undefined)).toBe('no-address');
  });
});
