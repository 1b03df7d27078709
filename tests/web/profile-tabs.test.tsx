import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { profileHandler, testUser } from '../support/handlers';
import { findLazy } from '../support/lazy';

afterEach(() => {
  act(() => {
    toast.remove();
    session.clear();
  });
});

/** Billing asks for payment methods; these tests only look at the tabs. */
const noPaymentMethods = () => server.use(http.get(apiUrl('plan/list/payment-method'), () => HttpResponse.json({ data: [] })));

const panel = () => screen.findByRole('tabpanel');

describe('/profile tabs', () => {
  it.each([
    ['Tabs1', 'Personal Profile', 'Personal information'],
    ['Tabs2', 'Billing and credits', 'Current plan'],
    ['Tabs3', 'Privacy Policy', 'Privacy Policy'],
    ['Tabs4', 'Terms of Use', 'Terms of Use'],
  ])('?tab=%s selects "%s"', async (tab, label, heading) => {
    noPaymentMethods();
    renderApp(`/profile?tab=${tab}`, { signedIn: true });
    // The profile page is a lazy route: its first draw waits for its chunk.
    const selected = await findLazy('tab', { selected: true });
    expect(selected).toHaveTextContent(label);
    expect(screen.getAllByRole('tab', { selected: false })).toHaveLength(3);
    expect(within(await panel()).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('falls back to the personal profile for an unknown or missing tab', async () => {
    const app = renderApp('/profile?tab=Tabs9', { signedIn: true });
    expect(await findLazy('tab', { selected: true })).toHaveTextContent('Personal Profile');
    expect(within(await panel()).getByLabelText('Name')).toHaveValue('Jane Doe');
    app.unmount();

    renderApp('/profile', { signedIn: true });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Personal Profile');
  });

  it('tabs are links to /profile?tab=…', async () => {
    noPaymentMethods();
    const app = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const billing = await screen.findByRole('tab', { name: 'Billing and credits' });
    expect(billing).toHaveAttribute('href', '/profile?tab=Tabs2');
    await app.user.click(billing);
    await waitFor(() => expect(app.search()).toEqual({ tab: 'Tabs2' }));
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Billing and credits');
    expect(await screen.findByText('No payment methods found')).toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Terms of Use' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'Tabs4' }));
    expect(within(await panel()).getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeInTheDocument();
  });

  it("shows 'Failed to load profile' when the profile cannot be loaded", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('users/profile'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
      }),
    );
    renderApp('/profile?tab=Tabs1', { signedIn: { user: null } });
    // The signed-in layout may show it before the page renders; either way the user reads it.
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(calls).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('loads the profile when none is cached', async () => {
    server.use(profileHandler(testUser({ name: 'Loaded User', email: 'loaded@example.com' })));
    renderApp('/profile?tab=Tabs1', { signedIn: { user: null } });
    expect(await within(await panel()).findByLabelText('Name')).toHaveValue('Loaded User');
    expect(screen.getByLabelText('Email')).toHaveValue('loaded@example.com');
  });
});

describe('legal tabs', () => {
  it('Tabs3 holds the privacy policy of Subreddit Signal', async () => {
    renderApp('/profile?tab=Tabs3', { signedIn: true });
    const doc = within(await panel());
    expect(doc.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(doc.getByText('Effective date: November 21, 2026')).toBeInTheDocument();
    for (const heading of [
      'Information we collect',
      'Public Reddit data we analyse',
      'Cookies and local storage',
      'How long we keep information',
      'Your rights and choices',
    ]) {
      expect(doc.getByRole('heading', { level: 3, name: new RegExp(heading) })).toBeInTheDocument();
    }
    expect(doc.getByText(/never store your\s+password itself/)).toBeInTheDocument();
    expect(doc.getByText('auth-storage')).toBeInTheDocument();
    expect(doc.getAllByRole('link', { name: 'privacy@subredditsignal.example' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@subredditsignal.example',
    );
  });

  it('Tabs4 holds the terms of use, including plans, credits and AI content', async () => {
    renderApp('/profile?tab=Tabs4', { signedIn: true });
    const doc = within(await panel());
    expect(doc.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeInTheDocument();
    expect(doc.getByText('Effective date: November 21, 2026')).toBeInTheDocument();
    for (const heading of [
      'Plans, credits and payments',
      'AI-generated content',
      'Acceptable use',
      'Reddit and other third parties',
      'Limitation of liability',
    ]) {
      expect(doc.getByRole('heading', { level: 3, name: new RegExp(heading) })).toBeInTheDocument();
    }
    expect(doc.getByText(/responsible for reviewing and editing Output/)).toBeInTheDocument();
    expect(doc.getAllByRole('link', { name: 'legal@subredditsignal.example' })[0]).toHaveAttribute(
      'href',
      'mailto:legal@subredditsignal.example',
    );
  });
});
