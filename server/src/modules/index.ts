import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { audiencesRoutes } from './audiences';
import { authRoutes } from './auth';
import { plansRoutes } from './billing';
import { draftsRoutes } from './drafts';
import { generationRoutes } from './generation';
import { reportsRoutes } from './reports';
import { researchRoutes } from './research';
import { savedIdeasRoutes } from './saved-ideas';
import { usersRoutes } from './users';

/** A module's HTTP routes, mounted under /api + `prefix`. */
export interface ModuleRoutes {
  name: string;
  /** '' mounts the routes at /api itself (saved ideas: /api/folder, /api/posts, ...). */
  prefix: string;
  routes: (deps: AppDeps) => FastifyPluginAsync;
}

/**
 * Every module that serves HTTP, in registration order: app.ts mounts exactly these. The libraries
 * (analysis, discovery, reddit) serve nothing themselves.
 */
export const MODULES: readonly ModuleRoutes[] = [
  { name: 'auth', prefix: '/auth', routes: authRoutes },
  { name: 'users', prefix: '/users', routes: usersRoutes },
  { name: 'billing', prefix: '/plan', routes: plansRoutes },
  { name: 'research', prefix: '/reddit', routes: researchRoutes },
  { name: 'generation', prefix: '/reddit', routes: generationRoutes },
  { name: 'drafts', prefix: '/reddit', routes: draftsRoutes },
  { name: 'saved-ideas', prefix: '', routes: savedIdeasRoutes },
  { name: 'reports', prefix: '/subscriber', routes: reportsRoutes },
  { name: 'audiences', prefix: '/audiences', routes: audiencesRoutes },
];
