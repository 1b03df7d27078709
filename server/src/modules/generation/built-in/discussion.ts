/**
 * Template 'Discussion': the poster's take (theirs to state, in a marked bracket), questions for
 * the community, a pointer to a real thread of it. No observations the writer cannot back.
 */
import { voice, type TemplateWriter } from './kit';

const QUESTIONS = [
  'What did you get wrong at first?',
  'What do you wish someone had told you at the start?',
  'Is there anything you stopped doing and never missed?',
  'What advice do you see here that you disagree with?',
  'What changed your mind about it, if anything?',
  'What would you tell a beginner to ignore?',
  'Has your approach changed over the years?',
];

export const discussion: TemplateWriter = {
  titles: () => [
    { text: 'What is your take on {topic}?', pattern: 'how-to' },
    { text: 'How do you all approach {topic}?', pattern: 'how-to' },
    { text: 'Does anyone else find {topic} harder than it looks?', pattern: 'question' },
    { text: 'Let us talk about {topic}', pattern: null },
    { text: '{Topic}: what has your experience been?', pattern: 'colon' },
    { text: 'What is the most underrated part of {topic}?', pattern: 'how-to' },
    { text: 'Curious how people here handle {topic}', pattern: null },
    { text: '[Discussion] {Topic}', pattern: 'bracket' },
    { text: 'What would you tell a beginner about {topic}?', pattern: 'how-to' },
    { text: 'Has your view on {topic} changed over time?', pattern: 'question' },
    { text: 'I keep changing my mind about {topic}', pattern: 'first-person' },
    { text: '{Topic}: thoughts?', pattern: 'colon', styles: ['Brief'] },
    { text: 'Your take on {topic}?', pattern: 'question', styles: ['Brief'] },
    { text: 'Hot take on {topic}. Fight me (politely)', pattern: null, styles: ['Sarcastic'] },
    { text: 'Can we talk about {topic} for a second?', pattern: 'question', styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const open = voice(ctx, {
      Friendly: [
        'Curious how people here think about {topic}.',
        'I have been thinking about {topic} a lot lately and wanted to hear from {sub}.',
        'Something I keep going back and forth on: {topic}.',
      ],
      Expert: [
        '**The question.** How do experienced people here approach {topic}?',
        '**Topic.** {Topic}, and where opinions here differ.',
        '**Prompt.** What holds up about {topic}, and what does not?',
      ],
      Sarcastic: [
        'Let us settle {topic} once and for all. (We will not.)',
        'Time for everyone to disagree about {topic}.',
        'I have opinions about {topic}. So do you, probably.',
      ],
      Brief: ['Quick one on {topic}.', 'Thoughts on {topic}?', 'Question for {sub} about {topic}.'],
    });
    const take = voice(ctx, {
      Friendly: ['My take: [your view, in a sentence or two].', 'Where I stand so far: [your view].', 'For me, [what you think and why].'],
      Expert: [
        '**My view.** [Your position, and the reason behind it.]',
        '**Where I stand.** [Your view.]',
        '**Position.** [What you think, briefly argued.]',
      ],
      Sarcastic: [
        'My take, for what it is worth: [your view].',
        'Unpopular opinion incoming: [your view].',
        'Where I stand: [your view, boldly].',
      ],
      Brief: ['My take: [your view].', 'I think [your view].', 'Me: [your view].'],
    });
    const thread = ctx.vars.cite
      ? voice(ctx, {
          Friendly: [
            'The “{cite}” thread got me thinking about it.',
            'This came up in “{cite}” too, and the replies were split.',
            'Reading “{cite}” made me want to ask more broadly.',
          ],
          Expert: ['**Related.** “{cite}” touches on it.', '**See also.** “{cite}”.', '**Background.** The “{cite}” thread.'],
          Sarcastic: [
            '“{cite}” started this in my head and it will not leave.',
            'Blame the “{cite}” thread for this post.',
            'Yes, I read “{cite}”. It only made it worse.',
          ],
          Brief: ['Related: “{cite}”.', 'See “{cite}”.', 'Came up in “{cite}”.'],
        })
      : '';
    const k = (ctx.batch + ctx.slot * 3) % QUESTIONS.length;
    const asks = [QUESTIONS[k]!, QUESTIONS[(k + 1) % QUESTIONS.length]!, QUESTIONS[(k + 2) % QUESTIONS.length]!].slice(
      0,
      ctx.style === 'Brief' ? 1 : Math.min(3, ctx.items),
    );
    if (ctx.style === 'Brief') return [open, take, asks[0], thread].filter(Boolean).join(' ');
    const lead = ctx.style === 'Expert' ? '**Questions for you**' : 'A few questions for you all:';
    return [open, take, thread, `${lead}\n\n${asks.map((q) => `- ${q}`).join('\n')}`].filter(Boolean).join('\n\n');
  },

  cta: {
    Friendly: ['Curious to hear different takes.', 'Would love to hear how it is for you.', 'All experience levels welcome.'],
    Expert: ['Counter-arguments welcome.', 'Where do you disagree?', 'Interested in the reasoning, not just the verdict.'],
    Sarcastic: ['Go on, tell me I am wrong.', 'Comments are open. Be nice-ish.', 'Disagree below.'],
    Brief: ['Thoughts?', 'Your take?', 'Discuss.'],
  },
};
