import { screen, within } from '@testing-library/react';
import { dataNoticeKey } from '@/features/analysis/ui/DataNotice';
import { server } from '../support/msw';
import { historyHandler, suggestionsHandler } from '../support/handlers';
import { renderApp } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';

/** Decision 018: the first signed-in visit says once, per user, what the built-in data is and how to get live data. */

resetAppAfterEachTest();
beforeEach(() => {
  localStorage.clear();
  server.use(historyHandler(), suggestionsHandler());
});

const notice = () => screen.queryByRole('region', { name: 'About the built-in data' });

describe('the built-in data notice on /home', () => {
  it('says it is a 2013 sample of 96 communities and a catalogue of about 5,400, and how the operator connects live data', async () => {
    renderApp('/home', { signedIn: { user: { _id: 'user-a' } } });
    const region = await screen.findByRole('region', { name: 'About the built-in data' });
    expect(region).toHaveTextContent('2013 sample');
    expect(region).toHaveTextContent('96 communities');
    expect(region).toHaveTextContent('about 5,400 communities');
    expect(region).toHaveTextContent('REDDIT_CLIENT_ID');
    expect(region).toHaveTextContent('npm run import');
    expect(region).toHaveTextContent('README');
  });

  it('once dismissed it stays dismissed for that user (localStorage, keyed by user id), and another user still sees it', async () => {
    const first = renderApp('/home', { signedIn: { user: { _id: 'user-a' } } });
    const region = await screen.findByRole('region', { name: 'About the built-in data' });
    await first.user.click(within(region).getByRole('button', { name: 'Got it' }));
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(dataNoticeKey('user-a'))).toBe('1');
    first.unmount();

    renderApp('/home', { signedIn: { user: { _id: 'user-a' } } });
    await screen.findByRole('heading', { level: 1 });
    expect(notice()).not.toBeInTheDocument();
  });

  it('another account on the same browser still sees it', async () => {
    localStorage.setItem(dataNoticeKey('user-a'), '1');
    renderApp('/home', { signedIn: { user: { _id: 'user-b' } } });
    expect(await screen.findByRole('region', { name: 'About the built-in data' })).toBeInTheDocument();
  });
});
