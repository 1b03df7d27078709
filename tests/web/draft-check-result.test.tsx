// Decision 021: 'Check' on every generated post card (post ideas, saved ideas), expanding the
// result in place and cached per post, and the rules block of the paid subreddit analysis.
import { HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { SavedItem } from '@subreddit-signal/contract';
import { server } from '../support/msw';
import { renderApp } from '../support/render';
import { findLazy } from '../support/lazy';
import { foldersHandler, recordPost, recordProfile, savedItemsHandler, testFolder, testUser } from '../support/handlers';
import { resetAppAfterEachTest } from '../support/app-reset';
import { ideaGroups, post, reply } from './generator-fixtures';
import { json, paidAnalysis, similarSubreddits } from './analysis-results.fixtures';
import { checkResult, flairRequired, liveRules, shortTitle } from './draft-check-fixtures';

resetAppAfterEachTest({ restoreAllMocks: true });

describe("'Check' on a generated post", () => {
  it('checks a post idea against its community in one click, expands the findings, and reopens from the cache', async () => {
    const ideas = recordPost('reddit/generate-reddit-post', () => reply(ideaGroups));
    const check = recordPost('reddit/check-draft', () =>
      HttpResponse.json(
        checkResult({
          score: 20,
          verdict: 'Will be removed as it stands: 1 hard requirement broken.',
          findings: [flairRequired, shortTitle],
        }),
      ),
    );
    server.use(ideas.handler, check.handler);
    const app = renderApp('/generated-post-ideas', { signedIn: true });
    const card = within(await findLazy('article', { name: post(1).title }));
    const button = card.getByRole('button', { name: 'Check' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(button);
    const result = await card.findByRole('region', { name: 'Will it survive in r/marketing?' });
    // The post as it would be posted: body, call to action and hashtags under the title, its flair.
    expect(check.bodies).toEqual([
      {
        subreddit: 'marketing',
        title: post(1).title,
        body: `${post(1).body}\n\n${post(1).callToAction}\n\n#growth1 #emailmarketing`,
        flair: 'Flair 1',
      },
    ]);
    expect(card.getByRole('button', { name: 'Hide check' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(result).getByText('Will be removed')).toBeInTheDocument();
    expect(within(result).getByText('is_flair_required: true')).toBeInTheDocument();
    expect(within(result).getByLabelText('Score 20 out of 100')).toBeInTheDocument();

    await app.user.click(card.getByRole('button', { name: 'Hide check' }));
    expect(card.queryByRole('region', { name: 'Will it survive in r/marketing?' })).not.toBeInTheDocument();
    await app.user.click(card.getByRole('button', { name: 'Check' }));
    expect(await card.findByRole('region', { name: 'Will it survive in r/marketing?' })).toBeInTheDocument();
    expect(check.bodies).toHaveLength(1);

    // Another post is its own check.
    const other = within(screen.getByRole('article', { name: post(3).title }));
    await app.user.click(other.getByRole('button', { name: 'Check' }));
    await other.findByRole('region', { name: /Will it survive/ });
    expect(check.bodies.map((b) => b.subreddit)).toEqual(['marketing', 'seo']);
    expect(check.bodies[1]).not.toHaveProperty('flair');
  });

  it('a result of the AI post generator has its Check too, against the community it was written for', async () => {
    const check = recordPost('reddit/check-draft', () => HttpResponse.json(checkResult({ subreddit: 'startups' })));
    server.use(check.handler);
    const app = renderApp('/ai-post-generator-results', { signedIn: true, state: { post: { ...post(5), subreddit: 'r/startups' } } });
    const card = within(await findLazy('article', { name: post(5).title }));
    await app.user.click(card.getByRole('button', { name: 'Check' }));
    expect(await card.findByRole('region', { name: 'Will it survive in r/startups?' })).toBeInTheDocument();
    expect(check.bodies).toEqual([expect.objectContaining({ subreddit: 'startups', title: post(5).title, flair: 'Flair 5' })]);
  });

  it('a saved post (no community kept) asks which community, then checks against it; a failed check says why', async () => {
    const saved: SavedItem = {
      _id: 's1',
      type: 'post',
      folderId: 'f1',
      createdAt: '2025-01-02T00:00:00.000Z',
      subreddit: null,
      generatedAt: null,
      post: post(7),
    };
    let fail = false;
    const check = recordPost('reddit/check-draft', () =>
      fail
        ? HttpResponse.json(
            { message: "We couldn't find r/nosuch. Check the name and try again.", error: 'Not Found', statusCode: 404 },
            { status: 404 },
          )
        : HttpResponse.json(checkResult({ subreddit: 'seo' })),
    );
    server.use(savedItemsHandler([saved]), foldersHandler([testFolder('f1', 'Ideas')]), check.handler, recordProfile(testUser()).handler);
    const app = renderApp('/saved-ideas', { signedIn: true });
    const card = within(await findLazy('article', { name: post(7).title }));
    await app.user.click(card.getByRole('button', { name: 'Check' }));
    const community = card.getByRole('textbox', { name: 'Community to check against' });
    expect(check.bodies).toHaveLength(0);
    await app.user.type(community, 'r/seo');
    await app.user.click(card.getAllByRole('button', { name: 'Check' }).at(-1)!);
    expect(await card.findByRole('region', { name: 'Will it survive in r/seo?' })).toBeInTheDocument();
    expect(check.bodies[0]).toMatchObject({ subreddit: 'seo', title: post(7).title });

    fail = true;
    await app.user.clear(community);
    await app.user.type(community, 'nosuch');
    await app.user.click(card.getAllByRole('button', { name: 'Check' }).at(-1)!);
    expect(await card.findByRole('alert')).toHaveTextContent("We couldn't find r/nosuch. Check the name and try again.");
  });
});

describe('rules block on the paid subreddit analysis', () => {
  const openPaid = async () => {
    server.use(
      recordPost('reddit/paid-subreddit-about', () => json({ subreddit: paidAnalysis(), similarSubreddits })).handler,
      recordProfile(testUser({ availableCredits: 39 })).handler,
    );
    renderApp('/advanced-subreddit-paid-analysis-results?q=marketing', { signedIn: { user: { availableCredits: 40 } } });
    return within(await findLazy('region', { name: 'Rules and post requirements' }));
  };

  it('without rules in the data, says so', async () => {
    const block = await openPaid();
    expect(
      await block.findByText('Our data holds no rules for r/marketing (only the live Reddit connection reads them).'),
    ).toBeInTheDocument();
    expect(block.queryByRole('list', { name: 'Community rules' })).not.toBeInTheDocument();
  });

  it("lists the community's numbered rules and what Reddit enforces, in words", async () => {
    const rules = recordPost('reddit/community-rules', () => HttpResponse.json(liveRules));
    server.use(rules.handler);
    const block = await openPaid();
    const list = await block.findByRole('list', { name: 'Community rules' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No spamDo not spam. Spam bad', 'Be civil (comments)']);
    const reqs = within(block.getByRole('list', { name: 'Post requirements' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(reqs).toEqual([
      'Text posts only.',
      'No images, videos, galleries, polls.',
      'Title between 50 and 200 characters.',
      'Title must contain one of: “yes”.',
      'Title must not contain: “no”.',
      'Body text is required.',
      'No links to: example.com.',
      'The same link may not be posted again within 2 days.',
      'A flair is required.',
      'Galleries: 2 to 20 images.',
    ]);
    expect(block.getByText('Posting guidelines: Say which library you use.')).toBeInTheDocument();
    expect(block.getByText('Flairs in use: Question, Announcement')).toBeInTheDocument();
    expect(rules.bodies).toEqual([{ subreddit: paidAnalysis().name }]);
  });
});
