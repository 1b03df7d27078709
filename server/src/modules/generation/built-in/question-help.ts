/** Template 'Question/Help': the situation, what I have tried (a list), where I am stuck, the ask. */
import { list, joinShort, someItems, voice, type Item, type TemplateWriter, type TitleFrame } from './kit';

const TRIED: Item[] = [
  {
    core: 'Posting more often.',
    why: 'We went from weekly to several times a week for a month. Reach went up a little; results did not.',
    aside: 'More of the same, just faster.',
    short: 'posting more often',
  },
  {
    core: 'Reworking our messaging around the {kw} questions people ask here.',
    why: 'It is clearly what this community cares about, but our rewrite has not changed much yet.',
    aside: 'The new copy is very good at being ignored, too.',
    short: 'rewriting our messaging',
  },
  {
    core: 'Copying what bigger players in our space do.',
    why: 'Their playbook assumes a budget and an audience we simply do not have.',
    aside: 'Shockingly, we are not a household name.',
    short: 'copying bigger competitors',
  },
  {
    core: 'Running a small paid test.',
    why: 'A modest spend over a couple of weeks taught us more about targeting than about whether {topic} {works} for us.',
    aside: 'We paid good money to learn that we needed to learn more.',
    short: 'a small paid test',
  },
  {
    core: 'Asking our customers directly.',
    why: 'The answers were useful but pointed in different directions.',
    aside: 'They were very polite about it.',
    short: 'asking customers directly',
  },
  {
    core: 'Reading through the older {kw2}-related threads here.',
    why: 'Helpful, but a lot of the advice predates how things work today.',
    aside: 'Half of them end with "it depends", which, fair.',
    short: 'reading older threads here',
  },
  {
    core: 'Switching tools.',
    why: 'We moved to a more capable setup, which made reporting nicer and changed nothing else.',
    aside: 'The new dashboard shows our lack of progress in beautiful colours.',
    short: 'switching tools',
  },
  {
    core: 'Narrowing down who we are talking to.',
    why: 'We picked one segment and rewrote everything for them; early signs are better, but it is too soon to say.',
    aside: 'Turns out "everyone" is not a target audience.',
    short: 'narrowing our audience',
  },
  {
    core: 'Changing when we post.',
    why: 'We moved everything to the hours that seem busiest here; a few posts did better, most did not.',
    aside: 'Turns out timing cannot fix a post nobody wants to read.',
    short: 'changing when we post',
  },
  {
    core: 'Shorter, punchier posts.',
    why: 'We cut everything to a few lines, which got more views but fewer real replies.',
    aside: 'Brevity: the soul of wit, apparently not of conversions.',
    short: 'shorter posts',
  },
  {
    core: 'Working with a freelancer for a month.',
    why: 'The output looked professional, but it did not sound like us and the community noticed.',
    aside: 'We paid for polish and got politely ignored.',
    short: 'hiring a freelancer',
  },
  {
    core: 'Giving away something useful.',
    why: 'A free checklist brought sign-ups, but very few of those people ever came back.',
    aside: 'Everyone loves free things. Fewer love the follow-up email.',
    short: 'a free giveaway',
  },
  {
    core: 'Following a popular course step by step.',
    why: 'The framework made sense on paper, but it assumes an audience we do not have yet.',
    aside: 'The final module promised it would all click. It did not click.',
    short: 'following a popular course',
  },
];

export const questionHelp: TemplateWriter = {
  titles: (topic) => {
    const frames: TitleFrame[] = [
      { text: "What's actually working for {topic} right now?", pattern: 'question' },
      { text: 'How long did {topic} take before you saw real results?', pattern: 'how-to' },
      { text: '[Help] {Topic} {isnt} getting traction. What am I missing?', pattern: 'bracket' },
      { text: "I've tried the usual playbook for {topic} and I'm stuck. What would you do?", pattern: 'first-person' },
      { text: 'How would you approach {topic} with a small team and a small budget?', pattern: 'how-to' },
      { text: 'Question for people who have done this: where do you start with {topic}?', pattern: 'colon' },
      { text: 'What do you wish you had known about {topic} when you started?', pattern: 'how-to' },
      { text: 'Is anyone else finding {topic} harder this year, or is it just me?', pattern: 'question' },
      { text: 'What made the biggest difference for you with {topic}?', pattern: 'question' },
      { text: 'How do you tell whether {topic} {is} actually paying off?', pattern: 'how-to' },
      { text: 'I could use honest feedback on my approach to {topic}', pattern: 'first-person' },
      { text: 'What would you cut from {topic} if you had half the time?', pattern: 'how-to' },
      { text: '{Topic}: where do I start?', pattern: 'colon', styles: ['Brief'] },
      { text: 'Stuck on {topic}. Advice?', pattern: 'question', styles: ['Brief'] },
      { text: '{Is} {topic} real, or have we all agreed to pretend?', pattern: 'question', styles: ['Sarcastic'] },
      { text: 'Every guide to {topic} contradicts the last one. Help?', pattern: 'question', styles: ['Sarcastic'] },
      { text: "I've read every 'ultimate guide' to {topic}. I know less than before", pattern: 'first-person', styles: ['Sarcastic'] },
    ];
    if (topic.question) frames.push({ text: '{Question}', pattern: 'question', styles: ['Friendly', 'Expert', 'Brief', 'Sarcastic'], weight: 3 });
    return frames;
  },

  body(ctx) {
    const tried = someItems(ctx, TRIED, Math.max(2, ctx.items - 1));
    const situation = voice(ctx, {
      Friendly: [
        "Hi everyone! I'm working on {topic} for a small team and could really use a sanity check from people who have been there.",
        'Hey {sub}, hoping to tap into the collective wisdom here. We have been at {topic} for a few months and progress has stalled.',
        'First time posting here, so go easy on me! I have been asked to take over {topic} at work and I am a bit out of my depth.',
      ],
      Expert: [
        '**Context.** Small team, limited budget, a few months into {topic}. We have a baseline and weekly reporting, so this is not a "where do I start" question: the numbers have plateaued and I want to understand why.',
        '**Context.** We have been working on {topic} for a few months, with a clear goal and one owner. Early gains were good; the last several weeks have been flat.',
        '**Context.** B2B, small audience, long sales cycle. {Topic} {is} one of the things we invest in, and the only one where I cannot explain the results.',
      ],
      Sarcastic: [
        "I've read every 'ultimate guide' to {topic} and I'm somehow more confused than when I started.",
        'Our {topic} results are currently best described as "character building".',
        'Good news: we are very consistent with {topic}. Bad news: consistently not working.',
      ],
      Brief: ['Working on {topic} and stuck.', 'Need advice on {topic}.', 'Quick question on {topic}.'],
    });
    const stuck = voice(ctx, {
      Friendly: [
        "Where I'm stuck: I can't tell whether {topic} just {needs} more time or a different approach altogether.",
        "What I can't figure out is what to focus on first. Everything feels important and nothing is clearly working.",
        'My main question: what would you do in the next month if you were in my shoes?',
      ],
      Expert: [
        '**My questions:**\n\n1. How long do you give {topic} before judging {it}?\n2. Which leading indicator do you watch in the first month?\n3. Do you treat the {kw} side as part of {topic} or as a separate effort?',
        '**What I would like to know:**\n\n1. What did your first real improvement come from?\n2. How do you separate the effect of {topic} from everything else going on?\n3. Is the {kw} angle worth the effort at our size?',
        '**Specifically:**\n\n1. Did you hit a plateau like this, and what broke it?\n2. Which metric told you it was working before revenue did?\n3. What would you stop doing first?',
      ],
      Sarcastic: [
        'So, before I write another strategy doc nobody reads: what actually works?',
        'Is there a secret step everyone skips in the tutorials, or is this just how it feels?',
        'At what point do I admit defeat and just buy a course? (Kidding. Mostly.)',
      ],
      Brief: ['What would you try next?', 'Where would you focus first?', 'What am I missing?'],
    });
    if (ctx.style === 'Brief') return `${situation} Tried ${joinShort(ctx, tried)}. ${stuck}`;
    const heading = ctx.style === 'Expert' ? '**What we have tried**' : 'What I have tried so far:';
    const extra = voice(ctx, {
      Friendly: [
        'Keen to hear how you would approach it, especially if you have dealt with the {kw} side of things.',
        'Any pointers welcome, even "stop doing X" ones!',
        'Thanks for reading this far, I know it is a long one.',
      ],
      Expert: [
        'Numbers are available if anyone wants to dig in; I would rather hear what worked for you than get generic tips.',
        'I can share the reporting setup if it helps diagnose anything.',
        'Happy to share more detail in the comments; I left out the numbers to keep this readable.',
      ],
      Sarcastic: [
        'Bonus points for advice that does not start with "it depends".',
        'Please, no "just make great content". We tried. It was fine.',
        'If your answer is "go viral", I will find you.',
      ],
      Brief: ['', '', ''],
    });
    return [situation, `${heading}\n\n${list(ctx, tried, false)}`, stuck, extra].join('\n\n');
  },

  cta: {
    Friendly: ['Any advice is hugely appreciated, thanks in advance!', 'What would you do in my place? Thanks for reading!', 'Would really appreciate any tips you can share!'],
    Expert: [
      'Specific experiences with numbers are most helpful. Thanks in advance.',
      'If you have solved this before, tell me what moved the needle first.',
      'I will summarise the answers in an edit for anyone with the same problem.',
    ],
    Sarcastic: [
      'Save me from writing another strategy doc. Comments below.',
      'Go ahead, tell me it depends. Then tell me on what.',
      'Your advice could save a grown adult from another spreadsheet.',
    ],
    Brief: ['Thanks!', 'Tips welcome.', 'Any advice appreciated.'],
  },
};
