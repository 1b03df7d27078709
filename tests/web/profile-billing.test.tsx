import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { paymentMethodsHandler } from '../support/handlers';
import { renderApp } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';
import { expectConsoleError, unexpectedConsoleSoFar } from '../support/console-guard';

resetAppAfterEachTest();

/** Noon UTC, so the calendar day is the same in every time zone the suite may run in. */
const epoch = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 12) / 1000;

const planCard = async () => within(await screen.findByRole('region', { name: 'Current plan' }));
const methodsCard = async () => within(await screen.findByRole('region', { name: 'Payment methods' }));

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
    renderApp('/profile?tab=Tabs2', { signedIn: { user: { availableCredits: 40, totalCredits: 50, planExpireOn: epoch(2025, 3, 5) } } });
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

    expect(await (await methodsCard()).findByText('No payment methods found')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(consoleError).toHaveBeenCalledWith('Could not load payment methods', expect.anything());
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument(); // only logged, no toast
  });

  it('active subscriber: plan name, billing dates and the saved card', async () => {
    server.use(
      paymentMethodsHandler([
        { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2027 } },
        { id: 'pm_2', card: { brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2028 } },
      ]),
    );
    renderApp('/profile?tab=Tabs2', {
      signedIn: {
        user: {
          subscribedPlan: 'pro',
          subscribedPlanName: 'Pro',
          paymentStatus: 'active',
          availableCredits: 150,
          totalCredits: 200,
          planExpireOn: epoch(2025, 3, 5),
          nextPaymentDate: epoch(2025, 4, 5),
        },
      },
    });
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
});
