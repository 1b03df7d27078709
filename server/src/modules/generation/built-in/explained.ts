/**
 * The five templates for a subject asked to be explained ('how vaccines work', 'why the sky is
 * blue'; explained-words.ts). Such a subject is understood, explained, asked about and discussed:
 * a success story is understanding it at last, a showcase is an explainer the poster made. The
 * explanation itself is the user's to give, asked for in marked brackets; the writer adds the
 * shape, the community's own threads and phrases and a member's voice (decision 090).
 */
import type { PostTemplate } from '@subreddit-signal/contract';
import { paragraphs, shortCite, voice, type TemplateWriter, type Voice, type WriteContext } from './kit';

/** Where the subject comes up in the community, in its own phrases: none when it has none (the post says less). */
const ALONGSIDE: Voice = {
  Friendly: [
    'It comes up here a lot alongside {kw} and {kw2}.',
    'I keep seeing it come up here around {kw}.',
    'Threads here on {kw} and {kw2} touch on it too.',
  ],
  Expert: [
    '**Context.** It comes up in threads here on {kw} and {kw2}.',
    '**Context.** Relevant to {kw}, which comes up here often.',
    '**Context.** It sits close to {kw} and {kw2}, both regular topics here.',
  ],
  Sarcastic: [
    'It turns up here every time {kw} does, so I cannot avoid it any longer.',
    'It haunts every thread here on {kw} and {kw2}.',
    'It keeps coming up here around {kw}, so here we are.',
  ],
  Brief: ['', '', ''],
};

const alongside = (ctx: WriteContext) => voice(ctx, ALONGSIDE, { lean: true });
const cite = (ctx: WriteContext) => shortCite(ctx, 'A thread here on it:', 'Related thread:');

const successStory: TemplateWriter = {
  titles: () => [
    { text: 'How I finally understood {topic}', pattern: 'how-to' },
    { text: 'It finally clicked for me: {topic}', pattern: 'colon' },
    { text: 'I finally get {topic}, and here is how', pattern: 'first-person' },
    { text: '{Topic}: what finally made it click', pattern: 'colon' },
    { text: 'It took me far too long to understand {topic}', pattern: 'first-person', styles: ['Sarcastic'] },
    { text: 'Finally understood {topic}', pattern: null, styles: ['Brief'] },
  ],
  body(ctx) {
    const open = voice(ctx, {
      Friendly: [
        'For a long time I did not really get {topic}. [What confused you about it.]',
        'It took me a while to really get {topic}. [What confused you.]',
        'I used to nod along whenever someone explained {topic}. [What you got wrong, or did not see.]',
      ],
      Expert: [
        '**Before.** My picture of {topic} was [what you thought, and where it was wrong].',
        '**Before.** I could describe {topic} but not explain it: [what was missing].',
        '**Before.** What I got wrong about {topic}: [the misunderstanding].',
      ],
      Sarcastic: [
        'Confession: for years I could not have told you {topic}. [What confused you.]',
        'For years my understanding of {topic} was, generously, [what you thought].',
        'I nodded along about {topic} for far too long. [What you actually thought.]',
      ],
      Brief: [
        'Took me a while to get {topic}. [What confused you.]',
        'I never really understood {topic}. [What confused you.]',
        'Finally get {topic}. Before: [what you thought].',
      ],
    });
    const click = voice(ctx, {
      Friendly: ['What finally made it click was [the explanation, source or moment that did it].'],
      Expert: ['**What changed it.** [The explanation, source or moment that did it.]'],
      Sarcastic: ['What finally got through to me: [the explanation, source or moment that did it].'],
      Brief: ['What did it: [the explanation or source].'],
    });
    const own = voice(ctx, {
      Friendly: ['In my own words: [the explanation as you understand it now, in a few plain sentences].'],
      Expert: ['**Now.** [The explanation as you understand it now, in a few plain sentences.]'],
      Sarcastic: ['My explanation now, for whoever is where I was: [it, in a few plain sentences].'],
      Brief: [''],
    });
    return paragraphs([open, click, own, ctx.style === 'Brief' ? '' : alongside(ctx), cite(ctx)]);
  },
  cta: {
    Friendly: ['Happy to be corrected if I still have it wrong.'],
    Expert: ['Corrections welcome.'],
    Sarcastic: ['Tell me where I am still wrong.'],
    Brief: ['Corrections welcome.'],
  },
};

const questionHelp: TemplateWriter = {
  titles: () => [
    { text: '{Question}', pattern: 'question', styles: ['Friendly', 'Expert', 'Brief', 'Sarcastic'], weight: 3 },
    { text: 'Can someone explain {topic}?', pattern: 'question' },
    { text: 'Trying to understand {topic}', pattern: null },
    { text: 'Help me understand {topic}', pattern: null },
    { text: 'Apparently I am the only one who does not get {topic}', pattern: 'first-person', styles: ['Sarcastic'] },
  ],
  body(ctx) {
    const open = voice(ctx, {
      Friendly: [
        'I still do not quite get {topic}, even after [what you have read or watched].',
        'I realised I could not explain {topic} when [the moment it came up], so I am asking here.',
        'Bit of a basic question: I have never understood {topic}, and [why it matters to you now].',
      ],
      Expert: [
        '**Question.** A clear explanation of {topic}, for [what you need it for].',
        '**Question.** I am trying to understand {topic} properly, because [why].',
        '**Question.** What I am missing about {topic}, given [what you already know].',
      ],
      Sarcastic: [
        'Every explanation of {topic} I find either assumes a degree or contradicts [the last one you read].',
        'Every explanation of {topic} I find loses me at [the point it loses you].',
        'Apparently {topic} is obvious. Not to me: [what confuses you].',
      ],
      Brief: [
        'Still not sure I get {topic}, despite [what you tried].',
        'Never quite understood {topic}. [Why you ask now.]',
        'Confused about {topic}: [the part that loses you].',
      ],
    });
    const known = voice(ctx, {
      Friendly: ['What I understand so far: [your understanding, even if it is shaky].'],
      Expert: ['**What I know.** [Your current understanding.]'],
      Sarcastic: ['What I think I know: [your understanding, however shaky].'],
      Brief: ['[What you understand so far.]'],
    });
    const lost = voice(ctx, {
      Friendly: ['Where it loses me: [the part that does not make sense to you].'],
      Expert: ['**Where it breaks down.** [The part you cannot explain.]'],
      Sarcastic: ['Where my brain gives up: [the part that loses you].'],
      Brief: ['Where it loses me: [the part that does not make sense].'],
    });
    return paragraphs([open, known, lost, ctx.style === 'Brief' ? '' : alongside(ctx), cite(ctx)]);
  },
  cta: {
    Friendly: ['Thanks in advance!'],
    Expert: ['Sources appreciated.'],
    Sarcastic: ['Small words, please.'],
    Brief: ['Thanks!'],
  },
};

const guide: TemplateWriter = {
  titles: () => [
    { text: '{Topic}, explained simply', pattern: null },
    { text: 'A plain explanation of {topic}', pattern: null },
    { text: '{Topic}: the short explanation', pattern: 'colon' },
    { text: 'How I explain {topic} to beginners', pattern: 'how-to' },
    { text: 'An explainer: {topic}', pattern: 'colon', styles: ['Expert'] },
    { text: '{Topic}, explained without the jargon', pattern: null, styles: ['Sarcastic'] },
    { text: '{Topic}, explained', pattern: null, styles: ['Brief'] },
  ],
  body(ctx) {
    const open = voice(ctx, {
      Friendly: [
        'Here is {topic}, as simply as I can put it, for [who this is for].',
        'Since {topic} came up in [where it came up], here is how I explain it.',
        'My plain-words take on {topic}, for [who this is for].',
      ],
      Expert: [
        '**Scope.** {Topic}, for [who this is for].',
        '**Scope.** A plain explanation of {topic}, for [who this is for].',
        '**Scope.** {Topic}, from first principles, for [who this is for].',
      ],
      Sarcastic: [
        'Since nobody explains {topic} without jargon, here is my attempt, for [who this is for].',
        'Here is {topic}, minus the jargon, for [who this is for].',
        'Brace yourselves: {topic}, explained by me, for [who this is for].',
      ],
      Brief: ['{Topic}, briefly.', 'The short explanation of {topic}.', '{Topic}, in a few lines.'],
    });
    const short = voice(ctx, {
      Friendly: ['The short version: [the explanation, in two or three plain sentences].'],
      Expert: ['**Short version.** [The explanation, in two or three plain sentences.]'],
      Sarcastic: ['The short version, no degree required: [the explanation, in two or three plain sentences].'],
      Brief: ['[The explanation, in two or three plain sentences.]'],
    });
    const wrong = voice(ctx, {
      Friendly: ['The part people often get wrong: [a common misunderstanding, and the correction].'],
      Expert: ['**Common misconception.** [A common misunderstanding, and the correction.]'],
      Sarcastic: ['The part everyone confidently gets wrong: [a common misunderstanding, and the correction].'],
      Brief: ['Common mix-up: [a misunderstanding, and the correction].'],
    });
    const further = voice(ctx, {
      Friendly: ['If you want to go further: [a source you trust].'],
      Expert: ['**Further reading.** [A source you trust.]'],
      Sarcastic: ['For the keen: [a source you trust].'],
      Brief: [''],
    });
    return paragraphs([open, short, wrong, further, ctx.style === 'Brief' ? '' : alongside(ctx), cite(ctx)]);
  },
  cta: {
    Friendly: ['Corrections welcome if I got anything wrong.'],
    Expert: ['Corrections and sources welcome.'],
    Sarcastic: ['Pedants, the comments are yours.'],
    Brief: ['Corrections welcome.'],
  },
};

const discussion: TemplateWriter = {
  titles: () => [
    { text: 'What is the best explanation you have heard of {topic}?', pattern: 'question' },
    { text: 'How would you explain {topic} to a beginner?', pattern: 'how-to' },
    { text: 'What finally helped you understand {topic}?', pattern: 'question' },
    { text: '{Topic}: how do you explain it?', pattern: 'colon' },
    { text: 'Is there a simple way to explain {topic}?', pattern: 'question', styles: ['Brief', 'Sarcastic'] },
  ],
  body(ctx) {
    const open = voice(ctx, {
      Friendly: [
        'I have been thinking about {topic} since [what brought it up].',
        'Something I keep wondering about since [what brought it up]: {topic}.',
        'A question for this sub, after [what prompted it]: {topic}.',
      ],
      Expert: [
        '**Question.** How people here explain {topic}, after [what prompted the question].',
        '**Question.** The clearest account of {topic}, for [what you need it for].',
        '**Question.** Competing accounts of {topic}, since [what prompted the question].',
      ],
      Sarcastic: [
        'Everyone I ask about {topic} seems sure, and [how their answers differ].',
        'Settle something for me: {topic}. [What started the argument.]',
        'Apparently {topic} is settled. [Why you are not so sure.]',
      ],
      Brief: [
        'Quick one on {topic}. [What prompted it.]',
        'Curious about {topic}, since [what brought it up].',
        'On {topic}: [what prompted the question].',
      ],
    });
    const heard = voice(ctx, {
      Friendly: ['The explanation I hear most is [it], but [what it leaves out, as you see it].'],
      Expert: ['**The usual account.** [It], which leaves out [what it misses, as you see it].'],
      Sarcastic: ['The usual explanation is [it], which is fine if you ignore [what it leaves out].'],
      Brief: ['Usual answer: [it]. What it misses: [your view].'],
    });
    // The title asks already: no stock question of the same words in every community.
    return paragraphs([open, heard, ctx.style === 'Brief' ? '' : alongside(ctx), cite(ctx)]);
  },
  cta: {
    Friendly: ['Curious how others here see it.'],
    Expert: ['Interested in other framings.'],
    Sarcastic: ['Go on, correct me.'],
    Brief: ['Thoughts?'],
  },
};

const projectShowcase: TemplateWriter = {
  titles: () => [
    { text: 'I made an explainer on {topic}', pattern: 'first-person' },
    { text: 'Sharing my explainer on {topic}', pattern: null },
    { text: 'I wrote a short explainer on {topic}. Feedback welcome', pattern: 'first-person' },
    { text: 'My explainer on {topic}', pattern: null, styles: ['Brief'] },
    { text: 'I tried to explain {topic}. Tell me how I did', pattern: 'first-person', styles: ['Sarcastic'] },
  ],
  body(ctx) {
    const open = voice(ctx, {
      Friendly: [
        'I put together an explainer on {topic}: [what it is, an article, a video or a diagram, and where to find it].',
        'I made a short explainer on {topic}: [what it is, and where to find it].',
        'Here is my explainer on {topic}: [what it is, and where to find it].',
      ],
      Expert: [
        '**What it is.** An explainer on {topic}: [the format, and where to find it].',
        '**Format.** An explainer on {topic}, as [an article, a video or a diagram]: [where to find it].',
        '**Summary.** My explainer on {topic}: [what it is, and where to find it].',
      ],
      Sarcastic: [
        'I have attempted to explain {topic}, which went about as well as you would expect: [what it is, and where to find it].',
        'Against my better judgement, I explained {topic}: [what it is, and where to find it].',
        'Behold, my explainer on {topic}: [what it is, and where to find it].',
      ],
      Brief: [
        'An explainer on {topic}: [what it is, and where].',
        'My explainer on {topic}: [where to find it].',
        'Explained {topic}: [what it is, and where].',
      ],
    });
    const covers = voice(ctx, {
      Friendly: ['It covers [the main points], for [who it is for].'],
      Expert: ['**Coverage.** [The main points], for [who it is for].'],
      Sarcastic: ['It covers [the main points], for [who it is for], assuming they exist.'],
      Brief: ['Covers [the main points].'],
    });
    const want = voice(ctx, {
      Friendly: ['I would most like to know [what you want feedback on: accuracy, clarity, length].'],
      Expert: ['**Feedback wanted.** [Accuracy, clarity or length: what you want checked.]'],
      Sarcastic: ['Tell me [what you want feedback on], gently or otherwise.'],
      Brief: [''],
    });
    return paragraphs([open, covers, want, ctx.style === 'Brief' ? '' : alongside(ctx), cite(ctx)]);
  },
  cta: {
    Friendly: ['Any feedback welcome.'],
    Expert: ['Corrections welcome.'],
    Sarcastic: ['Be gentle. Or not.'],
    Brief: ['Feedback?'],
  },
};

/** The writers for a subject asked to be explained, by template. */
export const EXPLAINED_WRITERS: Record<PostTemplate, TemplateWriter> = {
  'Success story': successStory,
  'Question/Help': questionHelp,
  'Guide / Tutorial': guide,
  Discussion: discussion,
  'Project showcase': projectShowcase,
};
