import net from 'node:net';

/** A TCP port that is free on 127.0.0.1 right now (for servers started by tests and benchmarks). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
