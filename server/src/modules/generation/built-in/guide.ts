/**
 * Template 'Guide / Tutorial': numbered steps in a sensible order. The steps hold for learning any
 * practice (a craft, a sport, a language, a product) and promise no result; the user's own
 * know-how goes in a marked bracket where only they can say it (decision 025).
 */
import {
  itemText,
  ledByTopic,
  list,
  pickFillable,
  sayItem,
  someItems,
  voice,
  type Item,
  type TemplateWriter,
  type WriteContext,
  paragraphs,
} from './kit';
import { NOT_A_PROBLEM } from './topic-forms';

/** The one step only the user can give, in the middle of the community's. */
export const OWN_KEY_STEP: Item = {
  core: 'The step I wish I had known at the start: [your own key step].',
  why: 'It matters because [why it matters].',
  aside: 'Nobody told me, so I am telling you: [why it matters].',
  short: '[your own key step]',
};

/**
 * In the order a reader would do them (someItems keeps it). {kw}…{kw6} are the phrases the
 * community's members write around the topic (material.ts), so each step names what they talk
 * about; the steps themselves promise nothing.
 */
const STEPS: Item[] = [
  {
    core: 'Read what is already here on {kw}.',
    why: 'The sidebar, the wiki and the top threads answer most first questions.',
    aside: 'The search bar works. Allegedly.',
    short: 'Read the threads on {kw} first.',
  },
  {
    core: 'Pick one thing to get right first, {use2} or {use3}.',
    why: 'With one goal you can tell whether a change helped.',
    aside: 'Fixing both at once is how nothing gets fixed.',
    short: 'Pick one thing to get right, {use2} or {use3}.',
  },
  {
    core: 'Keep {act3} simple at the start.',
    why: 'A basic version done well teaches more than an ambitious one abandoned halfway.',
    aside: 'The fancy version can wait. It always can.',
    short: 'Keep {act3} simple at first.',
  },
  {
    // The same step for a thing one does not do but has or uses ('the rulebook', 'a DSLR'): 'Keep a DSLR simple' says nothing.
    core: 'Get the basics of {use3} right before anything fancy.',
    why: 'A basic version done well teaches more than an ambitious one abandoned halfway.',
    aside: 'The fancy version can wait. It always can.',
    short: 'Basics of {use3} first.',
  },
  {
    core: 'Change one thing at a time, whether it is {use4} or anything else.',
    why: 'If you change several things at once and it goes better, you will not know which one did it.',
    aside: 'Science, but with less funding.',
    short: 'One change at a time, {use4} or otherwise.',
  },
  {
    core: 'Write down what you did with {use5}.',
    why: 'A line each time (what you tried, what happened) turns guesswork into something you can learn from.',
    aside: 'Future you will not remember the details.',
    short: 'Keep notes on {use5}.',
  },
  OWN_KEY_STEP,
  {
    core: 'See how the people here who do it well handle {use6}.',
    why: 'The best threads share their details, so copy the approach, not the exact recipe.',
    aside: 'Borrowing ideas is called research if you take notes.',
    short: 'See how others here handle {use6}.',
  },
  {
    core: 'Ask about {kw6} with specifics.',
    why: 'When you post a question here, say what you did and what happened.',
    aside: '"It does not work" is not a question.',
    short: 'Ask about {kw6} with details.',
  },
  {
    core: 'Give {act5} a fair run before judging.',
    why: 'A first try rarely looks like the tenth.',
    aside: 'Patience: overrated until you need it.',
    short: 'Judge {act5} after a fair run.',
  },
  {
    core: 'Go back to {use4} when stuck.',
    why: 'The basics are worth checking before anything exotic.',
    aside: 'It is almost never the exotic thing.',
    short: 'When stuck, check {use4}.',
  },
];

/** Steps only the user can give, for a guide the community's material says little about. */
const OWN_STEPS: Item[] = [
  { core: 'The first thing I would do is [it, and why].', why: '', aside: '', short: '[the first thing you would do]' },
  { core: 'The step people most often skip is [it].', why: '', aside: '', short: '[the step people skip]' },
  { core: 'Once the basics work, [what to do next].', why: '', aside: '', short: '[what comes after the basics]' },
  // The first step in other words, so posts of a batch that open on it open differently (guide's body picks one per post).
  { core: 'I would begin with [it, and why].', why: '', aside: '', short: '[the first thing you would do]' },
  { core: 'Step one, for me, is [it, and why].', why: '', aside: '', short: '[the first thing you would do]' },
  // The closing step in other words, so three posts of a batch do not all close on one line.
  { core: 'What people tend to leave out is [it].', why: '', aside: '', short: '[the step people skip]' },
  { core: 'The step most people rush is [it].', why: '', aside: '', short: '[the step people rush]' },
];

/** The user's first step for the post's place in its batch. */
const firstOwnStep = (ctx: WriteContext) => [OWN_STEPS[0]!, OWN_STEPS[3]!, OWN_STEPS[4]!][(ctx.batch + ctx.slot) % 3]!;
/** The user's closing step (the one people skip) for the post's place in its batch. */
const lastOwnStep = (ctx: WriteContext) => [OWN_STEPS[1]!, OWN_STEPS[5]!, OWN_STEPS[6]!][(ctx.batch + ctx.slot) % 3]!;

/** Steps the user gives, as one sentence where the community writes prose: a guide its material says little about is no numbered form. */
function ownSteps(ctx: WriteContext, steps: readonly Item[], prose = ctx.prose): string {
  if (!prose) return list(ctx, steps, true);
  // The community's step (one at most here) follows as a sentence of its own: its short form is one already.
  const asks = steps.filter((s) => OWN_STEPS.includes(s)).map((s) => sayItem(ctx, s.short));
  const theirs = steps.filter((s) => !OWN_STEPS.includes(s)).map((s) => itemText(ctx, s));
  // Posts of a batch open on this sentence where the community has nothing on the topic: each takes the next wording.
  const [lead, then] = OWN_ORDER[(ctx.batch + ctx.slot) % OWN_ORDER.length]!;
  return [`${lead} ${asks.join(`, ${then} `)}.`, ...theirs].join(' ');
}

/** How the user's own steps are strung together: a lead-in and the word between steps. */
const OWN_ORDER: readonly (readonly [string, string])[] = [
  ['I would start with', 'then'],
  ['My order would be', 'then'],
  ['Where I would begin is', 'followed by'],
];

const MISTAKES = [
  'Taking on {use4} and {use5} all at once.',
  "Copying someone else's {use5} without asking why it works for them.",
  'Skipping {act6} because it looks boring.',
  'Giving up on {use4} after one bad try.',
  'Doing what I did at first, [a mistake you made yourself].',
];

export const guide: TemplateWriter = {
  titles: () => [
    { text: 'A beginner-friendly approach to {topic}', pattern: null, kinds: ['practice'] },
    { text: 'What I would tell someone new to {topic}', pattern: 'how-to', kinds: ['practice', 'thing'] },
    { text: '{Topic}: a simple process that works for me', pattern: 'colon', kinds: ['practice'] },
    { text: 'How I approach {topic}, step by step', pattern: 'how-to', kinds: ['practice'] },
    { text: 'How I would plan {topic}, step by step', pattern: 'how-to', kinds: ['plan'] },
    { text: '{N} things worth knowing about {topic}', pattern: 'number' },
    { text: 'Guide: getting started with {topic}', pattern: 'colon', kinds: NOT_A_PROBLEM },
    { text: '[Guide] {Topic} for beginners', pattern: 'bracket', kinds: ['practice', 'thing'], owned: true },
    // A problem is fixed, not learned: 'Tips on laptop overheating when gaming I wish I had known earlier' is no title.
    { text: 'Tips on {topic} I wish I had known earlier', pattern: null, kinds: NOT_A_PROBLEM },
    { text: 'Fixing {topic}: what to check first', pattern: 'colon', kinds: ['problem'] },
    { text: 'What I would check first for {topic}', pattern: 'how-to', kinds: ['problem'] },
    { text: 'My process for {topic}, for anyone starting out', pattern: 'first-person', kinds: ['practice', 'plan'] },
    { text: 'Getting started with {topic}: what I would do again', pattern: 'colon', kinds: NOT_A_PROBLEM },
    { text: 'Notes on {topic} for newcomers to this sub', pattern: null, kinds: NOT_A_PROBLEM },
    { text: 'What I have learned about {topic}', pattern: 'how-to' },
    { text: 'A few things worth knowing about {topic}', pattern: null },
    { text: '{Topic}: what to look for', pattern: 'colon', kinds: ['thing'], chosen: true },
    { text: '{Topic} in {N} steps', pattern: 'number', styles: ['Brief'], kinds: ['practice', 'plan'] },
    { text: '{Topic}: the short version', pattern: 'colon', styles: ['Brief'] },
    { text: 'A guide to {topic} nobody asked for', pattern: null, styles: ['Sarcastic'] },
    { text: '{Topic}, explained by someone who got it wrong first', pattern: null, styles: ['Sarcastic'], kinds: ['practice', 'thing'] },
  ],

  body(ctx) {
    const intro = voice(
      ctx,
      {
        Friendly: [
          'A few people here have asked where to start with {topic}, so here is how I go about it, from {kw} to {kw2}.',
          'I see a lot of questions on {sub} about {topic}, {kw} and {kw2}, so I wrote down how I go about it.',
          'Not an expert, but this is how I would get a friend started with {topic}, with {into} and {into2} in mind.',
          'Here is how I would go about {topic} if I started again, with {into} in mind.',
        ],
        Expert: [
          '**Why this post.** Questions about {topic} on {sub} keep touching on {kw} and {kw2}; this is a short process that covers both.',
          '**Scope.** A starting process for {topic}, in order, with notes on {kw} and {kw2}.',
          '**Overview.** The steps I would take with {topic}, from {kw} to {kw2}.',
          '**Outline.** How I would set up {topic} from scratch, with {into} in mind.',
        ],
        Sarcastic: [
          'Since questions on {topic} come up here roughly every hour, some about {kw}, I wrote it all down once.',
          'Here is the {topic} guide I wish someone had thrown at me, with a word on {kw} and {kw2}.',
          'I made every mistake with {topic} and {kw} so you do not have to.',
          'The {topic} guide nobody asked for, with a word on {kw}.',
        ],
        Brief: [
          '{Topic}, from {kw} to {kw2}:',
          'How I approach {topic} and {kw}:',
          'Getting started with {topic} and {kw}:',
          '{Topic}, with a word on {kw}:',
        ],
      },
      { lean: true },
    );
    // After the opening, so the opening says the community's best phrase and the list takes the others.
    // Where the community's material fills fewer than two steps, the user's own steps are asked for: a guide of one step is none.
    const found = someItems(ctx, STEPS, ctx.items);
    // The user's first step leads, the community's (if one) follows, the step people skip closes.
    const real = found.filter((s) => s !== OWN_KEY_STEP);
    const steps = found.length >= 2 ? found : [firstOwnStep(ctx), ...real, lastOwnStep(ctx)];
    ctx.listed = steps.length;
    // The first mistake from the batch's pick on that the community's material can fill.
    const [pick] = pickFillable(ctx, MISTAKES, 1, ctx.batch + ctx.slot);
    const mistake = pick ? sayItem(ctx, pick) : '';
    const outro = voice(ctx, {
      Friendly: ['Common mistake: {mistake}', 'To avoid: {mistake}', 'Watch out for: {mistake}'],
      Expert: ['**Common mistake.** {mistake}', '**Avoid.** {mistake}', '**Pitfall.** {mistake}'],
      Sarcastic: ['Classic mistake: {mistake}', 'Avoid: {mistake}', 'Learn from me: {mistake}'],
      Brief: ['', '', ''],
    }).replace(/(:\s)?\{mistake\}/, (_m, colon: string | undefined) =>
      colon ? colon + mistake.charAt(0).toLowerCase() + mistake.slice(1) : mistake,
    );
    // Brief lists the community's steps; steps all the user's to give read as one sentence, not a numbered form.
    if (ctx.style === 'Brief')
      return [
        intro,
        found.length >= 2
          ? steps.map((s, i) => `${i + 1}. ${sayItem(ctx, s.short)}`).join('\n')
          : ledByTopic(ctx, intro, ownSteps(ctx, steps, true)),
      ]
        .filter(Boolean)
        .join('\n\n');
    // Nothing here relates to the topic and the opening went: who the guide is for is the user's to say, in a line naming it.
    const scope =
      intro ||
      // A problem is tracked down in an order of checks, never given 'my order for' nor 'survived'.
      (ctx.kind === 'problem'
        ? voice(ctx, {
            Friendly: [
              'What I would check first for {topic}, if you are [the situation this is for].',
              'The order I would check things in for {topic}, for [who this is for].',
              'How I would track down {topic}, for [who this is for].',
            ],
            Expert: [
              '**Scope.** The checks for {topic}, in order, for [who this is for].',
              '**Context.** Written for anyone with {topic} who is [the situation this is for].',
              '**Outline.** Tracking down {topic}, step by step, for [who this is for].',
            ],
            Sarcastic: [
              'How to track down {topic}, for [who this is for], in the order I learned it the hard way.',
              'The checks for {topic} I wish I had done first, for [who this is for].',
              'What to check for {topic}, for [who this is for], no warranty given.',
            ],
            Brief: ['', '', ''],
          })
        : null) ||
      voice(ctx, {
        Friendly: [
          'Here is how I would go about {topic}, for [who this is for].',
          'My order for {topic}, written for [who this is for].',
          'The steps I would take with {topic}, if you are [the situation this is for].',
          'A short path through {topic}, for [who this is for].',
          'How I would take on {topic} today, if I were [the situation this is for].',
          'Where to begin with {topic}, for [who this is for].',
        ],
        Expert: [
          '**Scope.** The steps for {topic}, for [who this is for].',
          '**Context.** Written for anyone taking on {topic} who is [the situation this is for].',
          '**Outline.** {Topic}, in order, for [who this is for].',
          '**Scope.** A walk-through of {topic}, written for [who this is for].',
          '**Outline.** How I would approach {topic} as [the situation this is for].',
          '**Context.** {Topic}, step by step, for [who this is for].',
        ],
        Sarcastic: [
          'How to go about {topic}, for [who this is for], whether they asked or not.',
          'The steps for {topic}, for [who this is for], in the order I learned them the hard way.',
          'My way through {topic}, for [who this is for], no warranty given.',
          'A guide to {topic} for [who this is for], from someone who learned the slow way.',
          'The route I would take through {topic} as [the situation this is for], had I listened the first time.',
          'How to survive {topic}, for [who this is for].',
        ],
        Brief: ['', '', ''],
      });
    return paragraphs([scope, found.length >= 2 ? list(ctx, steps, true) : ownSteps(ctx, steps), outro]);
  },

  plainCta: { Friendly: 'Any thoughts welcome.', Expert: 'Corrections welcome.', Sarcastic: 'Correct me below.', Brief: 'Thoughts?' },
  cta: {
    Friendly: [
      'Anything you would add on {kw2}?',
      'Anything you would do differently with {use}? Tell me below.',
      'If the {act3} step is unclear, ask and I will expand on it.',
    ],
    Expert: [
      'What would you add or change about {kw}?',
      'Corrections on {kw2} welcome; I will update the post.',
      'Would you put {use3} earlier or later?',
    ],
    Sarcastic: [
      'Tell me what I got wrong about {kw}. Someone always does.',
      'Corrections on {kw2} welcome. Politely, ideally.',
      'Now tell me your way with {use} is better.',
    ],
    Brief: ['Anything to add on {kw}?', 'Additions welcome.', 'Thoughts?'],
  },
};
