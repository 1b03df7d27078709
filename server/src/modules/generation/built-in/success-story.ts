/**
 * Template 'Success story': where the poster started, what they changed, where it stands. The
 * writer knows none of it, so every fact is the user's to give, asked for in a marked bracket
 * ('[your result here]'); what the text adds is the shape, the community's own threads and a
 * member's voice, never a result, a duration or a figure nobody supplied (decision 025).
 */
import { list, someItems, voice, type Item, type TemplateWriter } from './kit';

/** What changed: the user's own points, asked for in brackets; the wording around them varies. */
const CHANGES: Item[] = [
  {
    core: '[A change you made.]',
    why: '[Why it helped, in a sentence.]',
    aside: '[Why it helped, honestly.]',
    short: '[a change you made]',
  },
  { core: '[Another change.]', why: '[What you noticed after it.]', aside: '[What you noticed after it.]', short: '[another change]' },
  {
    core: '[Something you stopped doing.]',
    why: '[Why you dropped it.]',
    aside: '[Why it had to go.]',
    short: '[something you stopped doing]',
  },
  {
    core: '[A tip or thread from here that helped.]',
    why: '[How you used it.]',
    aside: '[How you used it.]',
    short: '[a tip from here that helped]',
  },
  {
    core: '[A mistake you made on the way.]',
    why: '[What you would do instead.]',
    aside: '[What you would do instead.]',
    short: '[a mistake you made]',
  },
  { core: '[Anything else that made a difference.]', why: '[Why.]', aside: '[Why.]', short: '[anything else that mattered]' },
];

export const successStory: TemplateWriter = {
  titles: () => [
    { text: '{Topic}: what finally worked for me', pattern: 'colon' },
    { text: 'How I finally got somewhere with {topic}', pattern: 'how-to' },
    { text: 'A small win with {topic}, and what helped', pattern: null },
    { text: 'I finally got {topic} right. Here is what changed', pattern: 'first-person' },
    { text: 'What worked for me with {topic} (and what did not)', pattern: 'how-to' },
    { text: 'Progress on {topic}, and what I learned on the way', pattern: null },
    { text: '[Update] {Topic} is finally coming together', pattern: 'bracket' },
    { text: 'Progress on {topic}, thanks to this sub', pattern: null },
    { text: 'Some good news on {topic}', pattern: null },
    { text: 'How {topic} went for me, start to now', pattern: 'how-to' },
    { text: 'I stuck with {topic} and it paid off', pattern: 'first-person' },
    { text: 'Report back: {topic}', pattern: 'colon' },
    { text: '{Topic}: finally there', pattern: 'colon', styles: ['Brief'] },
    { text: 'A small win with {topic}', pattern: null, styles: ['Brief'] },
    { text: 'I got {topic} working. Nobody is more surprised than me', pattern: 'first-person', styles: ['Sarcastic'] },
    { text: 'Against all odds, {topic} went fine', pattern: null, styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const changes = someItems(ctx, CHANGES, Math.min(ctx.items, 3));
    const open = voice(ctx, {
      Friendly: [
        'Long-time reader of {sub}. Threads here helped me a lot with {topic}, so here is how it went.',
        'Small win to share about {topic}, because this sub helped more than it knows.',
        'I have asked a few questions here about {topic}, so it feels fair to report back.',
        'Posting this for anyone who is where I was with {topic} not long ago.',
      ],
      Expert: [
        '**Context.** A write-up of {topic}: where I started, what changed, where it stands.',
        '**Context.** Notes on {topic}, written up for {sub} since the threads here shaped most of it.',
        '**Summary.** What I changed in {topic}, and what I would keep.',
      ],
      Sarcastic: [
        'Against every expectation, including my own, {topic} worked out.',
        'Plot twist: {topic} went well. I am as confused as you are.',
        'Reporting back on {topic}, mostly so future me cannot pretend it was easy.',
      ],
      Brief: ['Quick update on {topic}.', 'Short report on {topic}.', 'A quick {topic} win.'],
    });
    const before = voice(ctx, {
      Friendly: [
        'Where I started: [what it looked like before].',
        'The starting point: [where you were, in a sentence or two].',
        'Before: [what was not working].',
      ],
      Expert: [
        '**Starting point.** [Where you were, and what was not working.]',
        '**Before.** [The situation you started from.]',
        '**Baseline.** [What it looked like at the start.]',
      ],
      Sarcastic: [
        'Where I started: [the sorry state of things, in your words].',
        'Before: [what was going wrong, in loving detail].',
        'The beginning was [how bad it was].',
      ],
      Brief: ['Before: [where you started].', 'Start: [where you were].', 'Before: [what was not working].'],
    });
    const heading = voice(ctx, {
      Friendly: ['What made the difference:', 'What I changed:', 'The things that helped:'],
      Expert: ['**What changed**', '**What made the difference**', '**Changes, in order**'],
      Sarcastic: ['What actually helped:', 'The changes, for the record:', 'What I did differently:'],
      Brief: ['', '', ''],
    });
    const thread = ctx.vars.cite
      ? voice(ctx, {
          Friendly: [
            'The “{cite}” thread here was a big help.',
            'Threads like “{cite}” pointed me the right way.',
            'Reading “{cite}” on {sub} changed how I went about it.',
          ],
          Expert: [
            '**Credit.** The “{cite}” thread on {sub} shaped most of this.',
            '**Credit.** Threads like “{cite}” did the heavy lifting.',
            '**Sources.** “{cite}”, here on {sub}, among others.',
          ],
          Sarcastic: [
            'Credit where due: the “{cite}” thread. I read it more times than I will admit.',
            'Threads like “{cite}” deserve most of the credit. I just did what they said.',
            'I owe the “{cite}” thread a drink.',
          ],
          Brief: ['“{cite}” helped.', 'Credit to the “{cite}” thread.', 'The “{cite}” thread helped.'],
        })
      : '';
    const now = voice(ctx, {
      Friendly: [
        'Where it stands now: [your result, in your own words].',
        'Now: [where things are today].',
        'The result: [what changed, in your words or numbers].',
      ],
      Expert: [
        '**Where it stands.** [Your result, with any numbers you are happy to share.]',
        '**Result.** [What changed, and how you know.]',
        '**Now.** [Where things are today.]',
      ],
      Sarcastic: [
        'Where it stands now: [your result, modestly stated].',
        'The result: [what changed, no exaggeration].',
        'Now: [how it is going, honestly].',
      ],
      Brief: ['Now: [your result].', 'Result: [what changed].', 'Today: [where it stands].'],
    });
    if (ctx.style === 'Brief')
      return [open, before, `What helped: ${changes.map((c) => c.short).join(', ')}.`, thread, now].filter(Boolean).join(' ');
    return [open, before, `${heading}\n\n${list(ctx, changes, ctx.style === 'Expert')}`, thread, now].filter(Boolean).join('\n\n');
  },

  cta: {
    Friendly: [
      'Happy to answer questions about any of it.',
      'Has anyone else gone through this? Curious how it went for you.',
      'If you are in the middle of it, ask away.',
    ],
    Expert: [
      'Questions welcome; I will answer what I can.',
      'Happy to go into detail on any step.',
      'If you tried it differently, I would like to compare notes.',
    ],
    Sarcastic: ['Questions welcome. Sympathy also accepted.', 'Ask me anything, within reason.', 'Tell me what I got lucky with.'],
    Brief: ['Questions welcome.', 'Ask away.', 'Happy to answer questions.'],
  },
};
