// Fastify's route config as this app extends it. Its own file so that every project compiling route
// modules (the server, and the tools project through bench and scripts) sees the same declaration.
import 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that reads only (the spec's analysis calls): it leaves the user's cached session alone. */
    readOnly?: boolean;
    /**
     * A paid call that changes nothing about the user but spends one credit: its handler puts the
     * spend's balance in `req.auth.balance`, and the cached session keeps the user with that balance
     * instead of being dropped (decision 044). An error answer, or no balance, drops it as usual.
     */
    spendsOnly?: boolean;
  }
}
