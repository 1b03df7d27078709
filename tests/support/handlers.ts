/**
 * The web suites' shared msw handlers and fixture builders, typed against the API contract
 * (contract/src/), for the calls many screens make on the way: the profile, the search
 * history, the plan catalogue, folders, saved items, payment methods, suggestions and the free
 * analyses. A suite that tests one of these calls in depth still writes its own handler; these
 * are the plain answers.
 */
import { http, HttpResponse } from 'msw';
import type {
  AnalysedPost,
  BillingUserResponse,
  Folder,
  FolderListResponse,
  PaymentMethod,
  PaymentMethodsResponse,
  Plan,
  SavedItem,
  SavedItemListResponse,
  SearchHistoryEntry,
  SearchHistoryResponse,
  SubredditAnalysis,
  User,
} from '@subreddit-signal/contract';
import { planById, type PlanChangePreview } from '@subreddit-signal/contract';
import { apiUrl } from './msw';

/** A complete User (every field of the API's `user`) on the free tier; pass fields to override. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Jane Doe',
    email: 'jane@example.com',
    profilePhoto: null,
    avatar: null,
    enableNotification: true,
    availableCredits: 40,
    totalCredits: 50,
    subscribedPlan: null,
    subscribedPlanName: null,
    paymentStatus: 'inactive',
    planExpireOn: null,
    nextPaymentDate: null,
    ...overrides,
  };
}

/** Epoch seconds (planExpireOn, nextPaymentDate) at noon UTC, so the calendar day is the same in every time zone. */
export const epochDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 12) / 1000;

/** The fields of an active Pro subscriber: 150 of 200 credits, the period ends March 5, 2025 and renews then. */
export const proSubscriber = (overrides: Partial<User> = {}): Partial<User> => ({
  subscribedPlan: 'pro',
  subscribedPlanName: 'Pro',
  paymentStatus: 'active',
  availableCredits: 150,
  totalCredits: 200,
  planExpireOn: epochDay(2025, 3, 5),
  nextPaymentDate: epochDay(2025, 3, 5),
  ...overrides,
});

/** A folder as GET /folder/get-folder lists it. */
export function testFolder(id: string, name: string, createdAt = '2025-01-01T00:00:00.000Z'): Folder {
  return { _id: id, name, createdAt };
}

/** The plan catalogue: Basic (free), Pro (best value) and Ultimate. */
export const testPlans: Plan[] = [
  {
    _id: 'basic',
    id: 'basic',
    name: 'Basic',
    description: 'Find the right communities and see how they behave.',
    price: 0,
    features: ['Subreddit search by keyword', 'Free subreddit and post analysis'],
    isBestValue: false,
    monthlyCredits: 10,
  },
  {
    _id: 'pro',
    id: 'pro',
    name: 'Pro',
    description: 'For marketers who post every week and want it to land.',
    price: 29,
    features: ['Advanced subreddit and post analysis', 'AI post generator and first comments', '200 credits every month'],
    isBestValue: true,
    monthlyCredits: 200,
  },
  {
    _id: 'ultimate',
    id: 'ultimate',
    name: 'Ultimate',
    description: 'For agencies and teams running many communities at once.',
    price: 79,
    features: ['Everything in Pro', '1,000 credits every month'],
    isBestValue: false,
    monthlyCredits: 1000,
  },
];

/** GET /users/profile answering `user`; `calls` gets the time of each call. */
export function recordProfile(user: User = testUser()) {
  const calls: number[] = [];
  const handler = http.get(apiUrl('users/profile'), () => {
    calls.push(Date.now());
    return HttpResponse.json({ user });
  });
  return { handler, calls };
}

/** GET /users/profile answering `user`. */
export const profileHandler = (user: User = testUser()) => recordProfile(user).handler;

/** POST /reddit/subreddit-search-history answering `entries` (every page, every filter). */
export const historyHandler = (entries: SearchHistoryEntry[] = [], totalSearchHistory = entries.length) =>
  http.post(apiUrl('reddit/subreddit-search-history'), () =>
    HttpResponse.json<SearchHistoryResponse>({ data: entries, totalSearchHistory }),
  );

/** GET /plan/list answering the catalogue. */
export const plansHandler = (plans: Plan[] = testPlans) => http.get(apiUrl('plan/list'), () => HttpResponse.json<Plan[]>(plans));

/** GET /plan/list/payment-method answering `methods`. */
export const paymentMethodsHandler = (methods: PaymentMethod[] = []) =>
  http.get(apiUrl('plan/list/payment-method'), () => HttpResponse.json<PaymentMethodsResponse>({ data: methods }));

/** A saved card as GET /plan/list/payment-method lists it (brand, last four, expiry; never the number). */
export function testCard(id = 'pm_1', card: Partial<PaymentMethod['card']> = {}): PaymentMethod {
  return { id, card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2027, ...card } };
}

/** The answer of the plan calls that return the user (update-subscription, cancel, resume, sync). */
export const billingUserAnswer = (user: User, extra: Partial<Omit<BillingUserResponse, 'user'>> = {}) =>
  HttpResponse.json<BillingUserResponse>({ user, pending: false, ...extra });

/** The answer of POST /plan/subscribe and /plan/update-payment-method: where the browser goes next. */
export const checkoutUrlAnswer = (url: string) => HttpResponse.json<{ url: string }>({ url });

/** GET /folder/get-folder answering `folders`. */
export const foldersHandler = (folders: Folder[] = []) =>
  http.get(apiUrl('folder/get-folder'), () => HttpResponse.json<FolderListResponse>({ folder: folders }));

/** POST /saved-item/list answering `items` whatever the filter. */
export const savedItemsHandler = (items: SavedItem[] = []) =>
  http.post(apiUrl('saved-item/list'), () => HttpResponse.json<SavedItemListResponse>({ savedItems: items }));

/** POST /reddit/search-popular-subreddit answering `names` whatever the query. */
export const suggestionsHandler = (names: string[] = []) =>
  http.post(apiUrl('reddit/search-popular-subreddit'), () => HttpResponse.json<string[]>(names));

/** POST /reddit/subreddit-about (the free analysis) answering `analysis`. */
export const subredditAboutHandler = (analysis: SubredditAnalysis) =>
  http.post(apiUrl('reddit/subreddit-about'), () => HttpResponse.json<{ subreddit: SubredditAnalysis }>({ subreddit: analysis }));

/** POST /reddit/subreddit-post (the free post analysis) answering `analysis` and `post`. */
export const subredditPostHandler = (analysis: SubredditAnalysis, post: AnalysedPost) =>
  http.post(apiUrl('reddit/subreddit-post'), () =>
    HttpResponse.json<{ subreddit: SubredditAnalysis; post: AnalysedPost }>({ subreddit: analysis, post }),
  );

/** Records every POST to `path` (bodies in order) and answers with `answer`. */
export function recordPost(path: string, answer: (body: Record<string, unknown>, call: number) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  const handler = http.post(apiUrl(path), async ({ request }) => {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    bodies.push(body);
    return answer(body, bodies.length);
  });
  return { handler, bodies };
}

/** POST /plan/preview-change answering a preview of `kind` for whichever plan is asked about. */
export function planPreviewHandler(kind: PlanChangePreview['kind'], over: Partial<PlanChangePreview> = {}) {
  return recordPost('plan/preview-change', (body) => {
    const plan = planById(String(body.planId))!;
    const preview: PlanChangePreview = {
      kind,
      planId: plan.id,
      planName: plan.name,
      price: plan.priceCents / 100,
      currentPlanName: 'Pro',
      chargeNow: kind === 'new' ? plan.priceCents / 100 : 0,
      effectiveAt: kind === 'downgrade' || kind === 'cancel' ? 1741168800 : null,
      creditsAfter: plan.monthlyCredits,
      ...over,
    };
    return HttpResponse.json(preview);
  });
}
