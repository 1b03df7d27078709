/** Template 'Success story': where we started, what we changed (a list), what happened, the lesson. */
import { list, joinShort, someItems, voice, type Item, type TemplateWriter } from './kit';

const CHANGES: Item[] = [
  {
    core: 'We picked one audience and wrote only for them.',
    why: 'Speaking to everyone had made every message vague; narrowing it down made the copy almost write itself.',
    aside: 'Revolutionary, I know.',
    short: 'writing for one audience',
  },
  {
    core: "We reused our customers' own words.",
    why: 'We pulled phrases from support tickets and reviews and put them straight into headlines and intros.',
    aside: 'Turns out people like hearing themselves more than our brand voice guide.',
    short: 'reusing customer language',
  },
  {
    core: 'We set a weekly rhythm and kept it up for months, even when the early numbers were flat.',
    why: 'Most of the lift came after the point where we had given up on previous attempts.',
    aside: 'The hardest part was not panicking in the first month.',
    short: 'a steady weekly rhythm',
  },
  {
    core: "We cut the tactics that weren't pulling their weight.",
    why: "Anything that hadn't moved the needle within a month went, which freed up about a third of our time.",
    aside: 'Goodbye, daily posting schedule that nobody read.',
    short: "cutting what didn't work",
  },
  {
    core: 'We tracked one number instead of a dashboard full.',
    why: 'We chose qualified sign-ups over reach, and every decision after that got easier.',
    aside: 'The vanity metrics were very pretty, to be fair.',
    short: 'tracking one number',
  },
  {
    core: 'We answered the {kw} questions people here keep asking.',
    why: 'Threads on {sub} that touch on {kw} and {kw2} reliably draw the most discussion, so we built our content around those questions.',
    aside: 'Apparently listening counts as a strategy now.',
    short: 'answering the {kw} questions people ask',
  },
  {
    core: 'We turned our best piece into a series.',
    why: 'Instead of chasing new ideas every week, we broke our best-performing piece into smaller ones and tested each.',
    aside: 'Recycling: good for the planet, great for the calendar.',
    short: 'turning our best piece into a series',
  },
  {
    core: 'We asked for feedback before launching, not after.',
    why: 'A handful of short customer calls caught wrong assumptions that would have sunk the whole thing.',
    aside: 'Humbling, but cheaper than finding out the hard way.',
    short: 'asking for feedback early',
  },
  {
    core: 'We moved our posting to when our audience is actually online.',
    why: 'Looking at when the best posts on {sub} went up, we shifted to those hours and the first replies came in much sooner.',
    aside: 'Posting in the middle of the night was, in hindsight, a choice.',
    short: 'posting when our audience is online',
  },
  {
    core: 'We led with the result, not the backstory.',
    why: 'Opening with the number and explaining how we got there afterwards kept people reading past the first line.',
    aside: 'Nobody needed our origin story in paragraph one.',
    short: 'leading with the result',
  },
  {
    core: 'We showed up in other threads before posting our own.',
    why: 'A few weeks of genuinely useful comments meant people recognised us when we finally shared something.',
    aside: 'It turns out being helpful is a strategy and not just good manners.',
    short: 'being useful in other threads first',
  },
  {
    core: 'We wrote down every experiment and its result.',
    why: 'A simple log stopped us repeating failed ideas and made the winning patterns obvious after a couple of months.',
    aside: 'Our memory had been doing a terrible job as a database.',
    short: 'keeping an experiment log',
  },
  {
    core: 'We made it easier to say yes.',
    why: 'Fewer form fields, one clear next step and no jargon on the landing page did more than any new channel.',
    aside: 'Who knew a form that long was scaring people off.',
    short: 'removing friction from the next step',
  },
];

export const successStory: TemplateWriter = {
  titles: () => [
    { text: 'How we turned {topic} into our most reliable channel', pattern: 'how-to' },
    { text: 'I finally got {topic} to work after a year of getting it wrong. Here is what changed', pattern: 'first-person' },
    { text: '{N} things that actually moved the needle on {topic} for us', pattern: 'number' },
    { text: 'Case study: what happened when we took {topic} seriously', pattern: 'colon' },
    { text: '[Success story] {Topic}: from zero traction to steady results', pattern: 'bracket' },
    { text: 'Wondering if {topic} {is} worth the effort? Our results so far', pattern: 'question' },
    { text: 'We almost gave up on {topic}. Glad we did not', pattern: 'first-person' },
    { text: 'What changed when we stopped guessing at {topic}', pattern: 'how-to' },
    { text: 'Before and after: one simple change to {topic}', pattern: 'first-person' },
    { text: 'From ignored to relied on: how {topic} finally paid off for our small team', pattern: 'colon' },
    { text: 'The experiment with {topic} that worked better than we expected', pattern: null },
    { text: 'Sharing what worked: lessons on {topic} from the past year', pattern: 'colon' },
    { text: '{Topic}: what finally worked for us', pattern: 'colon', styles: ['Brief', 'Friendly'] },
    { text: 'A small win with {topic}', pattern: null, styles: ['Brief'] },
    { text: 'Turns out {topic} goes better when you ignore half the advice online', pattern: null, styles: ['Sarcastic'] },
    { text: 'I did the boring thing with {topic} and, shockingly, it worked', pattern: 'first-person', styles: ['Sarcastic'] },
    { text: 'Plot twist: {topic} worked once we stopped chasing hacks', pattern: 'colon', styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const changes = someItems(ctx, CHANGES, ctx.items);
    const opening = voice(ctx, {
      Friendly: [
        "Hey {sub}! I've been lurking here for a while and this community helped me a lot, so I wanted to share a small win with {topic}.",
        'Hi everyone! Quick story about {topic}, because a few threads here nudged us in the right direction and it feels fair to give back.',
        'Long-time reader, first real post. We finally had a breakthrough with {topic} and I wanted to share how it happened.',
      ],
      Expert: [
        'A few people asked for a write-up after I mentioned our {topic} results in another thread, so here is the full breakdown.',
        'Sharing a detailed breakdown of how we rebuilt our approach to {topic}, including what did not work.',
        'This is a post-mortem of sorts, except it went well: how we took {topic} from a side project to something we can rely on.',
      ],
      Sarcastic: [
        'Brace yourselves: a {topic} post with no secret hack, no course to sell and no screenshot of a private jet.',
        'Against all odds and most of the advice on the internet, {topic} {is} finally working for us.',
        'Good news, everyone: {topic} worked, eventually, and not in the week every guru promised.',
      ],
      Brief: [
        'After a lot of trial and error, {topic} finally came together for us.',
        '{Topic} finally came together for us.',
        'Quick win to share on {topic}.',
      ],
    });
    const before = voice(ctx, {
      Friendly: [
        'Not long ago our work on {topic} was all over the place: lots of activity, not much to show for it.',
        'For a long time {topic} {was} an afterthought for us. We tried things when we remembered and wondered why nothing stuck.',
        'Honestly, we were close to giving up. We had put real time into {topic} and had very little to show for it.',
      ],
      Expert: [
        '**Context.** One small team, a few months, no budget to speak of. Before this, {topic} produced a trickle of results at a cost we could not justify: we were active on several fronts, measured everything and learned very little.',
        '**Context.** Before the change, {topic} {was} run as a side task: no clear owner, no baseline, and a different focus every few weeks.',
        '**Context.** We had tried {topic} before and stopped after a month of flat numbers. The third attempt was planned for a full quarter, with one owner and one metric.',
      ],
      Sarcastic: [
        'Our old strategy was trying things whenever someone remembered, then holding a meeting about why it was not working.',
        'Before: a content calendar nobody opened and a lot of confident guesses.',
        'Our previous approach could best be described as "vibes".',
      ],
      Brief: ['', '', ''],
    });
    const result = voice(ctx, {
      Friendly: [
        'Within a few months, {topic} went from an afterthought to one of the most reliable things we do.',
        'Replies picked up, and more importantly the conversations we were having got a lot better.',
        'It took a while, but now it is the part of our week I look forward to, and the results keep coming in.',
      ],
      Expert: [
        '**Results.** After a few months it became our most consistent channel: steady week-on-week growth, a lower cost per lead and a backlog of ideas we trust. The gains held after we stopped tweaking, which is the part I find most convincing.',
        '**Results.** Our main number climbed steadily, with far less swing from week to week. Just as useful: we now know which half of our work drives it.',
        '**Results.** More qualified leads, a lower cost per lead, and, the real win, a process that no longer depends on one person having a good week.',
      ],
      Sarcastic: [
        'A few months later it actually works. I am as surprised as you are.',
        'Results: more leads, and far fewer meetings about why there are no leads.',
        'The numbers went up and to the right. I have checked the chart repeatedly to make sure it is not upside down.',
      ],
      Brief: ['Result: steady growth and much better leads.', 'Leads are up and steadier than ever.', 'The numbers are clearly up.'],
    });
    const lesson = voice(ctx, {
      Friendly: [
        'Biggest lesson: consistency beat cleverness every single time.',
        'If I had to boil it down: pick one thing, do it every week, and listen to the people you are talking to.',
        'If you are in the "nothing is working" phase right now, hang in there. Ours turned around in the second month.',
      ],
      Expert: [
        '**What I would do differently:** set a baseline before changing anything. We lost the first month because we could not tell which change caused what.',
        '**Takeaway:** the compounding came from boring, repeatable work, not from any single tactic.',
        '**Caveat:** this worked for a lean team with a narrow audience. I would expect the order of the steps to matter less, and the budget more, at a larger scale.',
      ],
      Sarcastic: [
        'Lesson learned: the boring advice was right all along. Please do not tell the gurus.',
        'Moral of the story: nobody needed another growth hack. They needed us to show up every week.',
        'Key insight: doing the obvious thing consistently is apparently a competitive advantage.',
      ],
      Brief: ['', '', ''],
    });
    if (ctx.style === 'Brief') return `${opening} What made the difference: ${joinShort(ctx, changes)}. ${result}`;
    const heading = ctx.style === 'Expert' ? '**What we changed**' : 'What we changed:';
    return [opening, before, `${heading}\n\n${list(ctx, changes, true)}`, result, lesson].join('\n\n');
  },

  cta: {
    Friendly: [
      'Happy to answer anything in the comments, and I am curious what has worked for you with {topic}!',
      'What has worked for you with {topic}? Would love to compare notes below.',
      'If you are trying something similar, tell me about it below!',
    ],
    Expert: [
      'If it is useful, I can share the exact process and the metrics we tracked. Ask away below.',
      'Happy to go deeper on any of the steps, or on how we measured them, in the comments.',
      'I would especially like to hear from anyone who tried this and saw different results.',
    ],
    Sarcastic: [
      'Tell me I just got lucky in the comments. Or better, share what actually worked for you.',
      'Now you can all tell me what I did wrong. Comments are open.',
      'Go ahead, ask me for the secret. (There is no secret.)',
    ],
    Brief: ['Questions welcome below.', 'Ask me anything below.', 'AMA in the comments.'],
  },
};
