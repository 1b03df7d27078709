// The quality checker run against the LLM engine: its real client and prompts, and a stand-in chat
// server that writes only from what the prompt gives it (the parsed query, the community's figures,
// the hashtags it may use). A prompt that left out the grounding would leave the stand-in nothing
// true to say; one that listed unrelated hashtags would put them on the posts, and the rules would count them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { analyzeSubreddit } from '../../server/src/modules/analysis';
import { buildCommunityProfile } from '../../server/src/modules/generation/community';
import { llmGenerator } from '../../server/src/modules/generation/llm';
import { checkMatrix, type MatrixCommunity } from '../../server/src/modules/generation/quality/check';
import { factsOf } from '../../server/src/modules/generation/quality';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';

let server: http.Server;
let base: string;
const prompts: string[] = [];

const field = (prompt: string, re: RegExp) => prompt.match(re)?.[1]?.trim() ?? '';

/** Writes what a grounded model would: from the prompt's own lines, nothing else. */
function standIn(prompt: string): object {
  if (prompt.includes('Write 3 different posts')) {
    const query = JSON.parse(field(prompt, /different posts for r\/\w+ about: (".*")\./)) as string;
    const product = field(prompt, /product or subject: ([^;.]+)/);
    const best = field(prompt, /best times to post \(UTC\): ([A-Za-z]+ \d\d:\d\d)/);
    const perWeek = field(prompt, /about ([\d.]+) posts a week/);
    const tags = field(prompt, /Hashtags you may use \([^)]*\): (.*)/)
      .split(' ')
      .filter(Boolean);
    const heads = ['what worked for us', 'the parts nobody mentions', 'our honest notes'];
    return {
      posts: heads.map((h) => ({
        title: `${query.charAt(0).toUpperCase()}${query.slice(1)}: ${h}`,
        body: `We spent the spring on ${query}. The ${product} itself was the easy part; getting people to care took longer.${best ? ` Posts here do best around ${best} UTC, so that is when we share updates.` : ''}${perWeek ? ` With about ${perWeek} posts a week here, ours had to be specific.` : ''}`,
        callToAction: 'What would you have done differently?',
        hashTags: tags.slice(0, 3),
        flairs: [],
      })),
    };
  }
  if (prompt.includes('first comments replying')) {
    const title = JSON.parse(field(prompt, /Post title: (".*")/)) as string;
    const tone = field(prompt, /Tone "(\w+)"/);
    const subject = title.split(':')[0]!.toLowerCase();
    const byTone: Record<string, string[]> = {
      Friendly: [
        `Lovely write-up on ${subject}! What surprised you most?`,
        `We are just starting on ${subject}, so this helps a lot.`,
        `Saving this for our own ${subject} plans.`,
      ],
      Expert: [
        `On ${subject}, measure the baseline first; otherwise the changes blur together.`,
        `For ${subject}, the order of steps matters more than the tools.`,
        `With ${subject}, watch retention before reach.`,
      ],
      Casual: [`${subject} is harder than it looks tbh`, `ok this ${subject} thread is gold`, `same boat with ${subject} lol`],
    };
    return { comments: (byTone[tone] ?? byTone.Friendly!).map((response, i) => ({ title: `Angle ${i + 1}`, response })) };
  }
  const original = JSON.parse(field(prompt, /Comment: (".*")/)) as string;
  return {
    comment: {
      title: 'Rewrite',
      response: `Put another way: ${original.split(' ').slice(-4).join(' ')} is what I keep coming back to, and I would test it on a small group first.`,
    },
  };
}

let communities: MatrixCommunity[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const prompt = (JSON.parse(data) as { messages: { content: string }[] }).messages.map((m) => m.content).join('\n');
      prompts.push(prompt);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(standIn(prompt)) } }] }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  communities = [];
  for (const name of ['marketing', 'cars']) {
    const found = (await snapshot.subredditPosts(name))!;
    const analysis = analyzeSubreddit({
      subreddit: found.subreddit,
      posts: found.posts,
      asOf: found.asOf,
      provenance: { kind: found.kind, label: '', dataDate: null },
      tier: 'paid',
    });
    communities.push({
      profile: buildCommunityProfile(found, analysis),
      facts: factsOf(analysis),
      tags: analysis.hashTags,
      docs: found.posts.map((p) => `${p.title} ${p.selftext}`.toLowerCase()),
    });
  }
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('quality checker on the LLM engine (stand-in that writes from the prompt)', () => {
  it('grounds the prompt in the parsed query and the community’s real figures, and the output passes the rules', async () => {
    const gen = llmGenerator({ baseUrl: base, apiKey: 'k', model: 'stand-in', timeoutMs: 5000, maxTokens: 900, retries: 0 });
    const report = await checkMatrix(gen, {
      communities,
      queries: ['launching a budgeting app', 'hiring our first marketer'],
      templates: ['Success story', 'Question/Help'],
      styles: ['Friendly', 'Expert'],
      count: 3,
      commentStyle: 'Friendly',
      rounds: 1,
    });
    const postPrompts = prompts.filter((p) => p.includes('Write 3 different posts'));
    expect(postPrompts).toHaveLength(16);
    for (const c of communities) {
      const mine = postPrompts.filter((p) => p.includes(`for r/${c.profile.name} about`));
      const best = c.facts.bestTimes[0]!;
      const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][best.day];
      for (const p of mine) {
        expect(p).toContain(`about ${c.facts.postsPerWeek} posts a week`);
        expect(p).toContain(`posts average ${c.facts.avgComments} comments`);
        expect(p).toContain(`${day} ${best.averageTime}`);
        expect(p).not.toMatch(/Hashtags you may use[^\n]*#Car\b/);
      }
    }
    expect(postPrompts.filter((p) => p.includes('goal: launch; product or subject: budgeting app'))).toHaveLength(8);
    expect(postPrompts.filter((p) => p.includes('goal: hire; product or subject: first marketer; role to hire: marketer'))).toHaveLength(8);

    expect(report.posts).toBe(48);
    expect(report.figures).toBeGreaterThan(0);
    expect({
      artefacts: report.postsWithArtefacts,
      unrelated: report.unrelatedHashtags,
      untrue: report.untrueFigures,
      covered: report.covered,
    }).toEqual({
      artefacts: 0,
      unrelated: 0,
      untrue: 0,
      covered: 48,
    });
    // Their members put no hashtags in posts, so the prompt offers none and the answer keeps none (issue 25).
    for (const c of communities) expect(c.profile.usesHashtags).toBe(false);
    expect(report.hashtags).toBe(0);
    expect(report.comments).toBeGreaterThan(0);
    expect(report.commentsGrounded).toBe(report.comments);
    expect(report.rewritesDiffering).toBe(report.rewrites);
  });
});
