/**
 * Template 'Guide / Tutorial': numbered steps in a sensible order. The steps hold for learning any
 * practice (a craft, a sport, a language, a product) and promise no result; the user's own
 * know-how goes in a marked bracket where only they can say it (decision 025).
 */
import { list, say, someItems, voice, type Item, type TemplateWriter } from './kit';

/** In the order a reader would do them (someItems keeps it). */
const STEPS: Item[] = [
  {
    core: 'Read what is already here first.',
    why: 'The sidebar, the wiki and the top threads on {sub} answer most first questions, and they tell you what people here care about.',
    aside: 'The search bar is free. Allegedly.',
    short: 'Read the sidebar and top threads first.',
  },
  {
    core: 'Decide what "better" means for you.',
    why: 'Pick one thing you want to get right first, so you can tell whether a change helped.',
    aside: 'Trying to fix everything at once is how nothing gets fixed.',
    short: 'Pick one thing to get right first.',
  },
  {
    core: 'Start small and simple.',
    why: 'A basic version done well teaches more than an ambitious one abandoned halfway.',
    aside: 'The fancy version can wait. It always can.',
    short: 'Start with the simplest version.',
  },
  {
    core: 'Change one thing at a time.',
    why: 'If you change several things at once and it goes better, you will not know which one did it.',
    aside: 'Science, but with less funding.',
    short: 'Change one thing at a time.',
  },
  {
    core: 'Write down what you did.',
    why: 'A few lines each time (what you tried, what happened) turns guesswork into something you can learn from.',
    aside: 'Future you has a terrible memory.',
    short: 'Keep short notes each time.',
  },
  {
    core: '[Your own key step: the thing you wish you had known at the start.]',
    why: '[Why it matters.]',
    aside: '[Why it matters.]',
    short: '[your own key step]',
  },
  {
    core: 'Look at what the people who do it well have in common.',
    why: 'The best threads here tend to share their details; copy the approach, not the exact recipe.',
    aside: 'Stealing ideas is called research if you take notes.',
    short: 'Study what works for others here.',
  },
  {
    core: 'Ask with specifics.',
    why: 'When you post a question here, say what you did and what happened; people can only help with what they can see.',
    aside: '"It does not work" is not a question.',
    short: 'Ask with details of what you did.',
  },
  {
    core: 'Give it time before judging.',
    why: 'Most things look worse before they look better; judge after a fair run, not after the first try.',
    aside: 'Patience: overrated until you need it.',
    short: 'Judge after a fair run, not the first try.',
  },
  {
    core: 'Go back to the basics when stuck.',
    why: 'Most problems people post here turn out to be one of the fundamentals, not something exotic.',
    aside: 'It is almost never the exotic thing.',
    short: 'When stuck, check the basics.',
  },
];

const MISTAKES = [
  'Doing too much at once.',
  'Copying a setup that suits someone else without asking why it works for them.',
  'Skipping the basics because they look boring.',
  'Giving up after one bad try.',
  '[a mistake you made yourself].',
];

export const guide: TemplateWriter = {
  titles: () => [
    { text: 'A beginner-friendly approach to {topic}', pattern: null },
    { text: 'What I would tell someone new to {topic}', pattern: 'how-to' },
    { text: '{Topic}: a simple process that works for me', pattern: 'colon' },
    { text: 'How I approach {topic}, step by step', pattern: 'how-to' },
    { text: '{N} things that helped me with {topic}', pattern: 'number' },
    { text: 'Guide: getting started with {topic}', pattern: 'colon' },
    { text: '[Guide] {Topic} for beginners', pattern: 'bracket' },
    { text: 'Tips on {topic} I wish I had known earlier', pattern: null },
    { text: 'My process for {topic}, for anyone starting out', pattern: 'first-person' },
    { text: 'Getting started with {topic}: what I would do again', pattern: 'colon' },
    { text: 'Notes on {topic} for newcomers to this sub', pattern: null },
    { text: '{Topic} in {N} steps', pattern: 'number', styles: ['Brief'] },
    { text: '{Topic}: the short version', pattern: 'colon', styles: ['Brief'] },
    { text: 'A guide to {topic} nobody asked for', pattern: null, styles: ['Sarcastic'] },
    { text: '{Topic}, explained by someone who got it wrong first', pattern: null, styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const steps = someItems(ctx, STEPS, ctx.items);
    const intro = voice(ctx, {
      Friendly: [
        'A few people here have asked where to start with {topic}, so here is the approach that works for me.',
        'I see a lot of questions on {sub} about {topic}, so I wrote down how I go about it.',
        'Not an expert, but this is the process I would give a friend new to {topic}.',
      ],
      Expert: [
        '**Why this post.** Questions about {topic} come up often on {sub}; this is a short process that holds up.',
        '**Scope.** A starting process for {topic}, in order. Adjust it to your situation.',
        '**Overview.** The steps I would take with {topic}, in order.',
      ],
      Sarcastic: [
        'Since {topic} questions come up here roughly every hour, I wrote it all down once.',
        'Here is the {topic} guide I wish someone had thrown at me.',
        'I made every mistake with {topic} so you do not have to. You are welcome.',
      ],
      Brief: ['{Topic}, the short version:', 'How I approach {topic}:', 'Getting started with {topic}:'],
    });
    const mistake = say(ctx, MISTAKES[(ctx.batch + ctx.slot) % MISTAKES.length]!);
    const outro = voice(ctx, {
      Friendly: [
        'The most common mistake I see: {mistake} Everyone starts somewhere.',
        'One thing to avoid: {mistake}',
        'Watch out for this one: {mistake}',
      ],
      Expert: ['**Common mistake.** {mistake}', '**Avoid.** {mistake}', '**Pitfall.** {mistake}'],
      Sarcastic: [
        'Classic mistake: {mistake} Ask me how I know.',
        'What not to do: {mistake} Learned the hard way.',
        'Pro tip: avoid this. {mistake}',
      ],
      Brief: ['', '', ''],
    }).replace(/(:\s)?\{mistake\}/, (_m, colon: string | undefined) =>
      colon ? colon + mistake.charAt(0).toLowerCase() + mistake.slice(1) : mistake,
    );
    if (ctx.style === 'Brief') return [intro, steps.map((s, i) => `${i + 1}. ${say(ctx, s.short)}`).join('\n')].join('\n\n');
    return [intro, list(ctx, steps, true), outro].filter(Boolean).join('\n\n');
  },

  cta: {
    Friendly: [
      'What would you add?',
      'Anything you would do differently? Let me know below.',
      'If a step is unclear, ask and I will expand on it.',
    ],
    Expert: ['What would you add or change?', 'Corrections welcome; I will update the post.', 'Which step would you order differently?'],
    Sarcastic: [
      'Tell me what I got wrong. Someone always does.',
      'Corrections welcome. Politely, ideally.',
      'Now tell me your way is better.',
    ],
    Brief: ['What would you add?', 'Additions welcome.', 'Thoughts?'],
  },
};
