// Decision 024: 'Where should it go?' on a generated post: the post ranked across several
// communities through POST /reddit/draft-placement, each line with its score, verdict, fit, reach and evidence.
import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { DraftPlacementResult } from '@subreddit-signal/contract';
import { PLACEMENT_MSG } from '@subreddit-signal/contract';
import { session } from '@/shared/session';
import { communityList } from '@/entities/draft-check';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { findLazy } from '../support/lazy';
import { recordPost, recordProfile, testUser } from '../support/handlers';
import { generatedCard, post, reply } from './generator-fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    toast.remove();
    session.clear();
  });
});

const RANKED: DraftPlacementResult = {
  note: 'Ranked by how likely the draft is to survive there.',
  lines: [
    {
      rank: 1,
      subreddit: 'startups',
      status: 'checked',
      survival: 92,
      verdict: 'Nothing we can see stands against it.',
      fit: 75,
      reach: 1_800_000,
      rules: 'live',
      evidence: [{ severity: 'good', title: 'Title length fits', source: 'Norm: title length' }],
    },
    {
      rank: 2,
      subreddit: 'marketing',
      status: 'checked',
      survival: 75,
      verdict: "At risk: it may break 1 of the community's rules.",
      fit: 50,
      reach: null,
      rules: 'none',
      evidence: [
        {
          severity: 'likely-removed',
          title: 'Breaks Reddit’s rule on spam and undisclosed promotion',
          source: 'Reddit Content Policy, Rule 2: Abide by community rules (spam)',
        },
      ],
    },
    {
      rank: null,
      subreddit: 'nosuchsub',
      status: 'unknown',
      survival: null,
      verdict: "We couldn't find r/nosuchsub. Check the name and try again.",
      fit: null,
      reach: null,
      rules: null,
      evidence: [],
    },
  ],
};

const AUDIENCE_ID = '5b8f1a52-1c1e-4f5e-9d0c-3c1f2b7a9e01';
const audienceList = (audiences: { _id: string; name: string; communities: string[] }[]) =>
  http.get(apiUrl('audiences'), () =>
    HttpResponse.json({
      audiences: audiences.map((a) => ({ ...a, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' })),
      limits: { audiences: 10, communities: 20 },
      plan: 'Pro',
    }),
  );

/** Generates one post on the generator page at `path` and opens its 'Where should it go?' panel. */
async function placementPanelOf(path: string) {
  const app = renderApp(path, { signedIn: { user: { availableCredits: 40 } } });
  await screen.findByRole('heading', { level: 1, name: 'What content will you create today?' });
  await app.user.type(screen.getByRole('textbox', { name: 'Search query' }), 'newsletter growth');
  await app.user.click(screen.getByRole('combobox', { name: 'Subreddit' }));
  await app.user.click(screen.getByRole('option', { name: 'r/marketing' }));
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Success story');
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Writing style' }), 'Expert');
  await app.user.click(screen.getByRole('button', { name: 'Create Post' }));
  const card = await generatedCard(post(1).title);
  await app.user.click(card.getByRole('button', { name: 'Where should it go?' }));
  return { app, card };
}

describe("'Where should it go?' on the generator's results", () => {
  it('ranks the post across the communities typed, starting from the one it was written for', async () => {
    const generate = recordPost('reddit/generate-post', () => reply([post(1)]));
    const placement = recordPost('reddit/draft-placement', () => HttpResponse.json(RANKED));
    server.use(generate.handler, placement.handler, recordProfile(testUser({ availableCredits: 39 })).handler, audienceList([]));
    const app = renderApp('/ai-post-generator-results', { signedIn: { user: { availableCredits: 40 } } });
    await findLazy('heading', { level: 1, name: 'What content will you create today?' });
    await app.user.type(screen.getByRole('textbox', { name: 'Search query' }), 'newsletter growth');
    await app.user.click(screen.getByRole('combobox', { name: 'Subreddit' }));
    await app.user.click(screen.getByRole('option', { name: 'r/marketing' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Success story');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Writing style' }), 'Expert');
    await app.user.click(screen.getByRole('button', { name: 'Create Post' }));
    const card = await generatedCard(post(1).title);

    await app.user.click(card.getByRole('button', { name: 'Where should it go?' }));
    const field = card.getByRole('textbox', { name: 'Communities to compare' });
    expect(field).toHaveValue('r/marketing');
    await app.user.click(field);
    await app.user.paste(', r/startups nosuchsub');
    await app.user.click(card.getByRole('button', { name: 'Rank communities' }));
    const list = await card.findByRole('list', { name: 'Communities, best first' });
    expect(placement.bodies).toHaveLength(1);
    expect(placement.bodies[0]).toMatchObject({
      title: post(1).title,
      source: { kind: 'list', subreddits: ['marketing', 'startups', 'nosuchsub'] },
    });
    const lines = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(lines.map((li) => within(li).getByText(/r\/\w+$/).textContent)).toEqual(['1. r/startups', '2. r/marketing', 'r/nosuchsub']);
    expect(within(lines[0]!).getByLabelText('Survival 92 out of 100')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Fit 75/100 · 1,800,000 members')).toBeInTheDocument();
    expect(within(lines[1]!).getByText(/community rules unknown/)).toBeInTheDocument();
    expect(within(lines[1]!).getByText(/Breaks Reddit’s rule on spam/)).toBeInTheDocument();
    expect(within(lines[2]!).getByText("We couldn't find r/nosuchsub. Check the name and try again.")).toBeInTheDocument();
  });

  it('refuses an empty or oversize list before asking the server', async () => {
    const generate = recordPost('reddit/generate-post', () => reply([post(1)]));
    const placement = recordPost('reddit/draft-placement', () => HttpResponse.json(RANKED));
    server.use(generate.handler, placement.handler, recordProfile(testUser({ availableCredits: 39 })).handler, audienceList([]));
    const app = renderApp('/ai-post-generator-results', { signedIn: { user: { availableCredits: 40 } } });
    await screen.findByRole('heading', { level: 1, name: 'What content will you create today?' });
    await app.user.type(screen.getByRole('textbox', { name: 'Search query' }), 'newsletter growth');
    await app.user.click(screen.getByRole('combobox', { name: 'Subreddit' }));
    await app.user.click(screen.getByRole('option', { name: 'r/marketing' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Success story');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Writing style' }), 'Expert');
    await app.user.click(screen.getByRole('button', { name: 'Create Post' }));
    const card = await generatedCard(post(1).title);
    await app.user.click(card.getByRole('button', { name: 'Where should it go?' }));
    const field = card.getByRole('textbox', { name: 'Communities to compare' });
    await app.user.clear(field);
    await app.user.click(card.getByRole('button', { name: 'Rank communities' }));
    expect(await card.findByText(PLACEMENT_MSG.subredditsRequired)).toBeInTheDocument();
    await app.user.click(field);
    await app.user.paste(Array.from({ length: 21 }, (_, i) => `sub${i}`).join(' '));
    await app.user.click(card.getByRole('button', { name: 'Rank communities' }));
    expect(await card.findByText(PLACEMENT_MSG.subredditsTooMany)).toBeInTheDocument();
    expect(placement.bodies).toHaveLength(0);
  });

  it("ranks one of the user's audiences, or the communities they analysed, by the source's id or kind only", async () => {
    const generate = recordPost('reddit/generate-post', () => reply([post(1)]));
    const placement = recordPost('reddit/draft-placement', (body) => {
      const source = body.source as { kind: string };
      if (source.kind === 'history')
        return HttpResponse.json({ message: PLACEMENT_MSG.historyEmpty, error: 'Bad Request', statusCode: 400 }, { status: 400 });
      return HttpResponse.json({ ...RANKED, source: { kind: 'audience', label: 'Founders' }, notChecked: ['seo'] });
    });
    server.use(
      generate.handler,
      placement.handler,
      recordProfile(testUser({ availableCredits: 39 })).handler,
      audienceList([{ _id: AUDIENCE_ID, name: 'Founders', communities: ['startups', 'marketing'] }]),
    );
    const { app, card } = await placementPanelOf('/ai-post-generator-results');
    const source = card.getByRole('combobox', { name: 'Compare' });
    expect(source).toHaveValue('list');
    await card.findByRole('option', { name: 'Audience: Founders (2 communities)' });
    await app.user.selectOptions(source, 'Audience: Founders (2 communities)');
    // The typed list is only for the 'Communities I name' choice.
    expect(card.queryByRole('textbox', { name: 'Communities to compare' })).toBeNull();
    await app.user.click(card.getByRole('button', { name: 'Rank communities' }));
    await card.findByRole('list', { name: 'Communities, best first' });
    expect(placement.bodies[0]).toEqual({
      title: post(1).title,
      body: expect.stringContaining(post(1).body),
      source: { kind: 'audience', audienceId: AUDIENCE_ID },
    });
    expect(card.getByText('Compared: Founders')).toBeInTheDocument();
    expect(card.getByText('Not checked: r/seo')).toBeInTheDocument();

    await app.user.selectOptions(source, 'Communities I analysed');
    await app.user.click(card.getByRole('button', { name: 'Rank communities' }));
    expect(await card.findByRole('alert')).toHaveTextContent(PLACEMENT_MSG.historyEmpty);
    expect(placement.bodies[1]).toEqual({ title: post(1).title, body: expect.stringContaining(post(1).body), source: { kind: 'history' } });
  });

  it('arriving from an audience theme (?placeAudience=), the panel starts on that audience', async () => {
    const generate = recordPost('reddit/generate-post', () => reply([post(1)]));
    const placement = recordPost('reddit/draft-placement', () => HttpResponse.json(RANKED));
    server.use(
      generate.handler,
      placement.handler,
      recordProfile(testUser({ availableCredits: 39 })).handler,
      audienceList([
        { _id: '11111111-1c1e-4f5e-9d0c-3c1f2b7a9e01', name: 'Other', communities: ['seo'] },
        { _id: AUDIENCE_ID, name: 'Founders', communities: ['startups', 'marketing'] },
      ]),
    );
    const { app, card } = await placementPanelOf(`/ai-post-generator-results?placeAudience=${AUDIENCE_ID}`);
    await card.findByRole('option', { name: 'Audience: Founders (2 communities)' });
    const source = card.getByRole('combobox', { name: 'Compare' });
    expect(within(source).getByRole('option', { selected: true })).toHaveTextContent('Audience: Founders (2 communities)');
    await app.user.click(card.getByRole('button', { name: 'Rank communities' }));
    await card.findByRole('list', { name: 'Communities, best first' });
    expect(placement.bodies[0]).toMatchObject({ source: { kind: 'audience', audienceId: AUDIENCE_ID } });
  });

  it('reads a typed list the way people write it', () => {
    expect(communityList(' r/marketing, startups;/r/SEO  ')).toEqual(['marketing', 'startups', 'SEO']);
  });
});
