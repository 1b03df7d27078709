import net from 'node:net';

/**
 * A TCP port that is free on 127.0.0.1 right now (for servers started by tests and benchmarks).
 * @returns {Promise<number>}
 */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      // Listening on a TCP address, so address() is an AddressInfo (not a pipe name or null).
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
