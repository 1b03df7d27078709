import Fastify from 'fastify';
import { fastifyTrustProxy, loadConfig, parseTrustProxy } from '../../server/src/config';

/**
 * TRUST_PROXY (decision 022): behind a proxy that appends to X-Forwarded-For (HAProxy's `option
 * forwardfor`), a client can put any address in front; only a hop count or the proxies' own
 * addresses make the client address the one the proxy saw.
 */
describe('TRUST_PROXY', () => {
  it('reads true/false, a hop count, or a list of addresses and CIDRs; anything else stops the boot', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    for (const bad of ['0', 'maybe', '10.0.0.0/40', '10.0.0.1/8/2', 'proxy.example.com'])
      expect([bad, parseTrustProxy(bad)]).toEqual([bad, undefined]);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  /** The client address Fastify derives for a request from `remote` carrying X-Forwarded-For `xff`. */
  async function clientIp(setting: string, remote: string, xff: string) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)!) });
    app.get('/ip', async (req) => ({ ip: req.ip }));
    const res = await app.inject({ method: 'GET', url: '/ip', remoteAddress: remote, headers: { 'x-forwarded-for': xff } });
    await app.close();
    return (res.json() as { ip: string }).ip;
  }

  it('one hop: the address the proxy appended, not the one the client made up', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.66" (made up); HAProxy appended the real 198.51.100.7.
    expect(await clientIp('1', '10.0.0.5', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp('true', '10.0.0.5', '203.0.113.66, 198.51.100.7')).toBe('203.0.113.66'); // why `true` is unsafe there
  });

  it('a list: only the named proxies are trusted, and a stranger connecting directly cannot name an address', async () => {
    expect(await clientIp('10.0.0.0/8', '10.0.0.5', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp('10.0.0.0/8', '198.51.100.9', '192.0.2.1')).toBe('198.51.100.9');
  });
});
