/**
 * Template 'Success story': where the poster started, what they changed, where it stands. The
 * writer knows none of it, so every fact is the user's to give, asked for in a marked bracket
 * ('[your result here]'); what the text adds is the shape, the community's own threads and a
 * member's voice, never a result, a duration or a figure nobody supplied (decision 025).
 */
import { shortCite, joinAnd, list, sayItem, someItems, voice, type Item, type TemplateWriter, paragraphs } from './kit';
import { NOT_A_PROBLEM } from './topic-forms';

/**
 * What changed: the user's own points, asked for in brackets, each led in by what the community
 * talks about around the topic ({kw}…), so the list reads as a member's, not a form.
 */
const CHANGES: Item[] = [
  {
    core: 'What I changed about {use}: [the change, and what you noticed after it].',
    why: '',
    aside: '',
    short: '[what you changed about {use}]',
  },
  {
    core: 'What I did differently with {use2}: [it, and why it helped].',
    why: '',
    aside: '',
    short: '[what you did with {use2}]',
  },
  {
    core: 'What I stopped doing with {use3}: [it, and why you dropped it].',
    why: '',
    aside: '',
    short: '[what you stopped doing with {use3}]',
  },
  {
    core: 'A tip on {kw4} from here that helped: [the tip, and how you used it].',
    why: '',
    aside: '',
    short: '[a tip on {kw4} from here]',
  },
  {
    core: 'A mistake I made with {use5}: [the mistake, and what you would do instead].',
    why: '',
    aside: '',
    short: '[a mistake with {use5}]',
  },
];

export const successStory: TemplateWriter = {
  titles: () => [
    { text: '{Topic}: what finally worked for me', pattern: 'colon', kinds: ['practice', 'thing'] },
    { text: 'How I finally got somewhere with {topic}', pattern: 'how-to' },
    // A problem is fixed, never a win to have ('A small win with my car making a grinding noise').
    { text: 'A small win with {topic}, and what helped', pattern: null, kinds: NOT_A_PROBLEM },
    { text: 'I finally got {topic} right. Here is what changed', pattern: 'first-person', kinds: ['practice', 'thing'], done: true },
    { text: 'What worked for me with {topic} (and what did not)', pattern: 'how-to' },
    { text: 'Progress on {topic}, and what I learned on the way', pattern: null, kinds: ['practice', 'thing'] },
    // Said of the poster's own work or doing: never of a name ('The PS5 is finally coming together') or a thing one only
    // has ('My iPhone battery is finally coming together').
    { text: '[Update] {Topic} {is} finally coming together', pattern: 'bracket', kinds: ['thing', 'practice', 'plan'], made: true },
    // The same without the tag, for the many communities whose members never open a title with '[Update]'.
    { text: '{Topic} {is} finally coming together', pattern: null, kinds: ['thing', 'practice', 'plan'], made: true },
    { text: 'Progress on {topic}, thanks to this sub', pattern: null, kinds: ['practice', 'thing', 'name'] },
    { text: 'Some good news on {topic}', pattern: null, kinds: NOT_A_PROBLEM },
    // A problem the poster got past is fixed, never good news about it ('Some good news on my PC not booting').
    { text: 'How I finally fixed {topic}', pattern: 'how-to', kinds: ['problem'] },
    { text: 'Fixed: {topic}, and what did it', pattern: 'colon', kinds: ['problem'] },
    { text: 'How {topic} went for me, start to now', pattern: 'how-to', kinds: ['practice', 'plan'] },
    { text: 'I stuck with {topic} and it paid off', pattern: 'first-person', kinds: ['practice'], done: true },
    { text: 'Report back: {topic}', pattern: 'colon' },
    { text: 'Update on {topic}, and what made the difference', pattern: null },
    { text: 'Finally happy with {topic}', pattern: null, kinds: ['thing', 'practice'] },
    { text: 'How {topic} turned out', pattern: 'how-to', kinds: ['thing', 'plan'] },
    { text: '{Topic}: finally there', pattern: 'colon', styles: ['Brief'], kinds: ['thing', 'plan'] },
    { text: 'A small win with {topic}', pattern: null, styles: ['Brief'], kinds: NOT_A_PROBLEM },
    {
      text: 'I got {topic} working. Nobody is more surprised than me',
      pattern: 'first-person',
      styles: ['Sarcastic'],
      kinds: ['thing'],
      runs: true,
    },
    { text: 'Against all odds, {topic} went fine', pattern: null, styles: ['Sarcastic'], kinds: ['practice', 'plan'] },
  ],

  body(ctx) {
    // A problem is fixed, never something that 'worked out' or 'went well' ('my car making a grinding noise worked out').
    const fixed = ctx.kind === 'problem';
    const open = voice(
      ctx,
      fixed
        ? {
            Friendly: [
              'Here is how I fixed {topic}, for anyone here working on {kw} and {kw2}.',
              'Finally fixed {topic}, and a note on {kw}.',
              'Reporting back on fixing {topic}, with a note on {kw}.',
              'How fixing {topic} went, for anyone stuck where I was not long ago.',
            ],
            Expert: [
              '**Context.** How I fixed {topic}: what it was, what I checked, what did it, with a note on {kw}.',
              '**Context.** Notes on fixing {topic}, written up for {sub}, with a part on {kw}.',
              '**Summary.** What fixed {topic}, and what did not.',
              '**Context.** A short write-up of fixing {topic} for anyone with the same problem.',
            ],
            Sarcastic: [
              'Against every expectation, including my own, I fixed {topic}, {kw} and all.',
              'Plot twist: {topic} is fixed, and I am as confused about {kw} as you are.',
              'Reporting back on fixing {topic}, mostly so future me cannot pretend it was easy.',
              'Reporting a rare success: {topic}, fixed.',
            ],
            Brief: [
              'Quick update: {topic}, fixed.',
              'Short report on fixing {topic}.',
              'Fixed {topic}. Here is how.',
              'Update on fixing {topic}.',
            ],
          }
        : {
            Friendly: [
              'Here is how {topic} went, for anyone here working on {kw} and {kw2}.',
              'Small win to share about {topic}, and a note on {kw}.',
              'Reporting back on {topic}, with a note on {kw}.',
              'An update on {topic} and {kw}, for anyone stuck where I was not long ago.',
              'Some progress on {topic} to share, with {kw} in the mix.',
            ],
            Expert: [
              '**Context.** A write-up of {topic}: where I started, what changed with {kw} and {kw2}, where it stands.',
              '**Context.** Notes on {topic}, written up for {sub}, with a part on {kw}.',
              '**Summary.** What I changed in {topic}, from {kw} to {kw2}, and what I would keep.',
              '**Context.** What changed in {topic}, with {into} in mind.',
              '**Context.** A short write-up of {topic} for anyone working through the same thing, especially with {kw}.',
            ],
            Sarcastic: [
              'Against every expectation, including my own, {topic} worked out, {kw} and all.',
              'Plot twist: {topic} went well, and I am as confused about {kw} as you are.',
              'Reporting back on {topic} and {kw}, mostly so future me cannot pretend it was easy.',
              'Reporting a rare success with {topic}, and a note on {kw}.',
            ],
            Brief: [
              'Quick update on {topic} and {kw}.',
              'Short report on {topic} and {kw}.',
              'A quick win on {topic}, with {kw}.',
              'Update on {topic}, and on {kw}.',
            ],
          },
      { lean: true },
    );
    // After the opening, so the opening says the community's best phrase and the list takes the others.
    const changes = someItems(ctx, CHANGES, Math.min(ctx.items, 3));
    // Where it started and where it stands, the user's to say, in one sentence of the poster's: two labelled asks read as a form.
    const arc = voice(ctx, {
      Friendly: [
        'I started out with [where you were and what was not working], and these days [where things stand].',
        'The short version: it started as [where you started] and is now [where you are now].',
        'At the start, [what it looked like]; these days, [your result, in your own words].',
      ],
      Expert: [
        '**Before and after.** It went from [the situation you started from] to [your result, with any numbers you are happy to share].',
        '**Where it stands.** The starting point was [where you were]; today it is [what changed, and how you know].',
        '**Baseline and result.** At the start it looked like [what it looked like]; now it looks like [where things are today].',
      ],
      Sarcastic: [
        'It began as [the sorry state of things, in your words] and is now, somehow, [your result, modestly stated].',
        'It started as [what was going wrong, in loving detail] and ended up as [what changed, no exaggeration], which nobody saw coming.',
        'Things were [how bad it was at the start]; now they are [how it is going, honestly], against all odds.',
      ],
      Brief: [
        'It was [where you started]; now it is [your result].',
        'Started at [the start], now at [your result].',
        'It went from [the start] to [your result].',
      ],
    });
    const heading = voice(ctx, {
      Friendly: ['What made the difference with {use}:', 'What I changed:', 'What helped, {kw} first:'],
      Expert: ['**What changed**', '**What changed with {kw}**', '**Changes, in order**'],
      Sarcastic: ['What actually helped with {use}:', 'Changes, on record:', 'What I did differently with {use}:'],
      Brief: ['', '', ''],
    });
    // A thread named under a label: the post never claims it was read or helped (nobody said so).
    const thread = shortCite(ctx, 'Related:', '**Related.**');
    // Advice, not experience: what a reader new to it can take away, in the community's own terms.
    const advice = voice(ctx, {
      Friendly: [
        'If you are new to {topic}, the threads here on {kw3} are a good place to start.',
        'If you are stuck on {act3}, give it a fair run before changing everything at once.',
        'For anyone starting out: read up on {kw3} and {kw4} before spending anything.',
      ],
      Expert: [
        '**For newcomers.** Start from the threads here on {kw3}.',
        '**Takeaway.** Give {act3} a fair run before changing anything else.',
        '**Takeaway.** Settle {kw3} and {kw4} before the rest.',
      ],
      Sarcastic: [
        'If you are new to {topic}, read the {kw3} threads first and learn from other people’s mistakes, not your own.',
        'If {act3} is the problem, give it a fair run before you throw everything out.',
        'Learn from me: read up on {kw3} and {kw4} before spending anything.',
      ],
      Brief: ['', '', ''],
    });
    // No change its material can name: what made the difference is the user's to say, in a sentence of the poster's.
    const helped =
      changes.length > 0
        ? `What helped was ${joinAnd(changes.map((c) => sayItem(ctx, c.short)))}.`
        : // In the batch's own wording, so a second batch on the same topic does not repeat the first's bodies word for word.
          voice(ctx, {
            Friendly: [
              'What made the difference was [the one or two changes that mattered most].',
              'The change that mattered most was [what you did differently].',
              'What turned it around was [the one or two things you changed].',
            ],
            Expert: [
              'What made the difference was [the one or two changes that mattered most].',
              'The decisive change was [what you did differently, and why].',
              'What moved it was [the one or two changes, in order].',
            ],
            Sarcastic: [
              'What made the difference was [the one or two changes that mattered most].',
              'The secret, such as it is: [what you actually changed].',
              'What finally worked was [the change, in plain words].',
            ],
            Brief: [
              'What made the difference was [the one or two changes that mattered most].',
              'What helped most: [the change that mattered].',
              'The key change was [what you did differently].',
            ],
          });
    // Nothing here relates to the topic and the opening went: a line the user finishes names it ('With my X, it went
    // from [..]' would read as a result claimed).
    const told = open
      ? arc
      : `${voice(ctx, {
          Friendly: [
            'Some background on {topic}: [what it is, and why you took it on].',
            'A bit of context on {topic} first: [where it stood when you began].',
            'How {topic} started for me: [what got you going].',
            'Where {topic} began for me: [the starting point, in a line].',
            'Why I took on {topic} in the first place: [the reason].',
            'A line of context on {topic}: [what it is for you].',
          ],
          Expert: [
            '**Background.** On {topic}: [what it is, and why you took it on].',
            '**Context.** Why {topic}, in short: [the reason you took it on].',
            '**Scope.** What {topic} involved for me: [what it involved].',
            '**Starting point.** {Topic} began with [what set it off].',
            '**Aim.** What I wanted from {topic}: [the goal you had].',
            '**Setting.** What I had to work with on {topic}: [the constraints you had].',
          ],
          Sarcastic: [
            'Some background on {topic}, for the record: [what it is, and why you took it on].',
            'Why I took on {topic} at all: [the reason, however questionable].',
            'How {topic} and I got started: [the short, honest version].',
            'For the record, {topic} began with [the moment it all started].',
            'What possessed me to try {topic}: [your reason, honestly].',
            'The backstory of {topic}, kept short: [a line on it].',
          ],
          Brief: [
            'Background on {topic}: [a line on it].',
            'The reason behind {topic}: [your reason].',
            'Some context on {topic}: [a line].',
            'First, {topic} in a line: [what it is for you].',
            'What {topic} meant for me: [a line].',
            'The point of {topic}: [your reason].',
          ],
        })}${ctx.style === 'Brief' ? ' ' : '\n\n'}${arc}`;
    if (ctx.style === 'Brief') return [open, told, helped, thread].filter(Boolean).join(' ');
    const what = changes.length > 0 ? `${heading}\n\n${list(ctx, changes, ctx.style === 'Expert')}` : helped;
    // An ask rides in the paragraph before it, as a member writes, not on a line of its own like a form field.
    return paragraphs([open, told, what, thread, advice]);
  },

  plainCta: { Friendly: 'Questions welcome.', Expert: 'Questions welcome.', Sarcastic: 'Ask away, apparently.', Brief: 'Ask away.' },
  cta: {
    Friendly: [
      'Happy to answer questions about any of it, {kw3} especially.',
      'Has anyone else been through this with {kw}, and how did it go?',
      'If you are in the middle of it with {kw2}, ask away.',
    ],
    Expert: [
      'Questions on {kw3} welcome; I will answer what I can.',
      'Happy to go into detail on the {act2} step.',
      'If you tried {use} differently, I would like to compare notes.',
    ],
    Sarcastic: [
      'Questions on {kw3} welcome. Sympathy also accepted.',
      'Ask me anything about {kw2}, within reason.',
      'Tell me what I got lucky with on {kw}.',
    ],
    Brief: ['Questions welcome.', 'Ask away.', 'Ask me about {kw3}.'],
  },
};
