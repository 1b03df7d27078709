import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';
import { renderApp } from '../support/render';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    toast.remove();
    session.clear();
  });
});

const open = async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const app = renderApp('/templates', { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Post Templates' });
  return { app, fetchSpy };
};
const cards = () => within(screen.getByRole('region', { name: 'Sample templates' })).getAllByRole('article');

describe('templates', () => {
  it("shows 'Post Templates' with subreddit, template and tone dropdowns and four sample cards", async () => {
    await open();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Subreddit')).toEqual(['r/marketing', 'r/socialmedia', 'r/technology', 'r/seo', 'r/startups']);
    expect(options('Template')).toEqual([
      'All templates',
      'Success story',
      'Question/Help',
      'Guide / Tutorial',
      'Discussion',
      'Project showcase',
    ]);
    expect(options('Tone')).toEqual(['Friendly', 'Expert', 'Sarcastic', 'Brief']);
    expect(cards()).toHaveLength(4);
    expect(cards().map((c) => c.querySelector('.gen-badge')?.textContent)).toEqual([
      'Success story',
      'Question/Help',
      'Guide / Tutorial',
      'Discussion',
    ]);
    for (const card of cards()) expect(within(card).getByRole('list', { name: 'Structure' })).toBeInTheDocument();
  });

  it('the controls make no call; they only shape the cards', async () => {
    const { app, fetchSpy } = await open();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Subreddit' }), 'seo');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'Brief');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Discussion');
    expect(screen.getByText('For r/seo · Brief')).toBeInTheDocument();
    const chosen = cards().filter((c) => within(c).queryByText('Selected'));
    expect(chosen).toHaveLength(1);
    expect(within(chosen[0]!).getByText('Discussion')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("'Use this template' opens the generator prefilled with the choices", async () => {
    const { app } = await open();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Subreddit' }), 'startups');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'Expert');
    await app.user.click(screen.getByRole('link', { name: 'Use the Guide / Tutorial template' }));
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    await screen.findByRole('heading', { level: 1, name: 'What content will you create today?' });
    expect(screen.getByRole('combobox', { name: 'Subreddit' })).toHaveValue('r/startups');
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Guide / Tutorial');
    expect(screen.getByRole('combobox', { name: 'Writing style' })).toHaveValue('Expert');
  });
});
