/** @jest-environment node */
import { devOrigins, networkAddresses } from '@/lib/dev-phone/network-addresses.mjs';
import { forwardedHeaders, refusal } from '@/lib/dev-phone/network-gate.mjs';

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

describe('the gate between the network and the dev server', () => {
  it('names the address the request really came from, whatever the sender wrote', () => {
    const claimed = {
      host: 'localhost:3000',
      'x-forwarded-for': '127.0.0.1',
      forwarded: 'for=127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-forwarded-host': 'localhost',
      accept: 'text/html',
    };
    expect(forwardedHeaders(claimed, '192.168.1.40')).toEqual({ host: 'localhost:3000', accept: 'text/html', 'x-forwarded-for': '192.168.1.40' });
  });

  it('keeps Next.js’s own tools (source maps, stack frames, the editor launcher) to this computer, however the path is written', () => {
    for (const path of ['/__nextjs_original-stack-frames', '/__nextjs_launch-editor?file=x', '/%5F%5Fnextjs_source-map?filename=x', '/__nextjs_restart_dev']) {
      expect(refusal(path)).toBe('the dev server’s own tools answer this computer only');
    }
    expect(refusal('/%zz')).toBe('its address is not well formed');
    expect(refusal('/features/')).toBeUndefined();
    expect(refusal('/_next/static/chunks/main.js')).toBeUndefined();
  });
});
