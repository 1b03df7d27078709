// Fastify's route config as this app extends it. Its own file so that every project compiling route
// modules (the server, and the tools project through bench and scripts) sees the same declaration.
import 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that reads only (the spec's analysis calls): it leaves the user's cached session alone. */
    readOnly?: boolean;
  }
}
