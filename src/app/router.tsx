import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  Outlet,
  parseSearchWith,
  redirect,
  stringifySearchWith,
  useMatches,
  useNavigate,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, session } from '@/shared/session';
import { PageLoading } from '@/shared/ui';
import {
  validateAudienceSearch,
  validateGeneratorSearch,
  validateLoginSearch,
  validatePlansSearch,
  validateProfileSearch,
  validateQuerySearch,
  validateUrlSearch,
} from '@/shared/lib/search-params';
import '@/shared/lib/router-state';
import { APP_NAME, PAGE_META, type MetaPath } from './route-meta';
import { RouteError } from './RouteError';

/**
 * The route tree, code-based. Every page is a lazily loaded chunk
 * (`lazyRouteComponent`), so a first visit to /login loads only the router, the providers and
 * the login screen. Route components here are thin: they read validated search params and pass
 * them to the page as props, so pages stay router-agnostic and easy to test.
 */

export interface RouterContext {
  queryClient: QueryClient;
}

/** Gives a thin route wrapper the `preload` of the lazy page it renders, so the router fetches the chunk before rendering (and on link intent). */
function withChunk(wrapper: () => ReactNode, lazy: { preload?: () => Promise<void> | undefined }) {
  return Object.assign(wrapper, { preload: lazy.preload });
}

const meta = (path: MetaPath) => ({ meta: PAGE_META[path] });

/**
 * For a loader that starts a request from a lazily loaded module: runs `start` once the module is
 * there, without making the route wait for it. The module is the one the route's component comes
 * from, so no chunk is added or waited for beyond the page's own. If it fails to load, the page
 * asks on mount as it always could.
 */
function startWithChunk<M>(chunk: Promise<M>, start: (module: M) => void) {
  chunk.then(start).catch(() => undefined);
}

// ---------------------------------------------------------------- root

function RootComponent() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData?.meta)?.staticData.meta?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return <Outlet />;
}

/** Anything the tree does not know goes to /login. */
function NotFoundRedirect() {
  return <Navigate to="/login" replace />;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundRedirect,
});

// ---------------------------------------------------------------- public-only

/** Public routes are open only without an access token; a signed-in user goes to /home. */
const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  beforeLoad: () => {
    if (session.isAuthenticated()) throw redirect({ to: '/home', replace: true });
  },
});

const LoginPage = lazyRouteComponent(() => import('@/features/auth/pages/LoginPage'), 'LoginPage');
const CreateAccountPage = lazyRouteComponent(() => import('@/features/auth/pages/CreateAccountPage'), 'CreateAccountPage');
const ForgotPasswordPage = lazyRouteComponent(() => import('@/features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const OtpPage = lazyRouteComponent(() => import('@/features/auth/pages/OtpPage'), 'OtpPage');
const NewPasswordPage = lazyRouteComponent(() => import('@/features/auth/pages/NewPasswordPage'), 'NewPasswordPage');

function LoginRoute() {
  const search = loginRoute.useSearch();
  return <LoginPage search={search} />;
}
const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/login',
  validateSearch: validateLoginSearch,
  staticData: meta('/login'),
  component: withChunk(LoginRoute, LoginPage),
});
const createAccountRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/create-account',
  staticData: meta('/create-account'),
  component: CreateAccountPage,
});
const forgotPasswordRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/forgot-password',
  staticData: meta('/forgot-password'),
  component: ForgotPasswordPage,
});
const otpRoute = createRoute({ getParentRoute: () => publicRoute, path: '/otp', staticData: meta('/otp'), component: OtpPage });
const newPasswordRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/new-password',
  staticData: meta('/new-password'),
  component: NewPasswordPage,
});

// ---------------------------------------------------------------- open to anyone

const authRequiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth-required',
  staticData: meta('/auth-required'),
  component: lazyRouteComponent(() => import('./pages/AuthRequiredPage'), 'AuthRequiredPage'),
});

// ---------------------------------------------------------------- protected

/**
 * Renders protected routes only while a token exists; when the session goes away while a
 * protected screen is open (logout, failed refresh), it moves to /login.
 */
function ProtectedGate() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!authenticated) void navigate({ to: '/login', replace: true });
  }, [authenticated, navigate]);
  return authenticated ? <Outlet /> : null;
}

const protectedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'protected',
  beforeLoad: () => {
    if (!session.isAuthenticated()) throw redirect({ to: '/login', replace: true });
  },
  component: ProtectedGate,
});

/** /change-password is guarded but sits outside the main layout. */
const changePasswordRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/change-password',
  staticData: meta('/change-password'),
  component: lazyRouteComponent(() => import('@/features/profile/pages/ChangePasswordPage'), 'ChangePasswordPage'),
});

/** The sidebar treats /ai-post-generator as the generator; it is not a screen of its own. */
const aiPostGeneratorAliasRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/ai-post-generator',
  beforeLoad: () => {
    throw redirect({ to: '/ai-post-generator-results', replace: true });
  },
});

/** The signed-in layout: sidebar, header, main area. */
const appLayoutRoute = createRoute({
  getParentRoute: () => protectedRoute,
  id: 'app',
  component: lazyRouteComponent(() => import('./layout/AppLayout'), 'AppLayout'),
  // The profile request leaves with the layout's code instead of after the layout has drawn.
  loader: ({ context, preload }) => {
    if (!preload) startWithChunk(import('./layout/AppLayout'), (m) => m.prefetchProfile(context.queryClient));
  },
});

// Signed-in pages, each lazily loaded from its slice.
const HomePage = lazyRouteComponent(() => import('@/features/analysis/pages/HomePage'), 'HomePage');
const AnalyzePage = lazyRouteComponent(() => import('@/features/analysis/pages/AnalyzePage'), 'AnalyzePage');
const SearchResultsPage = lazyRouteComponent(() => import('@/features/analysis/pages/SearchResultsPage'), 'SearchResultsPage');
const SubredditFreeAnalysisPage = lazyRouteComponent(
  () => import('@/features/analysis/results/pages/SubredditFreeAnalysisPage'),
  'SubredditFreeAnalysisPage',
);
const SubredditPaidAnalysisPage = lazyRouteComponent(
  () => import('@/features/analysis/results/pages/SubredditPaidAnalysisPage'),
  'SubredditPaidAnalysisPage',
);
const PostFreeAnalysisPage = lazyRouteComponent(
  () => import('@/features/analysis/results/pages/PostFreeAnalysisPage'),
  'PostFreeAnalysisPage',
);
const PostPaidAnalysisPage = lazyRouteComponent(
  () => import('@/features/analysis/results/pages/PostPaidAnalysisPage'),
  'PostPaidAnalysisPage',
);
const AnalysisHistoryPage = lazyRouteComponent(() => import('@/features/analysis/pages/AnalysisHistoryPage'), 'AnalysisHistoryPage');
const PostIdeasPage = lazyRouteComponent(() => import('@/features/generator/pages/PostIdeasPage'), 'PostIdeasPage');
const ProfilePage = lazyRouteComponent(() => import('@/features/profile/pages/ProfilePage'), 'ProfilePage');
const PlansPage = lazyRouteComponent(() => import('@/features/billing/pages/PlansPage'), 'PlansPage');
const BillingTab = lazyRouteComponent(() => import('@/features/billing/ui/BillingTab'), 'BillingTab');
const AiPostGeneratorPage = lazyRouteComponent(() => import('@/features/generator/pages/AiPostGeneratorPage'), 'AiPostGeneratorPage');
const DraftCheckPanel = lazy(() => import('@/features/draft-check/ui/DraftCheckPanel').then((m) => ({ default: m.DraftCheckPanel })));
const GenerateCommentsPage = lazyRouteComponent(() => import('@/features/generator/pages/GenerateCommentsPage'), 'GenerateCommentsPage');
const SavedIdeasPage = lazyRouteComponent(() => import('@/features/saved-ideas/pages/SavedIdeasPage'), 'SavedIdeasPage');
const TrendsReportsPage = lazyRouteComponent(() => import('@/features/reports/pages/TrendsReportsPage'), 'TrendsReportsPage');
const TemplatesPage = lazyRouteComponent(() => import('@/features/generator/pages/TemplatesPage'), 'TemplatesPage');
const AudiencesPage = lazyRouteComponent(() => import('@/features/audiences/pages/AudiencesPage'), 'AudiencesPage');
const AudiencePage = lazyRouteComponent(() => import('@/features/audiences/pages/AudiencePage'), 'AudiencePage');

const homeRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/home', staticData: meta('/home'), component: HomePage });

function AnalyzeSubredditRoute() {
  return <AnalyzePage />;
}
const analyzeSubredditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/analyze-subreddit',
  staticData: meta('/analyze-subreddit'),
  component: withChunk(AnalyzeSubredditRoute, AnalyzePage),
});
/** The post landing: the same screen, opening in Reddit URL mode. */
function AnalyzePostRoute() {
  return <AnalyzePage initialMode="url" />;
}
const analyzePostRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/analyze-post',
  staticData: meta('/analyze-post'),
  component: withChunk(AnalyzePostRoute, AnalyzePage),
});
function AdvancedAnalysisRoute() {
  return <AnalyzePage advanced />;
}
const advancedAnalysisRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/advanced-analysis',
  staticData: meta('/advanced-analysis'),
  component: withChunk(AdvancedAnalysisRoute, AnalyzePage),
});
function PaidAnalyzePostRoute() {
  return <AnalyzePage advanced initialMode="url" />;
}
const paidAnalyzePostRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/paid-analyze-post',
  staticData: meta('/paid-analyze-post'),
  component: withChunk(PaidAnalyzePostRoute, AnalyzePage),
});

function SearchResultsRoute() {
  const { q } = subredditSearchResultsRoute.useSearch();
  return <SearchResultsPage q={q} />;
}
const subredditSearchResultsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/subreddit-search-results',
  validateSearch: validateQuerySearch,
  staticData: meta('/subreddit-search-results'),
  component: withChunk(SearchResultsRoute, SearchResultsPage),
});
function AdvancedSearchResultsRoute() {
  const { q } = advancedSearchResultsRoute.useSearch();
  return <SearchResultsPage q={q} advanced />;
}
const advancedSearchResultsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/advanced-subreddit-search-results',
  validateSearch: validateQuerySearch,
  staticData: meta('/advanced-subreddit-search-results'),
  component: withChunk(AdvancedSearchResultsRoute, SearchResultsPage),
});

function SubredditFreeAnalysisRoute() {
  const { q } = subredditFreeAnalysisRoute.useSearch();
  return <SubredditFreeAnalysisPage q={q} />;
}
const subredditFreeAnalysisRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/subreddit-free-analysis-results',
  validateSearch: validateQuerySearch,
  staticData: meta('/subreddit-free-analysis-results'),
  component: withChunk(SubredditFreeAnalysisRoute, SubredditFreeAnalysisPage),
});
function SubredditPaidAnalysisRoute() {
  const { q } = subredditPaidAnalysisRoute.useSearch();
  return <SubredditPaidAnalysisPage q={q} />;
}
const subredditPaidAnalysisRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/advanced-subreddit-paid-analysis-results',
  validateSearch: validateQuerySearch,
  staticData: meta('/advanced-subreddit-paid-analysis-results'),
  component: withChunk(SubredditPaidAnalysisRoute, SubredditPaidAnalysisPage),
  // The paid call leaves with the page's code, beside the profile request, not after both (it spends
  // a credit: never on a link-hover preload). The page's query then shares it.
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps, preload }) => {
    if (!preload)
      startWithChunk(import('@/features/analysis/results/pages/SubredditPaidAnalysisPage'), (m) =>
        m.startPaidSubredditAnalysis(context.queryClient, deps.q),
      );
  },
});

function PostFreeAnalysisRoute() {
  const { url } = postFreeAnalysisRoute.useSearch();
  return <PostFreeAnalysisPage url={url} />;
}
const postFreeAnalysisRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/post-free-analysis-results',
  validateSearch: validateUrlSearch,
  staticData: meta('/post-free-analysis-results'),
  component: withChunk(PostFreeAnalysisRoute, PostFreeAnalysisPage),
});
function PostPaidAnalysisRoute() {
  const { url } = postPaidAnalysisRoute.useSearch();
  return <PostPaidAnalysisPage url={url} />;
}
const postPaidAnalysisRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/post-paid-analysis-results',
  validateSearch: validateUrlSearch,
  staticData: meta('/post-paid-analysis-results'),
  component: withChunk(PostPaidAnalysisRoute, PostPaidAnalysisPage),
});

const analysisHistoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/analysis-history',
  staticData: meta('/analysis-history'),
  component: AnalysisHistoryPage,
});
const generatedPostIdeasRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/generated-post-ideas',
  staticData: meta('/generated-post-ideas'),
  component: PostIdeasPage,
});

/**
 * The profile slice's page with the billing slice's tab in its Tabs2 slot: the app layer composes
 * the two slices (they never import each other). `session_id` is the card-update checkout's return.
 */
function ProfileRoute() {
  const { tab, session_id } = profileRoute.useSearch();
  return <ProfilePage tab={tab} billingTab={(user) => <BillingTab user={user} sessionId={session_id} />} />;
}
const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/profile',
  validateSearch: validateProfileSearch,
  staticData: meta('/profile'),
  component: withChunk(ProfileRoute, ProfilePage),
  // Opening the billing tab directly (the user menu's credits, the card-update return) needs its chunk too.
  loader: ({ location }) => {
    if ((location.search as { tab?: string }).tab === 'Tabs2') void BillingTab.preload?.();
  },
});

function PlansRoute() {
  const { payment_status, session_id } = plansRoute.useSearch();
  return <PlansPage paymentStatus={payment_status} sessionId={session_id} />;
}
const plansRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/plans',
  validateSearch: validatePlansSearch,
  staticData: meta('/plans'),
  component: withChunk(PlansRoute, PlansPage),
});

/** The generator slice's page with the draft-check slice's 'Check my own draft' panel in its slot (composed here: slices do not import each other). */
function AiPostGeneratorRoute() {
  const { placeAudience } = aiPostGeneratorRoute.useSearch();
  return (
    <AiPostGeneratorPage
      placementAudienceId={placeAudience}
      draftCheck={
        <Suspense fallback={null}>
          <DraftCheckPanel />
        </Suspense>
      }
    />
  );
}
const aiPostGeneratorRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/ai-post-generator-results',
  validateSearch: validateGeneratorSearch,
  staticData: meta('/ai-post-generator-results'),
  component: withChunk(AiPostGeneratorRoute, AiPostGeneratorPage),
});
const generateCommentsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/generate-comments-responses',
  staticData: meta('/generate-comments-responses'),
  component: GenerateCommentsPage,
});
const savedIdeasRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/saved-ideas',
  staticData: meta('/saved-ideas'),
  component: SavedIdeasPage,
});
const trendsReportsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/trends-reports',
  staticData: meta('/trends-reports'),
  component: TrendsReportsPage,
});
const templatesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/templates',
  staticData: meta('/templates'),
  component: TemplatesPage,
});

function AudiencesRoute() {
  const { q } = audiencesRoute.useSearch();
  return <AudiencesPage q={q} />;
}
const audiencesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/audiences',
  validateSearch: validateQuerySearch,
  staticData: meta('/audiences'),
  component: withChunk(AudiencesRoute, AudiencesPage),
});
function AudienceRoute() {
  const search = audienceRoute.useSearch();
  const navigate = audienceRoute.useNavigate();
  return (
    <AudiencePage
      id={search.id}
      sort={search.sort}
      kind={search.kind}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
const audienceRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/audience',
  validateSearch: validateAudienceSearch,
  staticData: meta('/audience'),
  component: withChunk(AudienceRoute, AudiencePage),
});

// ---------------------------------------------------------------- unknown paths

/** Unknown paths redirect to /login (a signed-in user is then bounced on to /home). */
const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([loginRoute, createAccountRoute, forgotPasswordRoute, otpRoute, newPasswordRoute]),
  authRequiredRoute,
  protectedRoute.addChildren([
    changePasswordRoute,
    aiPostGeneratorAliasRoute,
    appLayoutRoute.addChildren([
      homeRoute,
      analyzeSubredditRoute,
      subredditSearchResultsRoute,
      subredditFreeAnalysisRoute,
      analysisHistoryRoute,
      profileRoute,
      generatedPostIdeasRoute,
      analyzePostRoute,
      postFreeAnalysisRoute,
      plansRoute,
      aiPostGeneratorRoute,
      generateCommentsRoute,
      advancedAnalysisRoute,
      advancedSearchResultsRoute,
      subredditPaidAnalysisRoute,
      paidAnalyzePostRoute,
      postPaidAnalysisRoute,
      savedIdeasRoute,
      trendsReportsRoute,
      templatesRoute,
      audiencesRoute,
      audienceRoute,
    ]),
  ]),
  catchAllRoute,
]);

/**
 * No JSON in the query string: `?q="x"` stays the text `"x"` and strings are written as-is
 * (`?q=123`, `?payment_status=1`, the URLs Stripe and Google return to) instead of the router's
 * default JSON quoting. The validators in shared/lib/search-params turn everything into strings.
 */
const parseSearch = parseSearchWith((value) => value);
const stringifySearch = stringifySearchWith(JSON.stringify);

export function createAppRouter(opts: { queryClient: QueryClient; history?: RouterHistory; scrollRestoration?: boolean }) {
  return createRouter({
    routeTree,
    history: opts.history,
    context: { queryClient: opts.queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router only preloads code.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundRedirect,
    scrollRestoration: opts.scrollRestoration ?? true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Asks for the code of the page at `pathname` at once, while React starts, instead of when the
 * router first renders: the page's chunks left ~100-150 ms after the entry began to run (issue 27).
 * Not where a guard will send the visitor elsewhere, whose code would load for nothing.
 */
export function preloadPageCode(router: AppRouter, pathname: string) {
  const [routes] = router.getMatchedRoutes(pathname);
  const redirected = session.isAuthenticated() ? publicRoute : protectedRoute;
  if (routes.some((route) => route === redirected || route === catchAllRoute)) return;
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined /* the router's own load reports it */);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
