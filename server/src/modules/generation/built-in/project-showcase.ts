/** Template 'Project showcase': what I built and why, how it works (a list), the feedback I want, no hard sell. */
import { list, joinShort, someItems, voice, type Item, type TemplateWriter } from './kit';

const FEATURES: Item[] = [
  {
    core: 'Keeps your {topic} ideas, drafts and results in one place.',
    why: 'No more digging through scattered documents to find what worked last quarter.',
    aside: 'Yes, another tool. Hear me out.',
    short: 'one place for ideas, drafts and results',
  },
  {
    core: 'Shows which topics your audience actually responds to, like the {kw} questions that do well here.',
    why: 'It looks at replies and saves rather than views, which turned out to be far more telling.',
    aside: 'Views are nice. Replies pay the bills.',
    short: 'shows which topics land',
  },
  {
    core: 'Suggests what to work on next, based on what already performed.',
    why: 'It ranks your past pieces by results and proposes follow-ups to the best ones.',
    aside: 'Like a strategist, minus the invoice.',
    short: 'suggests what to do next',
  },
  {
    core: 'Takes minutes to set up.',
    why: 'No credit card and no sales call; you can try it with sample data first.',
    aside: 'There is no "book a demo" button. I promise.',
    short: 'a quick setup',
  },
  {
    core: 'Exports everything, so you are never locked in.',
    why: 'CSV and plain text out of the box, because your data should stay yours.',
    aside: 'Hostage-free software, what a concept.',
    short: 'full export',
  },
  {
    core: 'Tells you what went down, not just what went up.',
    why: 'It flags the pieces that lost readers, so you can see what to stop doing, without opening a dashboard.',
    aside: 'Bad news, delivered gently. Hopefully.',
    short: 'alerts on what stopped working',
  },
  {
    core: 'Works for a team, not just one person.',
    why: 'Comments, simple approvals and a shared calendar, without turning into project-management software.',
    aside: 'Collaboration without a maze of notification settings.',
    short: 'team sharing',
  },
  {
    core: 'Suggests the best time to post, based on when similar posts did well.',
    why: 'It looks at when the top posts in a community went up instead of relying on generic "best time" charts.',
    aside: 'Because one generic time slot cannot be the answer for everyone.',
    short: 'suggested posting times',
  },
  {
    core: 'Sends a short weekly summary of what worked.',
    why: 'One email at the start of each week with your best and worst piece, so the review actually happens.',
    aside: 'It is the only newsletter I actually open.',
    short: 'a weekly summary of what worked',
  },
  {
    core: 'Works with the tools you already use.',
    why: 'It imports from a spreadsheet or a CSV, so trying it does not mean moving everything over.',
    aside: 'No migration project required, I promise.',
    short: 'imports from a spreadsheet',
  },
  {
    core: 'Keeps a library of your best-performing posts.',
    why: 'When you need something new, you start from what already worked instead of a blank page.',
    aside: 'A blank page is the enemy. This is the truce.',
    short: 'a library of your best posts',
  },
  {
    core: 'Flags drafts that read like an ad.',
    why: 'It checks for the phrases communities tend to downvote, so you can fix them before posting.',
    aside: 'It has already saved me from "game-changing" more than once.',
    short: 'a check for salesy wording',
  },
];

export const projectShowcase: TemplateWriter = {
  titles: () => [
    { text: 'I built a small tool to make {topic} less painful. Would love honest feedback', pattern: 'first-person' },
    { text: "We spent months building something for {topic}. Here's what it does", pattern: 'first-person' },
    { text: '[Showcase] A simpler way to handle {topic}', pattern: 'bracket' },
    { text: 'Feedback wanted: a side project for {topic}', pattern: 'colon' },
    { text: 'Would a tool like this help with {topic}? Looking for honest feedback', pattern: 'question' },
    { text: 'How I built a tiny helper for {topic}, and what I learned', pattern: 'how-to' },
    { text: 'My weekend project for {topic} turned into something people use', pattern: 'first-person' },
    { text: 'Show and tell: what I made to stop wasting hours on {topic}', pattern: 'colon' },
    { text: 'We made {topic} easier for ourselves, then opened it up. Thoughts?', pattern: 'first-person' },
    { text: 'What would you want from a tool for {topic}? Here is my first version', pattern: 'how-to' },
    { text: 'Looking for early testers: a lightweight helper for {topic}', pattern: 'colon' },
    { text: 'A free checklist and template I put together for {topic}', pattern: null },
    { text: 'Made a simple tool for {topic}. Feedback?', pattern: 'question', styles: ['Brief'] },
    { text: 'Side project: a helper for {topic}', pattern: 'colon', styles: ['Brief'] },
    { text: 'I built yet another tool for {topic}. Please roast it', pattern: 'first-person', styles: ['Sarcastic'] },
    { text: 'The world needed one more tool for {topic}, so naturally I built one', pattern: null, styles: ['Sarcastic'] },
    { text: 'I automated the most boring part of {topic}. Please clap', pattern: 'first-person', styles: ['Sarcastic'] },
  ],

  body(ctx) {
    const features = someItems(ctx, FEATURES, ctx.items);
    const what = voice(ctx, {
      Friendly: [
        'Hey {sub}! For the past few months I have been working on a small side project to help with {topic}, and I would love some honest feedback from people who actually do this every day.',
        'Hi all! I built something to scratch my own itch with {topic} and I am finally ready to show it to people who know the space.',
        'I have been quietly working on a tool for {topic} in the evenings, and it is finally in a state where other people can try it.',
      ],
      Expert: [
        '**What it is.** A lightweight tool for {topic}, built over a few months after running the same process by hand for clients and getting tired of the spreadsheets.',
        '**Background.** I have worked on {topic} for several years, and the same gaps kept showing up: scattered notes, no memory of what worked, and too much time spent deciding what to do next. So I built a tool for it.',
        '**What it is.** A small, opinionated tool for {topic}. It does a few things and tries to do them well; it is not trying to replace your whole stack.',
      ],
      Sarcastic: [
        'You know what the world was missing? Another tool for {topic}. So I built one. But hear me out, it is actually useful.',
        'Against my better judgement and the advice of everyone who loves me, I built a tool for {topic}.',
        'I spent months automating something that used to take me a few minutes a week. Worth it? Let us find out.',
      ],
      Brief: ['I built a small tool for {topic}:', 'Side project for {topic}:', 'Made a helper for {topic}:'],
    });
    const why = voice(ctx, {
      Friendly: [
        'I built it because I kept losing track of what worked and what did not, and nothing out there felt simple enough.',
        'The idea came from my own frustration: every tool I tried was either too complicated or too expensive for a small team.',
        'It started as a spreadsheet, then the spreadsheet got out of hand.',
      ],
      Expert: [
        '**Why.** Existing tools either do everything (and take a week to set up) or do one narrow thing. I wanted the middle: small, opinionated, and built around what people here keep asking about, like {kw} and {kw2}.',
        '**Why.** The expensive part of {topic} is not the work, it is deciding what to do next. The tool is built around making that decision faster.',
        '**Why.** I wanted a single place to see what worked, without an analytics degree. Everything in it came from a real request from someone I work with.',
      ],
      Sarcastic: [
        'Why? Because my spreadsheet had more tabs than I could count and I was scared of it.',
        'Why? Because I would rather build a tool for months than do a boring task for minutes. Classic.',
        'Why? Spite, mostly. And a bit of genuine need.',
      ],
      Brief: ['', '', ''],
    });
    const feedback = voice(ctx, {
      Friendly: [
        'What I would love to know: does this solve a real problem for you, and what is missing? Not trying to sell anything here, and happy to share a link in the comments if the mods are OK with it.',
        'It is free while I figure out if it is useful. I will not drop a link unless the mods say it is fine, but I would really like to know what you think of the idea.',
        'Any feedback is welcome, positive or critical. I am especially curious whether it fits how you work today.',
      ],
      Expert: [
        '**What I am looking for.** Critical feedback on the approach: is the problem real for you, what would stop you using it, and what would you expect it to do that it does not? No link in the post out of respect for the rules; happy to share one if the mods allow it.',
        '**What I am looking for.** People who do {topic} every week and are willing to try it for a fortnight and tell me where it gets in the way. No link here; message me or ask in the comments.',
        '**Feedback I need most:** what is confusing, what is missing, and what you would pay for, if anything. I have left the link out to keep this within the rules.',
      ],
      Sarcastic: [
        'Be honest. Brutally, if needed. I have already been humbled by my own analytics, you cannot hurt me. No link unless the mods say it is fine.',
        'Feedback welcome, roasting encouraged. No link, because I respect the rules (and fear the mods).',
        'Tell me what is wrong with it. My mum already said it is great, so I need a second opinion.',
      ],
      Brief: ['Feedback welcome; link on request if the mods allow it.', 'Would love feedback. No link unless allowed.', 'Feedback?'],
    });
    if (ctx.style === 'Brief') return `${what} ${joinShort(ctx, features)}. ${feedback}`;
    const heading = ctx.style === 'Expert' ? '**How it works**' : 'What it does:';
    return [what, why, `${heading}\n\n${list(ctx, features, false)}`, feedback].join('\n\n');
  },

  cta: {
    Friendly: ['Would you use something like this? All feedback welcome, good or bad!', 'Let me know what you think in the comments!', 'What would make this useful for you?'],
    Expert: [
      'Feedback on the approach is more useful to me than compliments. What would make this worth your time?',
      'What would you need to see before trying something like this?',
      'If you have built something similar, I would like to compare notes.',
    ],
    Sarcastic: ['Roast away. I can take it. Probably.', 'Tell me why it is a terrible idea. I am listening.', 'Comments are open for constructive destruction.'],
    Brief: ['Feedback?', 'Thoughts welcome.', 'Would you use it?'],
  },
};
