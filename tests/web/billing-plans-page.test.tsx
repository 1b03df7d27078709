import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@subreddit-signal/contract';
import { pageLocation } from '@/shared/lib/browser';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import {
  billingUserAnswer,
  checkoutUrlAnswer,
  planPreviewHandler as previewHandler,
  plansHandler,
  proSubscriber,
  recordPost,
  testPlans,
  testUser,
} from '../support/handlers';
import { resetAppAfterEachTest } from '../support/app-reset';
import { expectConsoleError } from '../support/console-guard';

/**
 * /plans: the cards and their buttons per payment
 * status, the purchase (checkout or in place), the message after the checkout (3 seconds), the
 * failed-renewal and scheduled-end notices, and the failures that are only logged.
 */

resetAppAfterEachTest({ restoreAllMocks: true });
afterEach(() => jest.useRealTimers());

const FREE: Partial<User> = {
  subscribedPlan: 'basic',
  subscribedPlanName: 'Basic',
  paymentStatus: 'inactive',
  availableCredits: 8,
  totalCredits: 10,
};
const PRO_ACTIVE = proSubscriber();
/** Pro whose renewal failed: the plan is kept, the payment status went inactive. */
const PRO_PAST_DUE: Partial<User> = { ...PRO_ACTIVE, paymentStatus: 'inactive', nextPaymentDate: null };
/** Pro cancelled at the period's end: still active, no next payment. */
const PRO_ENDING: Partial<User> = { ...PRO_ACTIVE, nextPaymentDate: null };

const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const card = (name: string) => within(screen.getByRole('article', { name }));
const buttonOf = (name: string) => card(name).getByRole('button');

async function openPlans(user: Partial<User> = FREE, path = '/plans') {
  const app = renderApp(path, { signedIn: { user } });
  await screen.findAllByRole('article');
  return app;
}

/** Presses the confirmation dialog's button. */
async function confirmIn(app: { user: { click: (el: Element) => Promise<void> } }, name: string | RegExp) {
  const dialog = await screen.findByRole('dialog');
  await app.user.click(within(dialog).getByRole('button', { name }));
}

/** Lets promises and React work settle while timers are fake (nextTick is left real). */
const flush = () => act(() => new Promise<void>((r) => process.nextTick(r)));

function mockRedirect() {
  return jest.spyOn(pageLocation, 'assign').mockImplementation(() => {});
}

describe('/plans: cards and buttons', () => {
  beforeEach(() => server.use(plansHandler()));

  it('one card per plan: name (h2), description, price per month, features and the best-value flag', async () => {
    await openPlans();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Basic',
      'Pro',
      'Ultimate',
    ]);
    expect(card('Pro').getByText('For marketers who post every week and want it to land.')).toBeInTheDocument();
    expect(card('Pro').getByText('$29 per month')).toBeInTheDocument();
    expect(card('Pro').getByRole('list', { name: 'Pro features' })).toHaveTextContent('200 credits every month');
    expect(card('Pro').getByText('Best value')).toBeInTheDocument();
    expect(card('Ultimate').queryByText('Best value')).not.toBeInTheDocument();
  });

  it("free user, payment not active: Basic is the 'Active Plan', then 'Get Pro' and 'Get Ultimate'", async () => {
    await openPlans(FREE);
    expect(buttonOf('Basic')).toHaveTextContent('Active Plan');
    expect(buttonOf('Basic')).toBeDisabled();
    expect(buttonOf('Pro')).toHaveTextContent('Get Pro');
    expect(buttonOf('Ultimate')).toHaveTextContent('Get Ultimate');
    expect(buttonOf('Pro')).toBeEnabled();
  });

  it("no plan at all: 'Start for free' on Basic", async () => {
    await openPlans({ subscribedPlan: null, subscribedPlanName: null, paymentStatus: 'inactive' });
    expect(buttonOf('Basic')).toHaveTextContent('Start for free');
    expect(buttonOf('Pro')).toHaveTextContent('Get Pro');
  });

  it("active Pro: Pro is the 'Active Plan', Ultimate 'Upgrade Plan', Basic 'Downgrade'; no notice", async () => {
    await openPlans(PRO_ACTIVE);
    expect(buttonOf('Pro')).toHaveTextContent('Active Plan');
    expect(buttonOf('Ultimate')).toHaveTextContent('Upgrade Plan');
    expect(buttonOf('Basic')).toHaveTextContent('Downgrade');
    expect(screen.queryByText(/Your last payment failed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/plan ends on/)).not.toBeInTheDocument();
  });

  it("'Active Plan' cannot be pressed: no call is made", async () => {
    const app = await openPlans(PRO_ACTIVE);
    const active = card('Pro').getByRole('button', { name: 'Active Plan' });
    expect(active).toBeDisabled();
    await app.user.click(active);
    // Any call would have no handler here and fail the test (msw 'error' strategy).
    expect(screen.queryByText('Your plan has been updated.')).not.toBeInTheDocument();
  });

  it("paid but the payment failed: 'Get Ultimate' (not 'Upgrade Plan'), and a banner whose button updates the card", async () => {
    const assign = mockRedirect();
    const setup = recordPost('plan/update-payment-method', () => checkoutUrlAnswer('https://checkout.example/setup_1'));
    server.use(setup.handler);
    const app = await openPlans(PRO_PAST_DUE);
    expect(buttonOf('Pro')).toHaveTextContent('Active Plan');
    expect(buttonOf('Ultimate')).toHaveTextContent('Get Ultimate');
    expect(screen.getByText('Your last payment failed. Update your payment method to keep Pro.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/setup_1'));
    expect(setup.bodies).toHaveLength(1);
  });

  it("a scheduled cancellation: 'Your Pro plan ends on …' and 'Keep Pro' resumes it", async () => {
    const resume = recordPost('plan/resume', () => billingUserAnswer(testUser(PRO_ACTIVE)));
    server.use(resume.handler);
    const app = await openPlans(PRO_ENDING);
    expect(screen.getByText('Your Pro plan ends on March 5, 2025')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Keep Pro' }));
    expect(await within(toasts()).findByText('Your Pro plan will renew as usual.')).toBeInTheDocument();
    expect(resume.bodies).toHaveLength(1);
    expect(session.user()?.nextPaymentDate).toBe(PRO_ACTIVE.nextPaymentDate);
    expect(screen.queryByText(/plan ends on/)).not.toBeInTheDocument();
  });
});

describe('/plans: purchase', () => {
  beforeEach(() => server.use(plansHandler()));

  it('no saved card, payment not active: POST /plan/subscribe and off to the checkout URL', async () => {
    const assign = mockRedirect();
    const subscribe = recordPost('plan/subscribe', () => checkoutUrlAnswer('/api/plan/local-checkout/lcs_abc'));
    const preview = previewHandler('new', { checkout: true });
    server.use(preview.handler, subscribe.handler);
    const app = await openPlans(FREE);
    await app.user.click(card('Pro').getByRole('button', { name: 'Get Pro' }));
    // The dialog names the plan, its price, the charge and the credits before anything is bought.
    const dialog = within(await screen.findByRole('dialog', { name: 'Get Pro?' }));
    expect(dialog.getByText(/\$29\.00 is charged now on the secure checkout page, then \$29\/month/)).toBeInTheDocument();
    expect(dialog.getByText('Your credits become 200 credits, renewed every month.')).toBeInTheDocument();
    expect(subscribe.bodies).toHaveLength(0);
    await confirmIn(app, 'Continue to payment');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/plan/local-checkout/lcs_abc'));
    expect(preview.bodies).toEqual([{ planId: 'pro' }]);
    expect(subscribe.bodies).toEqual([{ planId: 'pro' }]);
    // The page is leaving: the confirm button keeps its spinner.
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue to payment' })).toHaveAttribute('aria-busy', 'true');
  });

  it("'Not now' closes the confirmation and changes nothing", async () => {
    const preview = previewHandler('upgrade', { chargeNow: 33.42, creditsAfter: 1000 });
    server.use(preview.handler); // no update handler: a call would fail the test
    const app = await openPlans(PRO_ACTIVE);
    await app.user.click(card('Ultimate').getByRole('button', { name: 'Upgrade Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to Ultimate?' }));
    expect(
      dialog.getByText(
        /\$33\.42 is charged now to your saved card: the price difference for the rest of this billing period\. Then \$79\/month\./,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('The change takes effect at once.')).toBeInTheDocument();
    expect(dialog.getByText('Your credits go up to 1,000 credits now.')).toBeInTheDocument();
    await confirmIn(app, 'Not now');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.user()?.subscribedPlan).toBe('pro');
  });

  it('a downgrade is confirmed with its date and credits; the plan stays until then and the notice offers the undo', async () => {
    const scheduled = testUser({ ...PRO_ACTIVE, subscribedPlan: 'ultimate', subscribedPlanName: 'Ultimate', scheduledPlan: 'pro' });
    const update = recordPost('plan/update-subscription', () =>
      billingUserAnswer(scheduled, { message: 'Your plan changes to Pro on March 5, 2025.' }),
    );
    server.use(previewHandler('downgrade', { currentPlanName: 'Ultimate' }).handler, update.handler);
    const app = await openPlans({ ...PRO_ACTIVE, subscribedPlan: 'ultimate', subscribedPlanName: 'Ultimate' });
    // Pro's best-value highlight does not turn its downgrade into the page's main call to action.
    expect(card('Pro').getByRole('button', { name: 'Downgrade' })).toHaveClass('btn--secondary');
    await app.user.click(card('Pro').getByRole('button', { name: 'Downgrade' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Downgrade to Pro?' }));
    expect(dialog.getByText(/Nothing is charged now\. From March 5, 2025 you pay \$29\/month\./)).toBeInTheDocument();
    expect(dialog.getByText(/Until then you keep Ultimate and its features/)).toBeInTheDocument();
    expect(
      dialog.getByText(/your credits become 200 credits, Pro's monthly allowance\. Unused credits do not carry over\./),
    ).toBeInTheDocument();
    await confirmIn(app, 'Downgrade to Pro');
    expect(await within(toasts()).findByText('Your plan changes to Pro on March 5, 2025.')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ planId: 'pro' }]);
    expect(await screen.findByTestId('plan-scheduled-change')).toHaveTextContent('Your plan changes from Ultimate to Pro on March 5, 2025');
    expect(screen.getByRole('button', { name: 'Keep Ultimate' })).toBeEnabled();
    // Pro is not offered again while the change to it waits.
    expect(card('Pro').getByRole('button', { name: 'Scheduled' })).toBeDisabled();
  });

  it('a saved card: the plan changes in place and the returned user replaces the stored one', async () => {
    const upgraded = testUser({ ...PRO_ACTIVE, availableCredits: 200, totalCredits: 200 });
    const update = recordPost('plan/update-subscription', () => billingUserAnswer(upgraded));
    server.use(previewHandler('new', { checkout: false }).handler, update.handler);
    const app = await openPlans(FREE);
    await app.user.click(card('Pro').getByRole('button', { name: 'Get Pro' }));
    await confirmIn(app, 'Get Pro');
    expect(await within(toasts()).findByText('Your plan has been updated.')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ planId: 'pro' }]);
    expect(session.user()).toEqual(upgraded);
    await waitFor(() => expect(buttonOf('Pro')).toHaveTextContent('Active Plan'));
    expect(buttonOf('Ultimate')).toHaveTextContent('Upgrade Plan');
  });

  it('payment active: Basic is a confirmed move at the period end; the server message is the toast', async () => {
    const update = recordPost('plan/update-subscription', () =>
      billingUserAnswer(testUser({ ...PRO_ACTIVE, nextPaymentDate: null }), { message: 'Your plan changes to Basic on March 5, 2025.' }),
    );
    server.use(previewHandler('cancel').handler, update.handler);
    const app = await openPlans(PRO_ACTIVE);
    await app.user.click(card('Basic').getByRole('button', { name: 'Downgrade' }));
    await confirmIn(app, 'Move to Basic');
    expect(await within(toasts()).findByText('Your plan changes to Basic on March 5, 2025.')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ planId: 'basic' }]);
    expect(await screen.findByText('Your Pro plan ends on March 5, 2025')).toBeInTheDocument();
  });

  it('a change waiting for its payment (pending) says it applies once the payment goes through', async () => {
    const update = recordPost('plan/update-subscription', () => billingUserAnswer(testUser(PRO_ACTIVE), { pending: true }));
    server.use(previewHandler('upgrade').handler, update.handler);
    const app = await openPlans(PRO_ACTIVE);
    await app.user.click(card('Ultimate').getByRole('button', { name: 'Upgrade Plan' }));
    await confirmIn(app, 'Upgrade to Ultimate');
    expect(await within(toasts()).findByText('Your plan changes once the payment goes through.')).toBeInTheDocument();
    expect(buttonOf('Pro')).toHaveTextContent('Active Plan');
  });

  it.each([
    [402, 'Your card was declined.'],
    [409, 'Add a payment method first, or buy the plan through checkout.'],
  ])('a refused in-place change (%i) shows the server message in an error toast', async (status, message) => {
    server.use(
      previewHandler('new', { checkout: false }).handler,
      http.post(apiUrl('plan/update-subscription'), () => HttpResponse.json({ message, statusCode: status }, { status })),
    );
    const app = await openPlans(FREE);
    await app.user.click(card('Ultimate').getByRole('button', { name: 'Get Ultimate' }));
    await confirmIn(app, 'Get Ultimate');
    expect(await within(toasts()).findByText(message)).toBeInTheDocument();
    expect(buttonOf('Ultimate')).toBeEnabled();
    expect(session.user()?.subscribedPlan).toBe('basic');
  });

  it('a subscribe failure is only logged: no message, the button comes back', async () => {
    const consoleError = expectConsoleError(/^Could not start the checkout/);
    const assign = mockRedirect();
    server.use(
      previewHandler('new', { checkout: true }).handler,
      http.post(apiUrl('plan/subscribe'), () => HttpResponse.json({ message: 'Payments are unavailable' }, { status: 502 })),
    );
    const app = await openPlans(FREE);
    await app.user.click(card('Pro').getByRole('button', { name: 'Get Pro' }));
    await confirmIn(app, 'Continue to payment');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await waitFor(() => expect(buttonOf('Pro')).toBeEnabled());
    expect(screen.queryByText('Payments are unavailable')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/plans: back from the checkout (payment_status)', () => {
  beforeEach(() => server.use(plansHandler()));

  it('payment_status=1: POST /plan/sync with the session id, the stored user is replaced, the success message shows for 3 seconds', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const synced = testUser({ ...PRO_ACTIVE, availableCredits: 200, totalCredits: 200 });
    const sync = recordPost('plan/sync', async () => {
      await gate;
      return billingUserAnswer(synced);
    });
    server.use(sync.handler);
    const app = renderApp('/plans?payment_status=1&session_id=cs_test_42', { signedIn: { user: FREE } });
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    // The parameters are dropped from the address: a reload does not repeat the message.
    await waitFor(() => expect(app.search()).toEqual({}));
    expect(sync.bodies).toEqual([{ sessionId: 'cs_test_42' }]);

    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const success = 'Your Pro plan has been successfully purchased. Enjoy using our service!';
    await act(async () => release());
    for (let i = 0; i < 100 && !screen.queryByText(success); i++) await flush();
    expect(screen.getByText(success).closest('[role="status"]')).not.toBeNull();
    expect(session.user()).toEqual(synced);
    expect(buttonOf('Pro')).toHaveTextContent('Active Plan');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText(success)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(success)).not.toBeInTheDocument();
    expect(sync.bodies).toHaveLength(1);
  });

  it('payment_status=1 names the plan bought: Ultimate', async () => {
    server.use(
      recordPost('plan/sync', () =>
        billingUserAnswer(testUser({ ...PRO_ACTIVE, subscribedPlan: 'ultimate', subscribedPlanName: 'Ultimate' })),
      ).handler,
    );
    renderApp('/plans?payment_status=1', { signedIn: { user: FREE } });
    expect(await screen.findByText('Your Ultimate plan has been successfully purchased. Enjoy using our service!')).toBeInTheDocument();
  });

  it('payment_status=0: "Payment failed. Please try again." for 3 seconds, and no sync', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    renderApp('/plans?payment_status=0', { signedIn: { user: FREE } });
    for (let i = 0; i < 100 && !screen.queryByText('Payment failed. Please try again.'); i++) await flush();
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Payment failed. Please try again.')).not.toBeInTheDocument();
  });

  it('a failed sync is only logged; the message says the plan follows shortly', async () => {
    const consoleError = expectConsoleError(/^Could not confirm the payment/);
    server.use(http.post(apiUrl('plan/sync'), () => HttpResponse.json({ message: 'Payments are unavailable' }, { status: 502 })));
    renderApp('/plans?payment_status=1&session_id=cs_x', { signedIn: { user: FREE } });
    expect(await screen.findByText('Your payment went through. Your plan will be updated in a moment.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByText('Payments are unavailable')).not.toBeInTheDocument();
  });
});

describe('/plans: plan list failure', () => {
  it('is only logged: no message from the server, a neutral note and Try again', async () => {
    const consoleError = expectConsoleError(/^Could not load plans/);
    let fail = true;
    server.use(
      http.get(apiUrl('plan/list'), () =>
        fail ? HttpResponse.json({ message: 'Database is down' }, { status: 500 }) : HttpResponse.json(testPlans),
      ),
    );
    const app = renderApp('/plans', { signedIn: { user: FREE } });
    expect(await screen.findByText('Plans are not available right now.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not load plans', expect.anything());
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
