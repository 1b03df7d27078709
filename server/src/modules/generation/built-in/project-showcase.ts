/**
 * Template 'Project showcase': what the user made, as their query names it ('launching a budgeting
 * app' → a budgeting app), why, and the feedback they want. What it does and how it went are the
 * user's to say, asked for in marked brackets: no features or results are made up (decision 025).
 */
import { voice, type TemplateWriter } from './kit';

export const projectShowcase: TemplateWriter = {
  titles: () => [
    { text: 'I {made} {aThing}. Would love honest feedback', pattern: 'first-person' },
    { text: 'My {thing}: feedback welcome', pattern: 'first-person' },
    { text: '[Showcase] {AThing}', pattern: 'bracket' },
    { text: 'Feedback wanted on my {thing}', pattern: null },
    { text: 'Finally finished my {thing}', pattern: null },
    { text: 'I {made} {aThing} and would like your thoughts', pattern: 'first-person' },
    { text: 'What do you think of my {thing}?', pattern: 'how-to' },
    { text: 'Sharing my {thing}', pattern: null },
    { text: 'Here is {aThing} I have been working on', pattern: null },
    { text: 'First time sharing {aThing}: be honest', pattern: 'colon' },
    { text: 'Looking for feedback on {aThing}', pattern: null },
    { text: 'My {thing}. Thoughts?', pattern: 'first-person', styles: ['Brief'] },
    { text: 'Made {aThing}', pattern: null, styles: ['Brief'] },
    { text: 'I {made} {aThing}. Please be gentle', pattern: 'first-person', styles: ['Sarcastic'] },
    { text: 'The world needed another {thing}, so here is mine', pattern: null, styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const what = voice(ctx, {
      Friendly: [
        'Hi {sub}! I have been working on {aThing} and it is at a point where I would like opinions from people here.',
        'Long-time lurker, first showcase. This is my {thing}.',
        'Sharing my {thing}, since this sub has helped me a lot along the way.',
      ],
      Expert: [
        '**What it is.** {AThing}: [what it is or does, in one or two sentences].',
        '**The project.** {AThing}. [What it is and who it is for.]',
        '**Overview.** {AThing}; [the short description].',
      ],
      Sarcastic: [
        'Against my better judgement, I {made} {aThing}.',
        'Behold: {aThing}. Lower your expectations accordingly.',
        'I {made} {aThing}, and now you have to hear about it.',
      ],
      Brief: ['My {thing}:', 'Here is {aThing} I {made}:', 'Sharing {aThing}:'],
    });
    const describe = voice(ctx, {
      Friendly: [
        'What it is: [what it does or how you made it, in a few sentences].',
        'A bit about it: [what it is and what makes it yours].',
        'The short version: [what it is, who it is for].',
      ],
      Expert: [
        '**How it works.** [The approach, the main parts, anything unusual.]',
        '**Details.** [How it is made or how it works.]',
        '**How.** [The key choices you made.]',
      ],
      Sarcastic: [
        'What it is: [describe it, modesty optional].',
        'The pitch, such as it is: [what it does].',
        'What it does: [the honest description].',
      ],
      Brief: ['[what it is, in a line].', '[one-line description].', '[what it does].'],
    });
    const why = voice(ctx, {
      Friendly: [
        'Why I made it: [the idea or the problem behind it].',
        'It started because [why you started].',
        'The idea came from [where it came from].',
      ],
      Expert: ['**Why.** [The problem or idea behind it.]', '**Motivation.** [Why it exists.]', '**Background.** [What led to it.]'],
      Sarcastic: ['Why? [your reason, however questionable].', 'Why did I do this? [the honest answer].', 'Reason: [why, in your words].'],
      Brief: ['', '', ''],
    });
    const feedback = voice(ctx, {
      Friendly: [
        'What I would love feedback on: [the part you are unsure about].',
        'I am especially curious what you think of [the part you want eyes on].',
        'Any feedback welcome, especially on [what you want to improve].',
      ],
      Expert: [
        '**Feedback wanted.** [The specific part you want judged.]',
        '**Open questions.** [What you are unsure about.]',
        '**What I am looking for.** [The feedback that would help most.]',
      ],
      Sarcastic: [
        'Roast it, but especially [the part you are nervous about].',
        'Be honest about [the part you suspect is weak].',
        'Tell me what is wrong with [the part you want judged].',
      ],
      Brief: ['Feedback on [the part you are unsure about] welcome.', 'Thoughts on [what you want judged]?', 'Feedback welcome.'],
    });
    const link = `${ctx.vars.launch ?? ''}${ctx.vars.software === 'yes' ? ' Happy to share a link if the rules here allow it.' : ''}`;
    if (ctx.style === 'Brief') return [what, describe, feedback].filter(Boolean).join(' ') + link;
    return [what, describe, why, feedback + link].filter(Boolean).join('\n\n');
  },

  cta: {
    Friendly: ['All feedback welcome, good or bad!', 'Let me know what you think.', 'What would you change?'],
    Expert: [
      'Critical feedback is more useful to me than compliments.',
      'What would you do differently?',
      'What would you want to see next?',
    ],
    Sarcastic: [
      'Roast away. I can take it. Probably.',
      'Tell me why it is a terrible idea.',
      'Comments open for constructive destruction.',
    ],
    Brief: ['Feedback?', 'Thoughts welcome.', 'What do you think?'],
  },
};
