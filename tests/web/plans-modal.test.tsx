import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { PlansModal, planAction } from '@/entities/plan';
import type { Plan, User } from '@subreddit-signal/contract';
import { AppToaster } from '@/shared/toast/AppToaster';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import {
  billingUserAnswer,
  checkoutUrlAnswer,
  planPreviewHandler,
  plansHandler,
  recordPost,
  subredditAboutHandler,
  testPlans,
  testUser,
} from '../support/handlers';
import { pageLocation } from '@/shared/lib/browser';
import { session } from '@/shared/session';
import { freeAnalysis } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';
import { expectConsoleError } from '../support/console-guard';

resetAppAfterEachTest({ restoreAllMocks: true });

function renderModal(user: Partial<User> | null, onChoose = jest.fn(), onClose = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlansModal open onClose={onClose} user={user ? testUser(user) : null} onChoose={onChoose} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { onChoose, onClose, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Plans modal', () => {
  it('titles, text and one card per plan: name, description, price per month, features, best-value flag', async () => {
    server.use(plansHandler());
    renderModal({ subscribedPlan: null, subscribedPlanName: null, paymentStatus: 'inactive' });
    const dialog = screen.getByRole('dialog', { name: 'Unlock Premium Features' });
    expect(within(dialog).getByText("You've attempted to access a Pro feature. Select the plan that suits you best.")).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();

    const articles = await within(dialog).findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Basic', 'Pro', 'Ultimate']);

    const pro = card('Pro');
    expect(within(pro).getByText('For marketers who post every week and want it to land.')).toBeInTheDocument();
    expect(within(pro).getByText('$29 per month')).toBeInTheDocument();
    expect(within(pro).getByText('/month')).toBeInTheDocument();
    expect(
      within(within(pro).getByRole('list', { name: 'Pro features' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Advanced subreddit and post analysis', 'AI post generator and first comments', '200 credits every month']);
    expect(within(pro).getByText('Best value')).toBeInTheDocument();
    expect(within(card('Basic')).queryByText('Best value')).not.toBeInTheDocument();
    expect(within(card('Basic')).getByText('$0 per month')).toBeInTheDocument();
    expect(within(card('Ultimate')).getByText('$79 per month')).toBeInTheDocument();
  });

  it("no plan, payment not active: 'Start for free', 'Get Pro', 'Get Ultimate'; a choice reports the plan", async () => {
    server.use(plansHandler());
    const { onChoose, user } = renderModal({ subscribedPlan: null, paymentStatus: 'inactive' });
    await screen.findAllByRole('article');
    expect(within(card('Basic')).getByRole('button')).toHaveTextContent('Start for free');
    expect(within(card('Pro')).getByRole('button')).toHaveTextContent('Get Pro');
    expect(within(card('Ultimate')).getByRole('button')).toHaveTextContent('Get Ultimate');
    await user.click(within(card('Pro')).getByRole('button', { name: 'Get Pro' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ _id: 'pro', name: 'Pro' }));
  });

  it("Basic subscriber: Basic is the non-clickable 'Active Plan'", async () => {
    server.use(plansHandler());
    renderModal({ subscribedPlan: 'basic', subscribedPlanName: 'Basic', paymentStatus: 'inactive' });
    await screen.findAllByRole('article');
    expect(within(card('Basic')).getByRole('button', { name: 'Active Plan' })).toBeDisabled();
    expect(within(card('Pro')).getByRole('button', { name: 'Get Pro' })).toBeEnabled();
  });

  it("active Pro subscriber: Pro is 'Active Plan', Ultimate 'Upgrade Plan'", async () => {
    server.use(plansHandler());
    const { onChoose, user } = renderModal({ subscribedPlan: 'pro', subscribedPlanName: 'Pro', paymentStatus: 'active' });
    await screen.findAllByRole('article');
    const active = within(card('Pro')).getByRole('button', { name: 'Active Plan' });
    expect(active).toBeDisabled();
    await user.click(active);
    expect(onChoose).not.toHaveBeenCalled();
    expect(within(card('Ultimate')).getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
    expect(within(card('Basic')).getByRole('button', { name: 'Downgrade' })).toBeEnabled();
  });

  it('planAction follows the spec rules', () => {
    const plan = (p: Plan['name']) => testPlans.find((x) => x.name === p)!;
    expect(planAction(plan('Pro'), { subscribedPlan: 'pro', paymentStatus: 'inactive' })).toEqual({ kind: 'active', label: 'Active Plan' });
    expect(planAction(plan('Ultimate'), { subscribedPlan: 'pro', paymentStatus: 'inactive' })).toEqual({
      kind: 'choose',
      label: 'Get Ultimate',
    });
    expect(planAction(plan('Ultimate'), { subscribedPlan: 'pro', paymentStatus: 'active' })).toEqual({
      kind: 'choose',
      label: 'Upgrade Plan',
    });
    expect(planAction(plan('Basic'), null)).toEqual({ kind: 'choose', label: 'Start for free' });
    // Cheaper than the plan in force: 'Downgrade' (decision 022).
    expect(planAction(plan('Pro'), { subscribedPlan: 'ultimate', paymentStatus: 'active' })).toEqual({
      kind: 'choose',
      label: 'Downgrade',
    });
    expect(planAction(plan('Basic'), { subscribedPlan: 'pro', paymentStatus: 'active' })).toEqual({ kind: 'choose', label: 'Downgrade' });
    // A downgrade or cancel already scheduled: its target is not offered again.
    expect(planAction(plan('Pro'), { subscribedPlan: 'ultimate', paymentStatus: 'active', scheduledPlan: 'pro' })).toEqual({
      kind: 'scheduled',
      label: 'Scheduled',
    });
    expect(planAction(plan('Basic'), { subscribedPlan: 'ultimate', paymentStatus: 'active', scheduledPlan: 'pro' })).toEqual({
      kind: 'choose',
      label: 'Downgrade',
    });
  });

  it('a plan list failure is only logged: no toast, a neutral note and Try again', async () => {
    const consoleError = expectConsoleError(/^Could not load plans/);
    let fail = true;
    server.use(
      http.get(apiUrl('plan/list'), () =>
        fail ? HttpResponse.json({ message: 'Database is down' }, { status: 500 }) : HttpResponse.json(testPlans),
      ),
    );
    const { user } = renderModal(null);
    expect(await screen.findByText('Plans are not available right now.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not load plans', expect.anything());
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it("closes with 'Not now' and Escape", async () => {
    server.use(plansHandler());
    const { onClose, user } = renderModal(null);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('from the locked sample: a plan button starts the purchase as on /plans (checkout without a saved card); Not now keeps the page', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    const subscribe = recordPost('plan/subscribe', () => checkoutUrlAnswer('/api/plan/local-checkout/lcs_1'));
    server.use(
      subredditAboutHandler(freeAnalysis()),
      plansHandler(),
      planPreviewHandler('new', { checkout: true }).handler,
      subscribe.handler,
    );
    const app = renderApp('/subreddit-free-analysis-results?q=marketing', { signedIn: true });
    const link = await screen.findByRole('link', { name: 'Get a Detailed Analysis with PRO' });

    await app.user.click(link);
    let dialog = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/subreddit-free-analysis-results');

    await app.user.click(link);
    dialog = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'Get Pro' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Get Pro?' })).getByRole('button', { name: 'Continue to payment' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/plan/local-checkout/lcs_1'));
    expect(subscribe.bodies).toEqual([{ planId: 'pro' }]);
    expect(app.pathname()).toBe('/subreddit-free-analysis-results');
  });

  it('with a saved card the change happens in place: the stored user is replaced, a toast says so and the modal closes', async () => {
    const upgraded = testUser({
      subscribedPlan: 'pro',
      subscribedPlanName: 'Pro',
      paymentStatus: 'active',
      availableCredits: 200,
      totalCredits: 200,
    });
    const update = recordPost('plan/update-subscription', () => billingUserAnswer(upgraded));
    server.use(
      subredditAboutHandler(freeAnalysis()),
      plansHandler(),
      planPreviewHandler('new', { checkout: false }).handler,
      update.handler,
    );
    const app = renderApp('/subreddit-free-analysis-results?q=marketing', { signedIn: true });
    await app.user.click(await screen.findByRole('link', { name: 'Get a Detailed Analysis with PRO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'Get Pro' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Get Pro?' })).getByRole('button', { name: 'Get Pro' }));
    expect(await screen.findByText('Your plan has been updated.')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ planId: 'pro' }]);
    expect(session.user()).toEqual(upgraded);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a declined in-place change (402) shows the server message and keeps the modal open', async () => {
    const update = recordPost('plan/update-subscription', () => HttpResponse.json({ message: 'Your card was declined.' }, { status: 402 }));
    server.use(
      subredditAboutHandler(freeAnalysis()),
      plansHandler(),
      planPreviewHandler('new', { checkout: false }).handler,
      update.handler,
    );
    const app = renderApp('/subreddit-free-analysis-results?q=marketing', { signedIn: true });
    await app.user.click(await screen.findByRole('link', { name: 'Get a Detailed Analysis with PRO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'Get Ultimate' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Get Ultimate?' })).getByRole('button', { name: 'Get Ultimate' }),
    );
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ planId: 'ultimate' }]);
    expect(screen.getByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Get Ultimate' })).toBeEnabled();
    expect(session.user()?.subscribedPlan).toBeNull();
  });
});
