import { screen, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';

/**
 * Lazily loaded pages and panels (React.lazy, lazyRouteComponent) compile their chunk on first use
 * in jsdom: over a second on a loaded machine, so findBy's default one-second wait fails there
 * although nothing is wrong. Their first appearance is awaited with this one generous timeout;
 * later waits on the loaded page keep the default.
 */
export const LAZY_LOAD_TIMEOUT = { timeout: 20_000 } as const;

/** The first element, by role, of a lazily loaded page or panel. */
export function findLazy(role: ByRoleMatcher, options?: ByRoleOptions): Promise<HTMLElement> {
  return screen.findByRole(role, options, LAZY_LOAD_TIMEOUT);
}
