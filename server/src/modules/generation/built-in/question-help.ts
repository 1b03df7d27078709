/**
 * Template 'Question/Help': the situation, what the poster tried, where they are stuck, the ask.
 * The situation and what was tried are the user's, asked for in marked brackets; the writer adds
 * the shape, the community's own threads and a member's voice (decision 025).
 */
import {
  shortCite,
  joinAnd,
  ledByTopic,
  list,
  sayItem,
  someItems,
  voice,
  type Item,
  type TemplateWriter,
  type TitleFrame,
  paragraphs,
} from './kit';

/** What the user tried, theirs to say, each led in by what the community talks about around the topic. */
const TRIED: Item[] = [
  { core: 'What I tried with {use}: [it, and what happened].', why: '', aside: '', short: '[something you tried]' },
  { core: 'Another attempt, on {use2}: [what you tried, and what happened].', why: '', aside: '', short: '[something else]' },
  { core: 'Advice on {use3} I followed: [it, and why it did not fit your case].', why: '', aside: '', short: '[advice you followed]' },
  { core: 'What I ruled out about {use4}: [it, and why].', why: '', aside: '', short: '[what you ruled out]' },
];

export const questionHelp: TemplateWriter = {
  titles: (topic) => {
    const frames: TitleFrame[] = [
      { text: 'Any advice on {topic}?', pattern: 'question' },
      { text: 'Need some advice on {topic}', pattern: null },
      { text: '{Topic}: what am I missing?', pattern: 'colon', kinds: ['practice', 'plan'] },
      { text: 'How do you approach {topic}?', pattern: 'how-to', kinds: ['practice'], anyones: true },
      { text: 'What would you do differently with {topic}?', pattern: 'how-to', kinds: ['practice', 'plan'] },
      { text: 'Stuck with {topicAct}. Any advice?', pattern: 'question', kinds: ['practice'] },
      { text: 'Can anyone help with {topic}?', pattern: 'question' },
      { text: '[Help] {Topic}', pattern: 'bracket' },
      { text: 'What made the biggest difference for you with {topic}?', pattern: 'question', kinds: ['practice'], anyones: true },
      { text: 'I could use a second opinion on {topic}', pattern: 'first-person' },
      { text: 'Where would you start with {topic}?', pattern: 'question', kinds: ['practice', 'plan'] },
      { text: 'Advice needed: {topic}', pattern: 'colon' },
      { text: 'Anyone here have experience with {topic}?', pattern: 'question', kinds: ['thing', 'practice'], anyones: true },
      { text: 'What should I know about {topic}?', pattern: 'question' },
      { text: 'Looking for tips on {topic}', pattern: null },
      { text: 'Help me plan {topic}', pattern: null, kinds: ['plan'] },
      { text: 'First time with {topic}: what should I watch out for?', pattern: 'colon', kinds: ['thing', 'practice', 'plan'] },
      { text: 'Is there a better way to handle {topic}?', pattern: 'question', kinds: ['practice'] },
      { text: '{Topic}: where do I start?', pattern: 'colon', styles: ['Brief'], kinds: ['practice', 'plan'] },
      { text: 'Stuck on {topic}. Advice?', pattern: 'question', styles: ['Brief'] },
      {
        text: 'Every guide to {topic} says something different. Help?',
        pattern: 'question',
        styles: ['Sarcastic'],
        kinds: ['practice', 'plan'],
        anyones: true,
      },
      {
        text: 'Help: {topic} {is} winning and I am not',
        pattern: 'first-person',
        styles: ['Sarcastic'],
        kinds: ['practice', 'plan'],
      },
    ];
    if (topic.question)
      frames.push({ text: '{Question}', pattern: 'question', styles: ['Friendly', 'Expert', 'Brief', 'Sarcastic'], weight: 3 });
    return frames;
  },

  body(ctx) {
    const open = voice(
      ctx,
      {
        Friendly: [
          'Hoping someone here can help with {topic}, and with {kw} too.',
          'I am trying to get {topic} right and could use advice on {kw} from people who have done it.',
          'Bit of a beginner question about {topic} and {kw}, so bear with me.',
          'I have been stuck on {topic} and figured the people here who know {into} are the ones to ask.',
          'Could use some help with {topic}, especially from anyone who knows {kw}.',
        ],
        Expert: [
          '**Question.** How would you approach {topic} and {kw} in my situation?',
          '**Question.** I am looking for a second opinion on {topic}, {kw} in particular.',
          '**What I want.** Advice on {topic} and {kw} from people who have been through it.',
          '**Question.** What would you change in my approach to {topic}, especially around {kw}?',
          '**Question.** How would you go about {topic} in my place, especially with {kw}?',
        ],
        Sarcastic: [
          'I have officially run out of ideas on {topic} and {kw}, so here I am.',
          'Everything I read about {topic} and {kw} contradicts the last thing I read.',
          'At this point {topic} {is} winning, and I have not even got to {kw}.',
          '{Topic} and I are not getting along, and {kw} and I are not much better.',
          'Somebody here must understand {topic} and {kw}, because I clearly do not.',
          'Trying to work out {topic} here, and the {kw} side of it is a complete mystery to me.',
        ],
        Brief: [
          'Quick question about {topic} and {kw}.',
          'Need advice on {topic}, {kw} too.',
          'Stuck on {topic} and {kw}.',
          'Help with {topic}, and with {kw}.',
        ],
      },
      { lean: true },
    );
    // After the opening, so the opening says the community's best phrase and the list takes the others.
    const tried = someItems(ctx, TRIED, Math.min(ctx.items, 3));
    // The user's situation, asked for inside a sentence of the poster's: 'Context: [..]' on its own reads as a form field.
    const context = voice(ctx, {
      Friendly: [
        'Right now I am working with [your setup and what you have], and the goal is [what you want to get to].',
        'For some background, I have [what you have to work with] and I am trying to [what you are aiming for].',
        'Where I am with it at the moment: [your situation, in a sentence or two], and I would like to [your goal].',
        'What I have so far is [what you have], and what I want is [your goal].',
        'My situation, briefly: [your situation], and I am hoping to [your goal].',
        'To give some context, I have [your setup] and want to [your goal].',
      ],
      Expert: [
        '**Situation.** I am working with [your setup and constraints], aiming for [your goal].',
        '**Context.** What I have is [what you have]; what I am aiming for is [your goal].',
        '**Background.** Briefly, the situation is [your situation, in two or three sentences].',
        '**Situation.** What I have: [your setup]; what I want: [your goal].',
        '**Context.** I have [what you have to work with] and I am aiming for [your goal].',
        '**Background.** My starting point is [your setup], and the target is [your goal].',
      ],
      Sarcastic: [
        'My setup, in all its glory, is [your setup], and the dream is [your goal].',
        'What I am working with, honestly, is [what you have].',
        'The situation as it stands is [your situation], which is not where I hoped to be.',
        'Here is what I am working with, for better or worse: [your setup].',
        'My current situation, in its full glory: [your situation].',
        'What I have is [what you have]; what I want is [your goal], apparently too much to ask.',
      ],
      Brief: [
        'Working with [what you have], aiming for [your goal].',
        'I have [your setup] and want [your goal].',
        'In one line, I am [your situation].',
        'My setup is [your setup]; the goal is [your goal].',
        'Briefly, I am [your situation] and want [your goal].',
        'Current state: [your situation], aiming for [your goal].',
      ],
    });
    const heading = voice(ctx, {
      Friendly: ['Tried so far:', 'Tried already:', 'What I tried:'],
      Expert: ['**Tried so far**', '**Ruled out**', '**Attempts so far**'],
      Sarcastic: ['Failed attempts:', 'My attempts, annotated:', 'Tried so far:'],
      Brief: ['', '', ''],
    });
    // A thread named under a label: the post never claims it was read or helped (nobody said so).
    const thread = shortCite(ctx, 'Related:', '**Related.**');
    const stuck = voice(ctx, {
      Friendly: [
        'The part I cannot figure out is [the specific part that is not working].',
        'What I keep getting stuck on is [what exactly goes wrong].',
        'Mostly I want to know [the one thing you most want answered].',
      ],
      Expert: [
        '**Stuck on.** The part I cannot solve is [the specific problem].',
        '**The question.** What I want to know is [what exactly you want to know].',
        '**Open question.** It comes down to [the part you cannot solve].',
      ],
      Sarcastic: [
        'The part that defeats me every time is [what trips you up].',
        'What keeps going wrong, reliably, is [what keeps going wrong].',
        'The bit I have not cracked yet is [the specific issue].',
      ],
      Brief: ['I am stuck on [the problem].', 'What I need to know is [your question].', 'What keeps going wrong is [the problem].'],
    });
    // Who the question is for, in the community's own terms: asks nothing of the user, claims nothing.
    const who = voice(ctx, {
      Friendly: [
        'If you have dealt with {use3} or {use4} before, I would love to hear from you.',
        'Anyone who knows {kw3} well, your take would help a lot.',
        'Especially keen to hear from people who have sorted out {use3}.',
      ],
      Expert: [
        '**Who might know.** Anyone who has worked through {use3} or {use4}.',
        '**Most useful.** Answers from people who have handled {use3} themselves.',
        '**Ideal answer.** What you would check first about {kw3}, and why.',
      ],
      Sarcastic: [
        'Wizards of {kw3} and {kw4}, this is your moment.',
        'If you have tamed {use3}, please share your secrets.',
        'Calling everyone who has survived {use3}.',
      ],
      Brief: ['', '', ''],
    });
    if (ctx.style === 'Brief')
      return [
        open,
        ledByTopic(ctx, open, context),
        tried.length > 0 ? `Tried so far: ${joinAnd(tried.map((t) => sayItem(ctx, t.short)))}.` : '',
        stuck,
        thread,
      ]
        .filter(Boolean)
        .join(' ');
    const attempts = tried.length > 0 ? `${heading}\n\n${list(ctx, tried, false)}` : '';
    // An ask rides in the paragraph before it, as a member writes, not on a line of its own like a form field.
    return paragraphs([open, ledByTopic(ctx, open, context), attempts, thread, stuck, who]);
  },

  // A question asks for help: never 'Disagree below.'
  plainCta: { Friendly: 'Thanks in advance!', Expert: 'Any pointers welcome.', Sarcastic: 'Go easy, please.', Brief: 'Any advice?' },
  cta: {
    Friendly: [
      'Any pointers on {kw3} welcome. Thanks in advance!',
      'What would you do about {kw} in my place?',
      'Thanks for reading; any advice on {kw2} helps.',
    ],
    Expert: [
      'Would you check {kw} or {kw3} first?',
      'Which of these would you change first for {kw2}, and why?',
      'Pointers to good threads on {kw3} are welcome too.',
    ],
    Sarcastic: [
      'Be gentle about my {kw3}. Or do not.',
      'Tell me what obvious {kw} thing I missed.',
      'Any advice on {kw2} welcome, even the painful kind.',
    ],
    Brief: ['Any advice?', 'Pointers welcome.', 'Thanks!'],
  },
};
