import type { GeneratedPost, PostTemplate } from '@subreddit-signal/contract';

/**
 * The four sample post ideas shown on the post generator before any generation.
 * Samples carry `points` (a points list appears in sample data only, never in generated posts).
 */
export const SAMPLE_POST_IDEAS: readonly (GeneratedPost & { subreddit: string })[] = [
  {
    subreddit: 'marketing',
    title: 'How we grew our newsletter from 0 to 5,000 subscribers without paid ads',
    flairs: ['Case Study'],
    body: 'Six months ago our list was empty. Here is what moved the needle, what did nothing, and the numbers behind each step.',
    points: [
      'One lead magnet per audience segment instead of a generic signup form',
      'Weekly issue with a single, actionable idea',
      'Referral loop: one free template per two friends invited',
    ],
    callToAction: 'What worked best for your list? Share your numbers below.',
    hashTags: ['#emailmarketing', '#newsletter', '#growth'],
  },
  {
    subreddit: 'startups',
    title: 'Is a waitlist still worth it for a B2B SaaS launch?',
    flairs: ['Question'],
    body: 'We are two weeks from launch and torn between a waitlist and opening the doors right away. Looking for experiences from founders who tried both.',
    points: [
      'What conversion did your waitlist get?',
      'Did early access create real feedback or just noise?',
      'How long did you keep people waiting?',
    ],
    callToAction: 'Tell us which route you took and what you would do differently.',
    hashTags: ['#saas', '#launch', '#startups'],
  },
  {
    subreddit: 'seo',
    title: 'A step-by-step guide to fixing crawl budget issues on a 10k-page site',
    flairs: ['Guide'],
    body: 'Crawl budget problems hide behind slow indexing. This is the checklist we use on every audit, in the order we use it.',
    points: [
      'Find the crawl traps in your log files',
      'Consolidate faceted URLs with canonicals',
      'Prune thin pages and fix internal links',
    ],
    callToAction: 'Save this for your next audit and add your own tips in the comments.',
    hashTags: ['#seo', '#technicalseo', '#crawlbudget'],
  },
  {
    subreddit: 'technology',
    title: 'What is one tool that quietly changed how your team works this year?',
    flairs: ['Discussion'],
    body: 'Not the flashy launches: the small tool that removed a daily annoyance. Curious what stuck for you after the hype faded.',
    points: ['What problem did it solve?', 'How long did it take the team to adopt it?', 'Would you pay for it again?'],
    callToAction: 'Drop your pick and one sentence on why it stuck.',
    hashTags: ['#productivity', '#tools', '#technology'],
  },
];

/** The four sample template cards of the static /templates page. */
export interface TemplateSample {
  template: PostTemplate;
  title: string;
  description: string;
  outline: string[];
  example: string;
}

export const TEMPLATE_SAMPLES: readonly TemplateSample[] = [
  {
    template: 'Success story',
    title: 'Share a win, with the numbers',
    description: 'Communities reward concrete results and honest lessons more than polished announcements.',
    outline: ['The starting point and the goal', 'What you tried, in order', 'The result, with numbers', 'What you would do differently'],
    example: 'How we went from 0 to 1,000 users in 90 days (and the two things that did not work)',
  },
  {
    template: 'Question/Help',
    title: 'Ask for help the community wants to give',
    description: 'A specific question with context gets answers; a vague one gets scrolled past.',
    outline: [
      'Your situation in two sentences',
      'What you already tried',
      'The precise question',
      'Thanks in advance, and a promise to report back',
    ],
    example: 'Cold email reply rate dropped from 8% to 2% after a domain change: what should I check first?',
  },
  {
    template: 'Guide / Tutorial',
    title: 'Teach one thing, step by step',
    description: 'Guides earn saves and upvotes when each step is short, ordered and testable.',
    outline: [
      'Who it is for and what they will get',
      'Numbered steps with one action each',
      'A common mistake to avoid',
      'Where to go next',
    ],
    example: 'A 5-step checklist to audit your landing page in 30 minutes',
  },
  {
    template: 'Discussion',
    title: 'Start a conversation worth joining',
    description: 'Open questions with a clear angle invite experience, not just opinions.',
    outline: ['A short observation or trend', 'Your own take, briefly', 'An open question for the community'],
    example: 'Are long-form LinkedIn posts still working for B2B, or has the format peaked?',
  },
];
