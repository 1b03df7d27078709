/**
 * Template 'Question/Help': the situation, what the poster tried, where they are stuck, the ask.
 * The situation and what was tried are the user's, asked for in marked brackets; the writer adds
 * the shape, the community's own threads and a member's voice (decision 025).
 */
import { list, someItems, voice, type Item, type TemplateWriter, type TitleFrame } from './kit';

const TRIED: Item[] = [
  { core: '[Something you tried.]', why: '[What happened.]', aside: '[What happened, sadly.]', short: '[something you tried]' },
  { core: '[Something else you tried.]', why: '[What happened.]', aside: '[What happened.]', short: '[something else]' },
  {
    core: '[Advice you followed from elsewhere.]',
    why: '[Why it did not fit your case.]',
    aside: '[Why it did not fit.]',
    short: '[advice you followed]',
  },
  { core: '[Anything you ruled out already.]', why: '[Why.]', aside: '[Why.]', short: '[what you ruled out]' },
];

export const questionHelp: TemplateWriter = {
  titles: (topic) => {
    const frames: TitleFrame[] = [
      { text: 'Any advice on {topic}?', pattern: 'question' },
      { text: 'Need some advice on {topic}', pattern: null },
      { text: '{Topic}: what am I missing?', pattern: 'colon' },
      { text: 'How do you approach {topic}?', pattern: 'how-to' },
      { text: 'What would you do differently with {topic}?', pattern: 'how-to' },
      { text: 'Stuck with {topic}. Any advice?', pattern: 'question' },
      { text: 'Can anyone help with {topic}?', pattern: 'question' },
      { text: '[Help] {Topic}', pattern: 'bracket' },
      { text: 'What made the biggest difference for you with {topic}?', pattern: 'question' },
      { text: 'I could use a second opinion on {topic}', pattern: 'first-person' },
      { text: 'Where would you start with {topic}?', pattern: 'question' },
      { text: 'Advice needed: {topic}', pattern: 'colon' },
      { text: 'Is there a better way to handle {topic}?', pattern: 'question' },
      { text: '{Topic}: where do I start?', pattern: 'colon', styles: ['Brief'] },
      { text: 'Stuck on {topic}. Advice?', pattern: 'question', styles: ['Brief'] },
      { text: 'Every guide to {topic} says something different. Help?', pattern: 'question', styles: ['Sarcastic'] },
      { text: 'I have read everything about {topic} and know less than before', pattern: 'first-person', styles: ['Sarcastic'] },
    ];
    if (topic.question)
      frames.push({ text: '{Question}', pattern: 'question', styles: ['Friendly', 'Expert', 'Brief', 'Sarcastic'], weight: 3 });
    return frames;
  },

  body(ctx) {
    const tried = someItems(ctx, TRIED, Math.min(ctx.items, 3));
    const open = voice(ctx, {
      Friendly: [
        'Hoping someone here can help with {topic}.',
        'I am trying to get {topic} right and could use some advice from people who have done it.',
        'Bit of a beginner question about {topic}, so bear with me.',
        'I have been stuck on {topic} for a while and figured {sub} is the place to ask.',
      ],
      Expert: [
        '**Question.** How would you approach {topic} in my situation?',
        '**Question.** I am looking for a second opinion on {topic}.',
        '**What I am after.** Advice on {topic} from people who have been through it.',
      ],
      Sarcastic: [
        'I have officially run out of ideas on {topic}, so here I am.',
        'Everything I read about {topic} contradicts the last thing I read. Help.',
        'At this point {topic} is winning. Send advice.',
      ],
      Brief: ['Quick question about {topic}.', 'Need advice on {topic}.', 'Stuck on {topic}.'],
    });
    const context = voice(ctx, {
      Friendly: [
        'Some background: [your situation, what you have and what you are aiming for].',
        'A bit about my situation: [where you are and what you want].',
        'Context: [your setup and what you are trying to do].',
      ],
      Expert: [
        '**Situation.** [Your setup, constraints and goal.]',
        '**Context.** [What you have, and what you are aiming for.]',
        '**Background.** [Your situation in two or three sentences.]',
      ],
      Sarcastic: [
        'The situation: [your setup, in all its glory].',
        'Context: [what you are working with, honestly].',
        'Where I am: [your situation].',
      ],
      Brief: ['Context: [your situation].', 'Setup: [what you have].', 'Situation: [in one line].'],
    });
    const heading = voice(ctx, {
      Friendly: ['What I have tried so far:', 'Things I have already tried:', 'So far I have tried:'],
      Expert: ['**Tried so far**', '**What I have ruled out**', '**Attempts so far**'],
      Sarcastic: ['Things that did not work:', 'My attempts so far, for your amusement:', 'What I have tried:'],
      Brief: ['', '', ''],
    });
    const thread = ctx.vars.cite
      ? voice(ctx, {
          Friendly: [
            'I read the “{cite}” thread first, and it helped, but my case is a bit different.',
            'I did search first: “{cite}” came closest, but it does not quite cover this.',
            'The “{cite}” thread got me part of the way.',
          ],
          Expert: [
            '**Already read.** “{cite}”, which covers part of it.',
            '**Searched first.** “{cite}” is close but does not answer this.',
            '**Related.** “{cite}”.',
          ],
          Sarcastic: [
            'Yes, I read “{cite}”. Still here.',
            'Before anyone links “{cite}”: I read it, it helped, I am still stuck.',
            'I have read “{cite}”. My problem is apparently special.',
          ],
          Brief: ['Read “{cite}” already.', '“{cite}” did not quite cover it.', 'Seen “{cite}”.'],
        })
      : '';
    const stuck = voice(ctx, {
      Friendly: [
        'Where I am stuck: [the specific part that is not working].',
        'The part I cannot figure out: [what exactly goes wrong].',
        'My main question: [the one thing you most want answered].',
      ],
      Expert: [
        '**Where I am stuck.** [The specific problem.]',
        '**The question.** [What exactly you want to know.]',
        '**Open question.** [The part you cannot solve.]',
      ],
      Sarcastic: [
        'Where I am stuck: [the part that defeats you].',
        'The problem: [what keeps going wrong].',
        'What I cannot crack: [the specific issue].',
      ],
      Brief: ['Stuck on: [the specific problem].', 'Question: [what you want to know].', 'Problem: [what goes wrong].'],
    });
    if (ctx.style === 'Brief')
      return [open, context, `Tried: ${tried.map((t) => t.short).join(', ')}.`, stuck, thread].filter(Boolean).join(' ');
    return [open, context, `${heading}\n\n${list(ctx, tried, false)}`, thread, stuck].filter(Boolean).join('\n\n');
  },

  cta: {
    Friendly: ['Any pointers welcome. Thanks in advance!', 'What would you do in my place?', 'Thanks for reading, any advice helps.'],
    Expert: [
      'What would you check first?',
      'Which of these would you change first, and why?',
      'Pointers to good threads or resources are welcome too.',
    ],
    Sarcastic: [
      'Be gentle. Or do not, I probably deserve it.',
      'Tell me what obvious thing I missed.',
      'Any advice welcome, even the painful kind.',
    ],
    Brief: ['Any advice?', 'Pointers welcome.', 'Thanks!'],
  },
};
