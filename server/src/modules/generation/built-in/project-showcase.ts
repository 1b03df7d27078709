/**
 * Template 'Project showcase': what the user made, as their query names it ('launching a budgeting
 * app' → a budgeting app), why, and the feedback they want. What it does and how it went are the
 * user's to say, asked for in marked brackets: no features or results are made up (decision 025).
 */
import { ledByTopic, voice, type TemplateWriter, paragraphs } from './kit';

/** Leads naming what is shown before its description, one per post of a batch: the poster's own, as the title said it. */
const SHOWN_LEADS = ['About {myThing}{where}:', 'A word on {myThing}{where}:', 'As for {myThing}{where}:'];

/** What a write-up, a plan or a list covers, the user's to say. */
const COVERS = {
  Friendly: [
    'In a few sentences, it covers [what you did, in order].',
    'In short, it covers [what you did], and the part that surprised me was [what you did not expect].',
    'It walks through [the steps, in order], and [what you would do differently].',
  ],
  Expert: [
    '**What it covers.** It goes through [the steps, in order, and why each].',
    '**Contents.** It covers [what it covers], and the unusual part is [anything unusual].',
    '**Scope.** It covers [what it covers] and leaves out [what it leaves out].',
  ],
  Sarcastic: [
    'In short and mostly honest terms, it covers [what it covers].',
    'It covers, minus the embarrassing parts, [the steps].',
    'In honest terms, it covers [what it covers].',
  ],
  Brief: ['In short, it covers [what it covers].', 'It covers [the steps, in a line].', 'It covers [what it covers], for [whom].'],
};

export const projectShowcase: TemplateWriter = {
  titles: () => [
    { text: 'I {made} {aMade}{where}. Would love honest feedback', pattern: 'first-person' },
    { text: 'My {thing}{where}: feedback welcome', pattern: 'first-person' },
    { text: '[Showcase] {AThing}{where}', pattern: 'bracket' },
    { text: 'Feedback wanted on my {thing}{where}', pattern: null },
    { text: 'Finally finished my {thing}{where}', pattern: null },
    { text: 'I {made} {aMade}{where} and would like your thoughts', pattern: 'first-person' },
    { text: 'What do you think of my {thing}{where}?', pattern: 'how-to' },
    { text: 'Sharing my {thing}{where}', pattern: null },
    { text: '{HereIs} {aThing}{where} I have been working on', pattern: null },
    { text: 'First time sharing {aThing}{where}: be honest', pattern: 'colon' },
    { text: 'Looking for feedback on {aThing}{where}', pattern: null },
    { text: 'My {thing}{where}. Thoughts?', pattern: 'first-person', styles: ['Brief'] },
    { text: '{Made} {aMade}{where}', pattern: null, styles: ['Brief'], kinds: ['thing'] },
    { text: 'I {made} {aMade}{where}. Please be gentle', pattern: 'first-person', styles: ['Sarcastic'] },
    { text: 'The world needed {another} {thing}{where}, so {hereIsMine}', pattern: null, styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const what = voice(
      ctx,
      {
        Friendly: [
          'Hi {sub}! I have been working on {aThing}{where} and would like opinions from people here who know {into}.',
          'A showcase for {sub}: {aThing}{where}, with {into} and {into2} in mind.',
          'Sharing {aThing}{where}, for anyone here into {into}.',
          'Finally ready to show {aThing}{where}, and curious what people here into {into} make of {thingIt}.',
          'Hi {sub}! I have been working on {aThing}{where} and would like some honest opinions, especially from anyone into {into}.',
        ],
        Expert: [
          '**What it is.** {AThing}{where}, with {into} in mind: [what it is or does].',
          '**The project.** {AThing}{where}, with {into} in mind. [What it is and who it is for.]',
          '**Overview.** {AThing}{where}, around {kw}; [the short description].',
          '**In short.** {AThing}{where}, with {into} in mind.',
        ],
        Sarcastic: [
          'Against my better judgement, I {made} {aMade}{where}, and yes, it involves {kw}.',
          'Behold: {aThing}{where}, with far too much thought given to {kw}.',
          'I {made} {aMade}{where}, and now you have to hear about it, {kw} and all.',
          'Presenting, for better or worse, {aThing}{where}, with {into} in mind.',
          'Against my better judgement, I {made} {aMade}{where}, and now it is your problem too.',
        ],
        Brief: [
          'My {thing}{where}, with {kw}:',
          'Here is {aThing}{where}, {kw} and all:',
          'Sharing {aThing}{where}, around {kw}:',
          '{AThing}{where}, with {into} in mind:',
        ],
      },
      { lean: true },
    );
    // What it is and why, the user's to say, inside sentences of the poster's: 'What it is: [..]' alone reads as a form field.
    // A write-up, a plan or a list does nothing and has no insides: it covers something ('it is [what it does]' reads wrong).
    // Nor does a dresser or a painting do anything: the rest say what it is.
    const describe = voice(
      ctx,
      /^(?:write-up|plan|list) /.test(ctx.vars.thing ?? '')
        ? COVERS
        : {
            Friendly: [
              'In a few sentences, {thingIs} [what {thingIs} and how you made {thingIt}].',
              '{ThingIs} [what {thingIs}], and what makes {thingIt} different is [what makes {thingIt} yours].',
              'The short version is that {thingIs} [what {thingIs}, and who {thingIs} for].',
            ],
            Expert: [
              '**How it works.** The main parts are [how it is put together], and the unusual bit is [anything unusual].',
              '**Details.** Under the hood, {thingSubject} [how it is made or how it works].',
              '**How.** The key choices were [the choices you made, and why].',
            ],
            Sarcastic: [
              'Describing {thingIt} with as much modesty as I can manage: [what {thingIs}].',
              'The pitch, such as it is: [what {thingIs}, and why {thingSubject} exists].',
              'In honest terms, {thingIs} [what {thingIs}, described honestly].',
            ],
            Brief: [
              'In short, {thingIs} [what {thingIs}, for whom].',
              'What is new about it is [what is new, in a line].',
              'The idea: [what {thingIs}], for [whom].',
            ],
          },
    );
    // What the community talks about, as the reason for asking it: true of its posts, claimed of nobody.
    const context = voice(ctx, {
      Friendly: [
        'I would especially like to hear from people here who know {into2} and {into3}.',
        'I know people here care about {into2}, so tell me if I got it wrong.',
        'People here know {into2} and {into3} far better than I do, which is why I am posting it here.',
      ],
      Expert: [
        '**Why here.** I would value a view from people on {sub} who know {into2} and {into3}.',
        '**Why here.** This community knows {kw2} better than anywhere else I have looked.',
        '**Why here.** The threads here on {kw2} and {kw3} are the best I have found.',
      ],
      Sarcastic: [
        'I know the {kw2} experts here will have opinions. Good.',
        'Yes, there are plenty of {kw2} threads already, and this adds one more.',
        'Bring your strongest opinions on {kw2} and {kw3}.',
      ],
      Brief: ['', '', ''],
    });
    const why = voice(ctx, {
      Friendly: [
        'The idea came from [the problem or the moment behind it].',
        'I started on {thingIt} because [why you started].',
        '{ThingSubject} grew out of [where the idea came from].',
      ],
      Expert: [
        '**Why.** The reason behind {thingIt}: [the problem or idea behind it].',
        '**Motivation.** I started on {thingIt} because [why it exists].',
        '**Background.** {ThingSubject} grew out of [what led to it].',
      ],
      Sarcastic: [
        'Why would anyone do this? [your reason, however questionable].',
        'As for why, honestly: [the honest answer].',
        'The reason, in my own words: [why].',
      ],
      Brief: ['', '', ''],
    });
    const feedback = voice(ctx, {
      Friendly: [
        'Feedback on the {kw} side especially: [the part you are unsure about].',
        'I am curious what you think of {kw} here, and of [the part you want eyes on].',
        'Thoughts on {kw} most of all, or on [what you want to improve].',
      ],
      Expert: [
        '**Feedback wanted.** On {kw}, and [the specific part you want judged].',
        '**Open questions.** Mostly, I am unsure about [what you are unsure about].',
        '**Looking for.** Views on {kw} and [the feedback that would help most].',
      ],
      Sarcastic: [
        'Roast all of it, and be hardest on [the part you are nervous about].',
        'Be honest about {kw} and [the part you suspect is weak].',
        'Tell me what is wrong with the {kw} and [the part you want judged].',
      ],
      Brief: ['Feedback on [the weak part] is most welcome.', 'Would love your thoughts on [what you want judged].', 'Feedback welcome.'],
    });
    const link = `${ctx.vars.launch ?? ''}${ctx.vars.software === 'yes' ? ' Link on request.' : ''}`;
    // Nothing here relates to the topic and the opening went: the description names what is shown.
    // Each post of a batch leads in its own words: three bodies opening 'About a handmade soy candles shop:' read as one.
    const told = ledByTopic(ctx, what, describe, SHOWN_LEADS[ctx.slot % SHOWN_LEADS.length]!);
    if (ctx.style === 'Brief') return [what, told, feedback].filter(Boolean).join(' ') + link;
    // Asks ride in the paragraphs around them, as a member writes, not on lines of their own like form fields.
    // Without a feedback line the link note opens its own paragraph: no leading space (' Link on request.').
    return paragraphs([what, told, why, context, (feedback + link).trim()]);
  },

  plainCta: { Friendly: 'Any feedback welcome.', Expert: 'Critique welcome.', Sarcastic: 'Roast it, gently.', Brief: 'Feedback welcome.' },
  cta: {
    Friendly: ['All feedback on {kw} welcome!', 'Let me know what you think of the {kw2} part.', 'What would you change about {use3}?'],
    Expert: [
      'Critical feedback on {kw} is more useful to me than compliments.',
      'What would you do differently with {kw2}?',
      'What would you want to see next, {kw3} or something else?',
    ],
    Sarcastic: [
      'Roast away; I can take it, even on {kw2}.',
      'Tell me why it is a terrible idea for {kw}.',
      'Constructive destruction welcome.',
    ],
    Brief: ['Feedback?', 'Thoughts welcome.', 'Thoughts on {kw}?'],
  },
};
