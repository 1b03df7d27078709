/** Template 'Guide / Tutorial': why it matters, numbered steps in a sensible order, common mistakes, a TL;DR. */
import { list, say, someItems, voice, type Item, type TemplateWriter } from './kit';

/** In the order a reader would do them (someItems keeps it). */
const STEPS: Item[] = [
  {
    core: 'Define the goal first.',
    why: 'Decide what you want from {topic} (leads, sign-ups or awareness) and pick one number to judge the results by.',
    aside: '"More engagement" is not a goal, it is a mood.',
    short: 'Pick one goal and one number to track.',
  },
  {
    core: 'Know who you are talking to.',
    why: 'Write down one specific reader: their job, their problem, and what they already tried. Everything else follows from that.',
    aside: '"Everyone" is not an audience, no matter what the pitch deck says.',
    short: 'Pick one specific reader.',
  },
  {
    core: "Learn your audience's language.",
    why: 'Read a month of {kw}-related threads and note the exact questions people ask; those become your topics and headlines.',
    aside: 'Yes, this means reading the comments. Sorry.',
    short: 'Collect the questions people actually ask.',
  },
  {
    core: 'Show up where the conversation already is.',
    why: 'Answer questions in threads on {sub} for a few weeks before posting your own material; people remember helpful names.',
    aside: 'Dropping a link and vanishing is not community building.',
    short: 'Join existing threads before posting your own.',
  },
  {
    core: 'Borrow the format of what already works here.',
    why: 'The best-received posts on {sub} share real examples and real numbers; copy the format, not the content.',
    aside: 'Imitation is the sincerest form of research.',
    short: 'Study the top posts on {sub}.',
  },
  {
    core: 'Keep a swipe file.',
    why: 'Save every headline, post and email that made you stop scrolling, with a note on why; it is the fastest cure for a blank page.',
    aside: 'Legally distinct from copying. Mostly.',
    short: 'Keep a file of examples that worked on you.',
  },
  {
    core: 'Start small.',
    why: 'One format and one channel, done well for a month, teaches you more than a pile of half-run experiments.',
    aside: 'Being everywhere at once is how you end up nowhere.',
    short: 'Start with one format and one channel.',
  },
  {
    core: 'Write the first draft fast, then cut it by a third.',
    why: 'Most first drafts explain the background before the point; cutting forces you to lead with what the reader came for.',
    aside: 'Your opening paragraph is probably throat-clearing. Mine was.',
    short: 'Draft fast, then cut a third.',
  },
  {
    core: 'Ask for one specific action.',
    why: 'End every piece with a single next step (reply, sign up, try it) instead of several competing ones.',
    aside: 'A row of buttons is not a call to action, it is a buffet.',
    short: 'End with one clear next step.',
  },
  {
    core: 'Build a routine you can keep.',
    why: 'A realistic weekly schedule beats a burst of activity followed by silence; most results show up after the first month.',
    aside: 'Motivation lasts days. Calendars last longer.',
    short: 'Keep a weekly routine you can sustain.',
  },
  {
    core: 'Reuse what works.',
    why: 'Turn your best-performing piece into smaller ones before writing anything new.',
    aside: 'Recycling is good for the planet and for your calendar.',
    short: 'Turn your best piece into several smaller ones.',
  },
  {
    core: 'Test one change at a time.',
    why: 'Change the headline or the timing or the format, never all at once, or you will not know what made the difference.',
    aside: 'Changing everything at once is called a redesign, not a test.',
    short: 'Change one thing at a time.',
  },
  {
    core: 'Review on a fixed schedule.',
    why: 'Keep what moved your number, drop what did not, and write down why so you do not repeat it.',
    aside: 'Staring at a dashboard daily does not count as reviewing.',
    short: 'Review regularly and drop what does not work.',
  },
];

export const guide: TemplateWriter = {
  titles: () => [
    { text: '{N} steps to get {topic} right: a practical guide', pattern: 'number' },
    { text: 'How to approach {topic}: a step-by-step guide for beginners', pattern: 'how-to' },
    { text: '[Guide] {Topic}: what to do first and what to skip', pattern: 'bracket' },
    { text: '{Topic}, explained: the process I wish I had when I started', pattern: 'colon' },
    { text: 'I wrote down my whole process for {topic}. Hope it helps someone', pattern: 'first-person' },
    { text: 'New to {topic}? Here is a simple process that works', pattern: 'question' },
    { text: 'A no-nonsense guide to {topic} for small teams', pattern: null },
    { text: 'The checklist I go through every week for {topic}', pattern: null },
    { text: 'A beginner-friendly walkthrough of {topic}, with the mistakes to avoid', pattern: null },
    { text: 'How I handle {topic} from start to finish, in {N} steps', pattern: 'how-to' },
    { text: 'Guide: the basics of {topic} that still work', pattern: 'colon' },
    { text: 'What doing {topic} properly taught me, as a step-by-step process', pattern: 'how-to' },
    { text: '{Topic} in {N} steps', pattern: 'number', styles: ['Brief'] },
    { text: 'Quick guide to {topic}', pattern: null, styles: ['Brief'] },
    { text: 'A guide to {topic} for people tired of guides to {topic}', pattern: null, styles: ['Sarcastic'] },
    { text: '{N} steps to {topic} that no guru will charge you for', pattern: 'number', styles: ['Sarcastic'] },
    { text: 'How to get {topic} right without a giant slide-deck framework', pattern: 'how-to', styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const steps = someItems(ctx, STEPS, ctx.items);
    const intro = voice(ctx, {
      Friendly: [
        'A lot of people here ask where to start with {topic}, so I put together the process that has worked for me. Nothing fancy, just what I would tell a friend.',
        'Hey {sub}! I see the same {topic} questions come up every week, so here is a simple guide I wish I had when I started.',
        'I have been helping a few friends get started with {topic} lately and kept repeating myself, so I wrote it all down.',
      ],
      Expert: [
        'Questions about {topic} come up here constantly, and the answers are scattered across dozens of threads. This is the process I use with clients, in order, with the reasoning behind each step.',
        'This guide pulls together what consistently works for {topic}, based on several years of doing it and on the questions that come up most often on {sub}.',
        'Most advice on {topic} is a list of tactics. This is a process instead: what to do, in which order, and why the order matters.',
      ],
      Sarcastic: [
        'Welcome to yet another guide to {topic}. The difference: this one is short and nobody is selling you a course at the end.',
        'Every week someone asks where to start with {topic}, and every week someone answers "it depends". Here is what it depends on.',
        'I read far too many guides to {topic} so you do not have to. Here is what they all say, minus the upsell.',
      ],
      Brief: ['Quick version of how I approach {topic}:', 'My process for {topic}, in short:', '{Topic}, the short version:'],
    });
    if (ctx.style === 'Brief') return `${intro}\n\n${steps.map((s, i) => `${i + 1}. ${say(ctx, s.short)}`).join('\n')}`;
    const parts = [intro, ctx.style === 'Expert' ? `**The process**\n\n${list(ctx, steps, true)}` : list(ctx, steps, true)];
    parts.push(
      voice(ctx, {
        Friendly: [
          'One last tip: give it at least a couple of months before you judge it. Most people quit right before it starts working.',
          'And do not worry about getting everything perfect from day one. Nobody does!',
          'That is it! Simple, but it works if you stick with it.',
        ],
        Expert: [
          '**Common mistakes**\n\n- Copying what big brands do without their budget or audience.\n- Measuring everything and acting on nothing.\n- Judging {topic} before the first couple of months are up.',
          '**Common mistakes**\n\n- Starting with tools instead of a goal.\n- Writing for "everyone" instead of the people actually asking the questions.\n- Changing several things at once, then not knowing which one worked.',
          '**Common mistakes**\n\n- Skipping the goal because it feels obvious.\n- Treating every channel as equal.\n- Stopping the reviews once things start going well.',
        ],
        Sarcastic: [
          'And if it does not work in a week, congratulations, you are normal. Give it a couple of months.',
          'That is the whole secret. I will take my consulting fee in upvotes.',
          'Yes, it is this boring. That is why it works.',
        ],
        Brief: ['', '', ''],
      }),
    );
    if (ctx.style === 'Expert') parts.push('**TL;DR:** one goal, one audience, one routine you can keep, and a regular review.');
    return parts.join('\n\n');
  },

  cta: {
    Friendly: ['Hope this helps! What would you add to the list?', 'Questions? Drop them below and I will do my best to answer.', 'Let me know if any step is unclear!'],
    Expert: [
      'What would you add or change? I update this based on the discussion.',
      'Happy to go deeper on any step in the comments.',
      'If you have a different order that works for you, I would like to hear the reasoning.',
    ],
    Sarcastic: ['Now tell me which step I got wrong. I know you want to.', 'Comments are open for the inevitable "well actually".', 'Ready for your hot takes below.'],
    Brief: ['What would you add?', 'Questions below.', 'Anything missing?'],
  },
};
