/** Template 'Discussion': a position, what I have noticed (a list), the other side, an open question. */
import { list, joinShort, someItems, voice, type Item, type TemplateWriter } from './kit';

const OBSERVATIONS: Item[] = [
  {
    core: 'The teams doing well with {topic} are rarely the loudest ones.',
    why: 'They publish less, but every piece answers a question someone actually asked.',
    aside: 'Meanwhile the loud ones are posting about their morning routine.',
    short: 'the quiet teams often win',
  },
  {
    core: 'A lot of advice about {topic} is written for companies with far bigger budgets than ours.',
    why: 'Tactics that need a full team and paid distribution get presented as universal best practice.',
    aside: 'Step one: hire a whole department. Then: profit.',
    short: 'most advice assumes a big budget',
  },
  {
    core: 'The {kw} questions come up in almost every thread here, yet people disagree on what they are worth.',
    why: 'Some see the {kw} angle as central to {topic}; others see it as a distraction from the basics.',
    aside: 'Nothing unites a subreddit like disagreeing about {kw}.',
    short: 'nobody agrees on the {kw} angle',
  },
  {
    core: 'Measuring {topic} is still harder than it should be.',
    why: 'Attribution tools disagree with each other, and the numbers that are easy to track are rarely the ones that matter.',
    aside: 'Several dashboards, several different answers, one confused manager.',
    short: 'measurement is still messy',
  },
  {
    core: 'The basics have not changed much; the packaging has.',
    why: 'Know your audience, say one clear thing, repeat it consistently. New tools mostly change how fast you can do that.',
    aside: 'Every year the same advice gets a new acronym.',
    short: 'the basics have not changed',
  },
  {
    core: 'People here respond to specifics, not slogans.',
    why: 'Looking at what does well on {sub}, posts with real numbers and honest failures beat polished announcements every time.',
    aside: 'Shocking, I know: people prefer honesty to press releases.',
    short: 'specifics beat slogans',
  },
  {
    core: 'Patience is the most underrated skill in {topic}.',
    why: 'Most of the results I have seen arrived after the point where people usually give up, somewhere around the second month.',
    aside: 'Unfortunately patience does not fit on a dashboard.',
    short: 'patience matters more than tactics',
  },
  {
    core: 'Most failures in {topic} are consistency failures, not strategy failures.',
    why: 'The plans I have seen fall apart usually made sense; they just stopped after a few weeks.',
    aside: 'The strategy deck was great. The follow-through was a rumour.',
    short: 'consistency beats strategy',
  },
  {
    core: 'Tools have made {topic} faster, not easier.',
    why: 'You can produce far more now, which mostly means there is far more noise to get through.',
    aside: 'We automated the busywork and then invented new busywork.',
    short: 'tools made it faster, not easier',
  },
  {
    core: 'The advice that works for a new account is different from the advice for an established one.',
    why: 'Early on you need attention and trust; later you need focus. Most threads mix them up.',
    aside: 'Step one of every guide: already have a huge following.',
    short: 'advice depends on your stage',
  },
  {
    core: 'Communities can tell when a post exists only to sell.',
    why: 'On {sub}, the promotional posts sink quickly while the ones that teach something stay up for days.',
    aside: 'Nothing says "authentic" like a post full of affiliate links.',
    short: 'communities smell a sales pitch',
  },
  {
    core: 'Small, specific audiences are underrated.',
    why: 'A small group of people who care beats a crowd that scrolls past, and they tell each other.',
    aside: 'Going viral is lovely until you check what it did for the business.',
    short: 'small audiences are underrated',
  },
];

export const discussion: TemplateWriter = {
  titles: () => [
    { text: '{Is} {topic} overrated, or are most of us doing it wrong?', pattern: 'question' },
    { text: "What's one unpopular opinion you have about {topic}?", pattern: 'question' },
    { text: 'Where do you think {topic} {is} heading over the next few years?', pattern: 'how-to' },
    { text: 'I think we overcomplicate {topic}. Change my mind', pattern: 'first-person' },
    { text: '[Discussion] How {has} {topic} changed for you recently?', pattern: 'bracket' },
    { text: 'Honest question: {is} {topic} still worth the effort for small teams?', pattern: 'colon' },
    { text: 'What do the people who are good at {topic} do differently?', pattern: 'how-to' },
    { text: 'What is the most overrated piece of advice about {topic}?', pattern: 'question' },
    { text: 'How much of {topic} is skill and how much is timing?', pattern: 'how-to' },
    { text: '{Is} {topic} getting better or worse? Curious what you are seeing', pattern: 'question' },
    { text: 'I changed my mind about {topic}. Here is why', pattern: 'first-person' },
    { text: "Let's compare notes: what {has} {topic} looked like for you this year?", pattern: 'colon' },
    { text: '{Topic}: worth it or not?', pattern: 'colon', styles: ['Brief'] },
    { text: '{Is} {topic} overrated?', pattern: 'question', styles: ['Brief'] },
    { text: 'Can we talk about how advice on {topic} is mostly the same handful of tips?', pattern: 'question', styles: ['Sarcastic'] },
    { text: 'Unpopular opinion: {topic} {is} simpler than the experts make it sound', pattern: 'colon', styles: ['Sarcastic'] },
    { text: 'Is it just me, or {has} {topic} become a competition of buzzwords?', pattern: 'question', styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const seen = someItems(ctx, OBSERVATIONS, Math.max(2, ctx.items - 1));
    const position = voice(ctx, {
      Friendly: [
        'Something I have been thinking about lately and want your take on: {topic}.',
        'Curious to hear how everyone here sees {topic} these days, because my own view keeps changing.',
        'Had a long chat with a colleague about {topic} this week and we could not agree, so I am bringing it to you all.',
      ],
      Expert: [
        'After several years working on {topic}, I think the conversation around it has drifted away from what actually drives results. A few observations, then a question for the group.',
        'I want to open a discussion on {topic}, because the threads here show a real split in how experienced people approach it.',
        'A question I keep coming back to with clients: what part of {topic} is fundamentals, and what part is habit? Here is where I have landed so far.',
      ],
      Sarcastic: [
        'Every few weeks the internet decides {topic} {is} either dead or the only thing that matters. Let us settle it. Or at least argue about it.',
        'Another week, another hot take on {topic}. Here is mine.',
        'I have been told {topic} {is} dead several times this year. It seems remarkably lively for a corpse.',
      ],
      Brief: ['Quick question about {topic}.', 'Been wondering about {topic}.', 'Genuine question on {topic}.'],
    });
    const ask = voice(ctx, {
      Friendly: [
        'How do you see it? {Is} {topic} getting easier or harder for you?',
        'What has your experience been? Especially curious about people at different stages.',
        'Am I overthinking this, or have you noticed the same?',
      ],
      Expert: [
        '**On the other hand**, some of the best results I have seen came from teams that broke these rules deliberately. So the question: where do you draw the line between fundamentals and habit?',
        '**The counterpoint** I keep hearing is that {topic} only {works} at scale. I am not convinced, but I would like to hear the strongest version of that argument.',
        '**Where I might be wrong:** all of this comes from small and mid-sized teams. If you work at a larger company, I suspect your view is different, and I would like to hear it.',
      ],
      Sarcastic: ['Tell me I am wrong. Politely, if possible.', 'Fight me in the comments. Respectfully.', 'Or maybe I just need more coffee. Discuss.'],
      Brief: ['Agree or disagree?', 'What do you think?', 'Where do you land?'],
    });
    if (ctx.style === 'Brief') return `${position} My view: ${joinShort(ctx, seen)}. ${ask}`;
    const heading = ctx.style === 'Expert' ? '**What I keep seeing**' : 'A few things I have noticed:';
    return [position, `${heading}\n\n${list(ctx, seen, false)}`, ask].join('\n\n');
  },

  cta: {
    Friendly: ['Where do you land on this? Share your take below!', 'Would love to hear your experience in the comments.', 'Curious to read your thoughts below!'],
    Expert: [
      'Interested in counterpoints, especially from anyone who has worked on {topic} for more than a year.',
      'What changed your mind about {topic}, if anything? Let us compare notes.',
      'Strong opinions welcome, as long as they come with an example.',
    ],
    Sarcastic: ['Comments are open. Bring your hottest takes.', 'Go on, tell me why I am wrong.', 'I have popcorn ready. Go.'],
    Brief: ['Thoughts?', 'Your take?', 'Discuss.'],
  },
};
