import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pageLocation } from '@/shared/lib/browser';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import {
  billingUserAnswer,
  checkoutUrlAnswer,
  epochDay,
  paymentMethodsHandler,
  proSubscriber,
  recordPost,
  testCard,
  testUser,
} from '../support/handlers';
import { renderApp } from '../support/render';
import { findLazy } from '../support/lazy';
import { resetAppAfterEachTest } from '../support/app-reset';
import { expectConsoleError, unexpectedConsoleSoFar } from '../support/console-guard';

/**
 * The profile's Billing and credits tab (/profile?tab=Tabs2), from the billing
 * slice, placed by the app layer in the profile page: plan, credits, billing dates only while the
 * payment status is active ('Not subscribed yet' otherwise), saved cards or 'No payment methods
 * found', 'Update payment method', 'Cancel plan' with its confirmation, and the card-update return.
 */

resetAppAfterEachTest({ restoreAllMocks: true });

const PRO_ACTIVE = proSubscriber({ nextPaymentDate: epochDay(2025, 4, 5) });

const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const planCard = async () => within(await findLazy('region', { name: 'Current plan' }));
const methodsCard = async () => within(await findLazy('region', { name: 'Payment methods' }));

describe('Billing and credits', () => {
  it("free user: plan 'Free', credits bar, 'Not subscribed yet', no payment methods (404 only logged)", async () => {
    const consoleError = expectConsoleError(/^Could not load payment methods/);
    let calls = 0;
    server.use(
      http.get(apiUrl('plan/list/payment-method'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
    );
    renderApp('/profile?tab=Tabs2', { signedIn: { user: { availableCredits: 40, totalCredits: 50, planExpireOn: epochDay(2025, 3, 5) } } });
    const plan = await planCard();
    expect(plan.getByText('Free')).toBeInTheDocument();
    expect(plan.getByText('Inactive')).toBeInTheDocument();
    expect(plan.getByText(/of 50 credits available/)).toHaveTextContent('40 of 50 credits available');
    const bar = plan.getByRole('progressbar', { name: 'Credits available' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '50');
    expect(plan.getByText('Not subscribed yet')).toBeInTheDocument();
    // Dates show only while the payment status is active, even when the user carries one.
    expect(plan.queryByText('March 5, 2025')).not.toBeInTheDocument();
    expect(plan.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/plans');
    // Nothing to cancel on the free plan.
    expect(plan.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();

    expect(await (await methodsCard()).findByText('No payment methods found')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(consoleError).toHaveBeenCalledWith('Could not load payment methods', expect.anything());
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument(); // only logged, no toast
  });

  it('active subscriber: plan name, billing dates and the saved cards (brand, last four, expiry)', async () => {
    server.use(
      paymentMethodsHandler([testCard('pm_1'), testCard('pm_2', { brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2028 })]),
    );
    renderApp('/profile?tab=Tabs2', { signedIn: { user: PRO_ACTIVE } });
    const plan = await planCard();
    expect(plan.getByText('Pro')).toBeInTheDocument();
    expect(plan.getByText('Active')).toBeInTheDocument();
    expect(plan.getByText('Current period ends').nextElementSibling).toHaveTextContent('March 5, 2025');
    expect(plan.getByText('Next payment').nextElementSibling).toHaveTextContent('April 5, 2025');
    expect(plan.queryByText('Not subscribed yet')).not.toBeInTheDocument();
    expect(plan.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/plans');

    const methods = await methodsCard();
    const rows = await methods.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Visa');
    expect(rows[0]).toHaveTextContent('•••• 4242');
    expect(rows[0]).toHaveTextContent('Expires 03/2027');
    expect(rows[1]).toHaveTextContent('Mastercard');
    expect(rows[1]).toHaveTextContent('•••• 4444');
    expect(rows[1]).toHaveTextContent('Expires 11/2028');
    expect(methods.queryByText('No payment methods found')).not.toBeInTheDocument();
    expect(unexpectedConsoleSoFar()).not.toContainEqual(expect.stringContaining('Could not load payment methods'));
  });

  it("an empty list reads 'No payment methods found'", async () => {
    server.use(paymentMethodsHandler([]));
    renderApp('/profile?tab=Tabs2', { signedIn: { user: { subscribedPlanName: 'Basic' } } });
    expect(await (await methodsCard()).findByText('No payment methods found')).toBeInTheDocument();
    expect((await planCard()).getByText('Basic')).toBeInTheDocument();
  });

  it("a failed renewal: 'Inactive', 'Not subscribed yet' and the payment-failed notice; one 'Update payment method' button", async () => {
    server.use(paymentMethodsHandler([testCard()]));
    renderApp('/profile?tab=Tabs2', { signedIn: { user: { ...PRO_ACTIVE, paymentStatus: 'inactive', nextPaymentDate: null } } });
    const plan = await planCard();
    expect(plan.getByText('Inactive')).toBeInTheDocument();
    expect(plan.getByText('Not subscribed yet')).toBeInTheDocument();
    expect(plan.getByText('Your last payment failed. Update your payment method to keep Pro.')).toBeInTheDocument();
    await (await methodsCard()).findAllByRole('listitem');
    expect(screen.getAllByRole('button', { name: 'Update payment method' })).toHaveLength(1);
  });

  it("'Update payment method' opens the setup checkout", async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    const setup = recordPost('plan/update-payment-method', () => checkoutUrlAnswer('/api/plan/local-checkout/lcs_setup'));
    server.use(paymentMethodsHandler([]), setup.handler);
    const app = renderApp('/profile?tab=Tabs2', { signedIn: { user: PRO_ACTIVE } });
    await app.user.click(await (await methodsCard()).findByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/plan/local-checkout/lcs_setup'));
    expect(setup.bodies).toHaveLength(1);
  });

  it("'Update payment method' failing is only logged", async () => {
    const consoleError = expectConsoleError(/^Could not start the payment method update/);
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    server.use(
      paymentMethodsHandler([]),
      http.post(apiUrl('plan/update-payment-method'), () => HttpResponse.json({ message: 'Unavailable' }, { status: 502 })),
    );
    const app = renderApp('/profile?tab=Tabs2', { signedIn: { user: PRO_ACTIVE } });
    const button = await (await methodsCard()).findByRole('button', { name: 'Update payment method' });
    await app.user.click(button);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await waitFor(() => expect(button).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
  });

  it("'Cancel plan' asks first; 'Keep my plan' changes nothing; confirming cancels at the period's end", async () => {
    const cancelled = testUser({ ...PRO_ACTIVE, nextPaymentDate: null });
    const cancel = recordPost('plan/cancel', () =>
      billingUserAnswer(cancelled, { message: 'Your plan stays active until the end of the period, then changes to Basic.' }),
    );
    server.use(paymentMethodsHandler([testCard()]), cancel.handler);
    const app = renderApp('/profile?tab=Tabs2', { signedIn: { user: PRO_ACTIVE } });
    const plan = await planCard();

    await app.user.click(plan.getByRole('button', { name: 'Cancel plan' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Cancel your plan?' }));
    expect(
      dialog.getByText('You keep Pro and its credits until March 5, 2025. After that your account moves to Basic.'),
    ).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel.bodies).toHaveLength(0);

    await app.user.click(plan.getByRole('button', { name: 'Cancel plan' }));
    dialog = within(screen.getByRole('dialog', { name: 'Cancel your plan?' }));
    await app.user.click(dialog.getByRole('button', { name: 'Cancel plan' }));
    expect(
      await within(toasts()).findByText('Your plan stays active until the end of the period, then changes to Basic.'),
    ).toBeInTheDocument();
    expect(cancel.bodies).toHaveLength(1);
    expect(session.user()).toEqual(cancelled);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Now scheduled to end: the notice offers to keep it, and there is nothing left to cancel.
    expect(plan.getByText('Your Pro plan ends on March 5, 2025')).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Keep Pro' })).toBeInTheDocument();
    expect(plan.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    expect(plan.getByText('Next payment').nextElementSibling).toHaveTextContent('—');
  });

  it('a refused cancellation shows the server message and keeps the dialog', async () => {
    server.use(
      paymentMethodsHandler([]),
      http.post(apiUrl('plan/cancel'), () => HttpResponse.json({ message: 'You have no paid plan to cancel.' }, { status: 409 })),
    );
    const app = renderApp('/profile?tab=Tabs2', { signedIn: { user: PRO_ACTIVE } });
    await app.user.click((await planCard()).getByRole('button', { name: 'Cancel plan' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel your plan?' }));
    await app.user.click(dialog.getByRole('button', { name: 'Cancel plan' }));
    expect(await within(toasts()).findByText('You have no paid plan to cancel.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel your plan?' })).toBeInTheDocument();
    expect(session.user()?.nextPaymentDate).toBe(PRO_ACTIVE.nextPaymentDate);
  });

  it('back from the card update (session_id): sync, the new card listed, a toast, and the parameter dropped', async () => {
    let cards = [testCard('pm_old', { last4: '0002' })];
    const sync = recordPost('plan/sync', () => {
      cards = [testCard('pm_new', { last4: '4444', brand: 'mastercard' })];
      return billingUserAnswer(testUser(PRO_ACTIVE));
    });
    server.use(
      sync.handler,
      http.get(apiUrl('plan/list/payment-method'), () => HttpResponse.json({ data: cards })),
    );
    const app = renderApp('/profile?tab=Tabs2&session_id=lcs_setup_1', { signedIn: { user: PRO_ACTIVE } });
    expect(await within(toasts()).findByText('Your payment method has been updated.')).toBeInTheDocument();
    expect(sync.bodies).toEqual([{ sessionId: 'lcs_setup_1' }]);
    expect(await (await methodsCard()).findByText('•••• 4444')).toBeInTheDocument();
    await waitFor(() => expect(app.search()).toEqual({ tab: 'Tabs2' }));
    expect(app.search().session_id).toBeUndefined();
  });

  it('running low on credits: the warning and a link to /plans', async () => {
    server.use(paymentMethodsHandler([]));
    renderApp('/profile?tab=Tabs2', { signedIn: { user: { availableCredits: 2, totalCredits: 10 } } });
    const plan = await planCard();
    expect(plan.getByText('Running low: 2 credits left')).toBeInTheDocument();
    expect(plan.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/plans');
  });
});
