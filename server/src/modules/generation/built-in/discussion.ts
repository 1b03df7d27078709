/**
 * Template 'Discussion': the poster's take (theirs to state, in a marked bracket), questions for
 * the community, a pointer to a real thread of it. No observations the writer cannot back.
 */
import { ledByTopic, shortCite, pickFillable, sayItem, voice, type TemplateWriter, paragraphs } from './kit';
import { isPlural } from '../text';

/** Questions for the community, each about one of the things its members talk about around the topic. */
const QUESTIONS = [
  'What did you get wrong about {use} at first?',
  'What do you wish someone had told you about {kw2} at the start?',
  'Is there anything about {act3} you stopped doing and never missed?',
  'What advice on {kw} do you see here that you disagree with?',
  'What changed your mind about {kw2}, if anything?',
  'What would you tell a beginner to ignore about {use3}?',
  'Has your approach to {use4} changed over the years?',
];

/** 'where {part} fits in', 'how much {part} matters' with a plural phrase take the plural verb. */
function agreeing(vars: Record<string, string>, text: string): string {
  let out = text;
  for (const slot of ['part', 'part2', 'part3']) {
    const p = vars[slot];
    if (!p || !isPlural(p)) continue;
    out = out.replace(`${p} fits in`, `${p} fit in`).replace(`${p} matters`, `${p} matter`);
  }
  return out;
}

export const discussion: TemplateWriter = {
  titles: () => [
    { text: 'What is your take on {topic}?', pattern: 'how-to' },
    { text: 'How do you all approach {topic}?', pattern: 'how-to', kinds: ['practice'] },
    { text: 'Does anyone else find {topic} harder than it looks?', pattern: 'question', kinds: ['practice', 'plan'] },
    { text: "Let's talk about {topic}", pattern: null },
    { text: '{Topic}: what has your experience been?', pattern: 'colon', kinds: ['practice', 'thing', 'name', 'plan'] },
    { text: 'What is the most underrated part of {topic}?', pattern: 'how-to', kinds: ['practice', 'plan'] },
    { text: 'Curious how people here handle {topic}', pattern: null, kinds: ['practice'] },
    { text: '[Discussion] {Topic}', pattern: 'bracket' },
    { text: 'What would you tell a beginner about {topic}?', pattern: 'how-to', kinds: ['practice', 'thing', 'plan'], owned: true },
    {
      text: 'Has your view on {topic} changed over time?',
      pattern: 'question',
      kinds: ['practice', 'thing', 'name', 'someone'],
      argued: true,
    },
    { text: 'I keep changing my mind about {topic}', pattern: 'first-person', kinds: ['practice', 'thing', 'name', 'plan'], argued: true },
    { text: 'What do you look for in {topic}?', pattern: 'how-to', kinds: ['thing'], chosen: true },
    { text: '{Is} {topic} worth it?', pattern: 'question', kinds: ['thing'], chosen: true },
    { text: 'What do people here think of {topic}?', pattern: 'how-to' },
    { text: 'What would you do with {topic}?', pattern: 'how-to', kinds: ['plan'] },
    { text: '{Topic}: thoughts?', pattern: 'colon', styles: ['Brief'] },
    { text: 'Your take on {topic}?', pattern: 'question', styles: ['Brief'] },
    {
      text: 'Hot take on {topic}. Fight me (politely)',
      pattern: null,
      styles: ['Sarcastic'],
      kinds: ['practice', 'thing', 'name', 'someone'],
    },
    { text: 'Can we talk about {topic} for a second?', pattern: 'question', styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const opened = voice(
      ctx,
      {
        Friendly: [
          'Curious how people here think about {topic}, and where {part} fits in.',
          'I have been thinking about {topic} and {kw} a lot lately and wanted to hear from {sub}.',
          'Something I keep going back and forth on: {topic}, and how much {part} matters.',
          'How do people here go about {topicAct}, especially when it comes to {kw}?',
        ],
        Expert: [
          '**The question.** How do experienced people here approach {topic} and {kw}?',
          '**Topic.** {Topic}, and where opinions here on {kw} differ.',
          '**Prompt.** What holds up about {topic} and {kw}, and what does not?',
          '**Question.** Where do people here land on {topic}, especially on {kw}?',
        ],
        Sarcastic: [
          'Let us settle {topic} and {kw} once and for all. (We will not.)',
          'Time for everyone to disagree about {topic} and {kw}.',
          'I have opinions about {topic} and {kw}, and so do you, probably.',
          'Opinions on {topic} wanted, the loud ones especially, and on {kw} too.',
        ],
        Brief: [
          'Quick one on {topic} and {kw}.',
          'Thoughts on {topic} and {kw}?',
          'Question for {sub} about {topic} and {kw}.',
          'Your take on {topic}, and on {kw}?',
        ],
      },
      { lean: true },
    );
    // The verb agrees with a plural phrase: 'where pour overs fit in', not '… fits in'.
    const open = agreeing(ctx.vars, opened);
    // The poster's view is theirs to state, inside a sentence of theirs: 'My take: [..]' alone reads as a form field.
    const take = voice(ctx, {
      Friendly: [
        'My own view is that [your view, in a sentence or two].',
        'For what it is worth, I think [your view].',
        'For me, it comes down to [what you think and why].',
        'I lean towards [your view], for [the reason].',
        'My honest take is [your view].',
        'Where I come down is [your view, and why].',
      ],
      Expert: [
        '**My view.** I think [your position], mainly because [the reason behind it].',
        '**Where I stand.** My view is that [your view].',
        '**Position.** Briefly argued, I would say [what you think].',
        '**My view.** On balance, [your position], because [your reasoning].',
        '**Where I stand.** I would argue [your position].',
        '**Position.** My reading is that [your view], given [the reason].',
      ],
      Sarcastic: [
        'My take, for you to tear apart: [your view].',
        'Unpopular opinion incoming, so brace yourselves: [your view].',
        'I will go first, boldly: [your view].',
        'Here is my take, ready to be shot down: [your view].',
        'Prepare yourselves, my view is this: [your view].',
        'My entirely correct opinion: [your view].',
      ],
      Brief: [
        'My take is that [your view, and the reason for it].',
        'I lean towards [your view], because [the reason].',
        'Where I stand is [your view], because [why].',
        'I think [your view], mainly because [why].',
        'I would say [your view], since [why].',
        'My honest take is [your view], for [why].',
      ],
    });
    // An expert's view says what would overturn it: the user's to give, so it stays an ask (nothing invented).
    const counter =
      ctx.style === 'Expert'
        ? voice(ctx, {
            Friendly: [],
            Expert: [
              '**What would change my mind.** [The evidence or experience that would.]',
              '**The strongest case against.** [The best argument against your view, in a sentence.]',
              '**Where I am least sure.** [The part of your view you would most like tested.]',
            ],
            Sarcastic: [],
            Brief: [],
          })
        : '';
    // A thread named under a label: the post never claims it was read or helped (nobody said so).
    const thread = shortCite(ctx, 'Related:', '**See also.**');
    const k = (ctx.batch + ctx.slot * 3) % QUESTIONS.length;
    // Questions about what the community's members handle on the topic; none when its material has nothing that fits.
    const asks = pickFillable(ctx, QUESTIONS, ctx.style === 'Brief' ? 1 : Math.min(3, ctx.items), k);
    // Nothing here relates to the topic and the opening went: the take names it.
    const told = ledByTopic(ctx, open, take, 'On {topic},');
    if (ctx.style === 'Brief') return [open, told, asks[0] ? sayItem(ctx, asks[0]) : '', thread].filter(Boolean).join(' ');
    const lead = ctx.style === 'Expert' ? '**Questions for you**' : 'Questions for you:';
    const questions = ctx.prose ? asks.map((q) => sayItem(ctx, q)).join(' ') : asks.map((q) => `- ${sayItem(ctx, q)}`).join('\n');
    // The take rides in the opening paragraph, not on a line of its own like a form field.
    return paragraphs([open, told, counter, thread, asks.length > 0 ? `${lead}\n\n${questions}` : '']);
  },

  cta: {
    Friendly: ['Curious to hear different takes on {kw3}.', 'Would love to hear how {kw3} is for you.', 'All levels welcome.'],
    Expert: ['Counter-arguments welcome.', 'Disagreements welcome.', 'Interested in the reasoning on {kw3}, not just the verdict.'],
    Sarcastic: ['Go on, tell me I am wrong about {kw3}.', 'Comments are open. Be nice-ish.', 'Disagree below.'],
    Brief: ['Thoughts?', 'Your take?', 'Discuss.'],
  },
};
