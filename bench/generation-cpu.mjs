// Server CPU per paid call (decision 044's method, as a script): POST /api/reddit/generate-post at
// 20 connections, a fixed number of requests after a warm-up, and the server process's utime + stime
// from /proc/<pid>/stat over them. On a shared machine throughput swings by ±30 %; CPU per request
// moves far less, so A/B comparisons of the paid path use this figure.
//   node bench/generation-cpu.mjs [runs]     (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { generatePostBody, startCreditedServer } from './generation.mjs';

const WARM = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime and stime of a process in ms (Linux /proc): time in its own code, and in the kernel for it (the sockets, the WAL's writes). */
function cpuMsOf(/** @type {number} */ pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
}

async function load(
  /** @type {{ base: string, token: string }} */ server,
  /** @type {number} */ amount,
  /** @type {{ n: number }} */ counter,
) {
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const body = generatePostBody;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${server.base}/api/reddit/generate-post`,
        connections: 20,
        amount,
        requests: [{ method: 'POST', headers, setupRequest: (req) => ({ ...req, body: body(counter.n++) }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

const runs = Number(process.argv[2] ?? 3);
for (let r = 0; r < runs; r++) {
  const server = await startCreditedServer();
  try {
    const counter = { n: 0 };
    await load(server, WARM, counter);
    const before = cpuMsOf(/** @type {number} */ (server.pid));
    const res = /** @type {any} */ (await load(server, REQUESTS, counter));
    const after = cpuMsOf(/** @type {number} */ (server.pid));
    const cpu = after.user + after.system - before.user - before.system;
    console.log(
      JSON.stringify({
        database: server.database,
        cpuMsPerRequest: +(cpu / REQUESTS).toFixed(3),
        systemMsPerRequest: +((after.system - before.system) / REQUESTS).toFixed(3),
        reqPerSecond: Math.round(res.requests.average),
        errors: res.errors + res.non2xx,
        load: readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
      }),
    );
  } finally {
    await server.stop();
  }
}
