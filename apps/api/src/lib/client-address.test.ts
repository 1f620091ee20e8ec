import { describe, expect, it } from 'vitest';
import { clientGroup, clientKey } from './client-address';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when a dual-stack socket writes it as IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 by its /64: every address a home or phone may pick is one client', () => {
    const a = clientKey('2001:db8:85a3:12::1');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(clientKey('2001:0db8:85a3:0012:ffff:eeee:dddd:cccc')).toBe(a);
    expect(clientKey('2001:db8:85a3:12:1234::9%eth0')).toBe(a);
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});

describe('clientGroup', () => {
  it('puts an IPv6 /64 in its /48 and leaves IPv4 addresses and accounts alone', () => {
    expect(clientGroup(clientKey('2001:db8:85a3:12::1'))).toBe('2001:db8:85a3::/48');
    expect(clientGroup(clientKey('2001:db8:85a3:ffff::1'))).toBe('2001:db8:85a3::/48');
    expect(clientGroup(clientKey('2001:db8:85a4:12::1'))).toBe('2001:db8:85a4::/48');
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('0b5c3c9e-7f43-4d8e-9a51-1f2e3d4c5b6a')).toBe(
      '0b5c3c9e-7f43-4d8e-9a51-1f2e3d4c5b6a',
    );
  });
});
