// 'Check my own draft' on the AI post generator page (decision 021): the form's validation, the
// request it sends, the findings with their evidence, and the server's refusals.
import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { DRAFT_MSG } from '@subreddit-signal/contract';
import { server } from '../support/msw';
import { renderApp } from '../support/render';
import { findLazy } from '../support/lazy';
import { recordPost } from '../support/handlers';
import { resetAppAfterEachTest } from '../support/app-reset';
import { checkResult } from './draft-check-fixtures';

resetAppAfterEachTest({ restoreAllMocks: true });

const panel = () => within(screen.getByRole('region', { name: 'Check my own draft' }));

async function open() {
  const app = renderApp('/ai-post-generator-results', { signedIn: true });
  await findLazy('region', { name: 'Check my own draft' });
  return app;
}

describe("'Check my own draft' panel", () => {
  it('is on the generator page, and refuses an empty or malformed draft before asking the server', async () => {
    const check = recordPost('reddit/check-draft', () => HttpResponse.json(checkResult()));
    server.use(check.handler);
    const app = await open();
    await app.user.click(panel().getByRole('button', { name: 'Check my draft' }));
    expect(await panel().findByText(DRAFT_MSG.subredditRequired)).toBeInTheDocument();
    expect(panel().getByText(DRAFT_MSG.titleRequired)).toBeInTheDocument();
    await app.user.type(panel().getByRole('textbox', { name: 'Subreddit' }), 'not a name!');
    await app.user.type(panel().getByRole('textbox', { name: 'Link (optional)' }), 'ftp://files.example.com');
    await app.user.click(panel().getByRole('button', { name: 'Check my draft' }));
    expect(await panel().findByText(DRAFT_MSG.subredditInvalid)).toBeInTheDocument();
    expect(panel().getByText(DRAFT_MSG.linkInvalid)).toBeInTheDocument();
    expect(panel().getByRole('textbox', { name: 'Link (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(check.bodies).toHaveLength(0);
  });

  it('sends the pasted draft and shows the score, each finding with its severity and the exact text it rests on', async () => {
    const check = recordPost('reddit/check-draft', () => HttpResponse.json(checkResult()));
    server.use(check.handler);
    const app = await open();
    await app.user.type(panel().getByRole('textbox', { name: 'Subreddit' }), 'r/marketing');
    await app.user.type(panel().getByRole('textbox', { name: 'Title' }), 'Hi');
    await app.user.type(panel().getByRole('textbox', { name: 'Body (optional)' }), 'I built a tool, check it out');
    await app.user.type(panel().getByRole('textbox', { name: 'Link (optional)' }), 'https://my-startup.example/landing');
    await app.user.click(panel().getByRole('button', { name: 'Check my draft' }));

    const result = await panel().findByRole('region', { name: 'Will it survive in r/marketing?' });
    expect(check.bodies).toEqual([
      { subreddit: 'marketing', title: 'Hi', body: 'I built a tool, check it out', link: 'https://my-startup.example/landing' },
    ]);
    expect(within(result).getByLabelText('Score 67 out of 100')).toHaveTextContent('67/100');
    expect(within(result).getByText("At risk: it may break 1 of the community's rules.")).toBeInTheDocument();
    const findings = within(within(result).getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    expect(findings).toHaveLength(2);
    expect(findings[0]).toHaveTextContent('Likely removed');
    expect(findings[0]).toHaveTextContent('May break rule 1: No self-promotion');
    expect(within(findings[0]!).getByText('No self-promotion — Do not advertise your product here.').tagName).toBe('BLOCKQUOTE');
    expect(findings[1]).toHaveTextContent('Weak');
    expect(findings[1]).toHaveTextContent(
      'Titles of the 250 best-performing of 1,000 posts: middle half 40–96 characters, median 66. This title: 2.',
    );
    expect(within(result).getByText(/Our data holds no rules for r\/marketing/)).toBeInTheDocument();
    expect(within(result).getByText('Not visible to us')).toBeInTheDocument();
    expect(within(result).getByText(/AutoModerator filters/)).toBeInTheDocument();

    // The same draft again is answered from the cache: no second check is spent.
    await app.user.click(panel().getByRole('button', { name: 'Check my draft' }));
    await waitFor(() => expect(panel().getByRole('button', { name: 'Check my draft' })).toBeEnabled());
    expect(check.bodies).toHaveLength(1);

    // Marked NSFW, it is another draft (decision 024: Reddit's rule on labelling content).
    await app.user.click(panel().getByRole('checkbox', { name: 'Marked NSFW' }));
    await app.user.click(panel().getByRole('button', { name: 'Check my draft' }));
    await waitFor(() => expect(check.bodies).toHaveLength(2));
    expect(check.bodies[1]).toEqual({
      subreddit: 'marketing',
      title: 'Hi',
      body: 'I built a tool, check it out',
      link: 'https://my-startup.example/landing',
      nsfw: true,
    });
  });

  it("shows the server's refusal (daily checks used up) where the result would be", async () => {
    const message = 'You have used your 5 draft checks for today. They renew at 00:00 UTC, or upgrade to Pro for 200 a day.';
    server.use(
      recordPost('reddit/check-draft', () => HttpResponse.json({ message, error: 'Too Many Requests', statusCode: 429 }, { status: 429 }))
        .handler,
    );
    const app = await open();
    await app.user.type(panel().getByRole('textbox', { name: 'Subreddit' }), 'seo');
    await app.user.type(panel().getByRole('textbox', { name: 'Title' }), 'My draft title');
    await app.user.click(panel().getByRole('button', { name: 'Check my draft' }));
    expect(await panel().findByRole('alert')).toHaveTextContent(message);
  });
});
