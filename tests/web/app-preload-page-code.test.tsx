import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { session } from '@/shared/session';
import { createAppRouter, preloadPageCode } from '@/app/router';
import { TEST_ACCESS_TOKEN, TEST_REFRESH_TOKEN } from '../support/render';
import { testUser } from '../support/handlers';

// The entry asks for the current page's code before React's first render (issue 27, decision 039),
// except where a guard is about to send the visitor somewhere else.

function askedFor(pathname: string) {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    history: createMemoryHistory({ initialEntries: [pathname] }),
    scrollRestoration: false,
  });
  const asked: string[] = [];
  router.loadRouteChunk = (route: AnyRoute) => {
    asked.push(route.id);
    return Promise.resolve();
  };
  preloadPageCode(router, pathname);
  return asked;
}

afterEach(() => session.clear());

describe('preloadPageCode', () => {
  it('signed in: the layout and the paid analysis page of /advanced-subreddit-paid-analysis-results', () => {
    session.signIn({ user: testUser(), accessToken: TEST_ACCESS_TOKEN, refreshToken: TEST_REFRESH_TOKEN });
    expect(askedFor('/advanced-subreddit-paid-analysis-results')).toEqual([
      '__root__',
      '/protected',
      '/protected/app',
      '/protected/app/advanced-subreddit-paid-analysis-results',
    ]);
  });

  it('signed out: the login page of /login', () => {
    expect(askedFor('/login')).toEqual(['__root__', '/public', '/public/login']);
  });

  it('nothing where a guard redirects: a signed-out visit to a signed-in page, a signed-in visit to /login, an unknown path', () => {
    expect(askedFor('/advanced-subreddit-paid-analysis-results')).toEqual([]);
    expect(askedFor('/no-such-page')).toEqual([]);
    session.signIn({ user: testUser(), accessToken: TEST_ACCESS_TOKEN, refreshToken: TEST_REFRESH_TOKEN });
    expect(askedFor('/login')).toEqual([]);
  });
});
