/** @jest-environment node */
import { devOrigins, networkAddresses } from '@/lib/preview/network-addresses.mjs';
import { measure, SHARE_LIMITS } from '@/lib/preview/limits';

describe('share and search limits', () => {
  it('passes a text at its limit whole', () => {
    const text = 'x'.repeat(SHARE_LIMITS.searchTitle.max);
    expect(measure(text, 'searchTitle')).toEqual({ length: 60, max: 60, over: false, shown: text });
  });

  it('flags a text one character over, and shows it cut at a word with an ellipsis within the limit', () => {
    const text = `${'Grid planning '.repeat(4)}software`;
    const measured = measure(text, 'searchTitle');
    expect(measured).toMatchObject({ length: 64, max: 60, over: true });
    expect(measured.shown).toBe('Grid planning Grid planning Grid planning Grid planning…');
    expect([...measured.shown].length).toBeLessThanOrEqual(60);
  });

  it('counts characters as a reader sees them, not UTF-16 units', () => {
    expect(measure('⚡'.repeat(70), 'cardTitle').over).toBe(false);
    expect(measure('⚡'.repeat(71), 'cardTitle').over).toBe(true);
  });
});

describe('the addresses a phone can reach the dev server at', () => {
  const interfaces = {
    lo: [
      { address: '127.0.0.1', family: 'IPv4', internal: true },
      { address: '::1', family: 'IPv6', internal: true },
    ],
    wlan0: [
      { address: '192.168.1.23', family: 'IPv4', internal: false },
      { address: 'fe80::1', family: 'IPv6', internal: false },
    ],
    docker0: [{ address: '172.17.0.1', family: 'IPv4', internal: false }],
  };

  it('are the IPv4 addresses of the interfaces that are not the loopback', () => {
    expect(networkAddresses(interfaces)).toEqual(['192.168.1.23', '172.17.0.1']);
    expect(networkAddresses({ lo: interfaces.lo })).toEqual([]);
  });

  it('come first among the allowed origins, then those in DEV_ORIGINS, each once', () => {
    expect(devOrigins(['192.168.1.23'], ' tunnel.example.com, ,192.168.1.23')).toEqual(['192.168.1.23', 'tunnel.example.com']);
    expect(devOrigins([], undefined)).toEqual([]);
  });
});
