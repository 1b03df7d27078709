/**
 * The wording of the built-in engine's first comments: per angle (what the comment does) and tone.
 * {term} is what the post is about (from its title and body); {term2}, a second subject, appears
 * only in wordings chosen when the post has one. {advice}, {tip}, {q}, {push}, {alt} and {cq} come
 * from the pools below, each in a long and a short (Casual) form.
 */
import type { CommentTone } from '@subreddit-signal/contract';

export type Angle = 'experience' | 'tip' | 'question' | 'pushback' | 'thanks' | 'clarify';

/** Angles for a post that tells (a story, a guide, a project) and for a post that asks. */
export const STATEMENT_ANGLES: Angle[] = ['experience', 'tip', 'question', 'pushback', 'thanks'];
export const QUESTION_ANGLES: Angle[] = ['experience', 'tip', 'clarify'];

/** Comment titles: the angle, about the post's main term. Each pattern is read back by `angleOf`. */
export const TITLES: Record<Angle, string> = {
  experience: 'Similar experience with {term}',
  tip: 'A practical tip on {term}',
  question: 'Follow-up question about {term}',
  pushback: 'A different take on {term}',
  thanks: 'Building on the {term} point',
  clarify: 'Clarifying question about {term}',
};

/** Openers before the angle's text (Casual has none: its texts open informally themselves). */
export const OPENERS: Record<'Friendly' | 'Expert', { statement: string[]; question: string[] }> = {
  Friendly: { statement: ['Thanks for sharing this!', 'Really enjoyed reading this!', 'Love this post!'], question: ['Great question!', 'Been there!', 'Happy to help with this one!'] },
  Expert: { statement: ['Solid post.', 'Good breakdown.', 'This matches what I have seen.'], question: ['Good question, and a common one.', 'Worth unpacking this a bit.', 'This comes up a lot, so a detailed answer.'] },
};

export const RESPONSES: Record<Angle, Record<CommentTone, string[]>> = {
  experience: {
    Friendly: [
      'We went through almost the same thing with {term} last year. What made the difference for us was {advice}. Stick with it, it does pay off!',
      'The {term} part really resonates. For us the turning point was {advice}, and things got a lot easier after that.',
      'This is so close to our story with {term}. We only turned the corner once we started {advice}.',
    ],
    Expert: [
      'We ran into the same issue with {term}. What moved the needle was {advice}, measured over a couple of months against a clear baseline. One caveat: the results depended heavily on the {term2} side, so I would test that separately.',
      'I have seen this pattern with {term} on several accounts. The fix that held up was {advice}; everything else gave a short bump and faded. Worth tracking the {term2} side alongside it, because the two interact.',
      'Very similar experience with {term} here. The change that stuck was {advice}. The first month looked flat, the second did not, which is why I always tell people to plan for a full quarter.',
    ],
    Casual: ['the {term} part is so real. {adviceShort} fixed most of it for us', 'same thing happened to us with {term} lol. {adviceShort} helped a ton', 'been there with {term}. honestly {adviceShort} was the fix'],
  },
  tip: {
    Friendly: [
      'One small thing that helped us with {term}: {tip}. Might be worth a try if you have not already!',
      'A tip on {term} that worked well for us: {tip}. Hope it helps!',
      'If I could add one thing on {term}: {tip}. It made a big difference for us.',
    ],
    Expert: [
      'One addition on {term}: {tip}. In my experience that is where most of the gains hide, and it is easy to measure. It also makes decisions on the {term2} side much less of a guess.',
      'A practical point on {term}: {tip}. It sounds basic, but it is the step most teams skip, and skipping it is usually why results look random.',
      'On {term}, the highest-leverage habit I know: {tip}. It costs an hour a week and saves a month of guessing.',
    ],
    Casual: ['fwiw, for {term} we just {tipShort} and it helped a lot', 'quick tip for {term}: {tipShort}. works way better than it sounds', 'tbh the best advice i got on {term} was to {tipShort}'],
  },
  question: {
    Friendly: [
      'Quick question about {term}: {q}? Would love to hear more!',
      'I am curious about the {term} part. {Q}? Thanks again for writing this up.',
      'Really interested in the {term} side of this. {Q}?',
    ],
    Expert: [
      'On {term}: {q}? And how did you separate its effect from the {term2} side? That is usually the hard part, and it would make the results easier to apply elsewhere.',
      'A question on {term}: {q}? Asking because the answer changes a lot depending on audience size and budget.',
      'Before I try this with {term}: {q}? Context would help me judge whether it transfers to a smaller audience.',
    ],
    Casual: ['wait, on the {term} part: {qShort}?', 'how did you handle {term} though? {qShort}?', 'curious, {qShort}? asking for {term} reasons'],
  },
  pushback: {
    Friendly: [
      'I would gently push back on one point though: in our experience {term} {push}. Have you seen that too?',
      'Agree with most of this! The only thing I would add is that {term} {push}, at least for us.',
      'Mostly agree, but {term} {push} for us. Maybe it depends on the audience?',
    ],
    Expert: [
      'I would challenge one point. {Term} {push}, at least in the accounts I have worked on. It may come down to audience size or how established the {term2} side is, so I would be curious to see your numbers.',
      'Respectfully, the {term} part does not match my experience: it {push}. My guess is that {alt} explains more of the result than the tactic itself.',
      'One counterpoint on {term}: it {push} in most cases I have seen. Not saying you are wrong, but I would be careful generalising from one result.',
    ],
    Casual: ["idk, {term} didn't really work that way for us. might depend on the audience tho", 'hmm not sure about {term}. for us {altShort} mattered way more', 'eh, results with {term} were hit and miss for us tbh'],
  },
  thanks: {
    Friendly: [
      'Thanks for putting this together! The part about {term} is exactly what I needed today. Saving this one.',
      'This is so helpful, thank you! The {term} section especially. Going to try it this week.',
      'Bookmarking this! The way you explained {term} finally made it click for me.',
    ],
    Expert: [
      'This matches what I have seen. I would add that {term} tends to compound: the first month looks flat, then it builds. The {term2} point is underrated too. Worth bookmarking.',
      'Agree with all of this, and the {term} point deserves more attention than it gets. Most teams give up on it right before it starts paying off.',
      'Good to see {term} described this honestly. The boring parts you mention are exactly where the results come from.',
    ],
    Casual: ['saving this. the {term} bit alone was worth it', 'bookmarked. the {term} part is gold', 'ok the {term} part is exactly what i needed today'],
  },
  clarify: {
    Friendly: [
      'Happy to help, but quick question first: {cq}? It changes the answer quite a bit for {term}.',
      'Before I share what worked for us with {term}: {cq}? Just so the advice actually fits!',
      'Depends a little on your situation with {term}. {Cq}?',
    ],
    Expert: [
      'The right answer on {term} depends on one thing: {cq}? If it is early days, {tip}; if you already have traction, the bottleneck is more likely the {term2} side.',
      'To give you a useful answer on {term}: {cq}? The approach differs a lot depending on that, and most generic advice ignores it.',
      'Two questions before anyone can answer this well: {cq}, and what does "working" mean for {term} in your case?',
    ],
    Casual: ['depends, {cqShort}? that changes a lot for {term}', 'quick q: {cqShort}? then i can tell you what worked for us with {term}', 'what stage are you at with {term}? like {cqShort}?'],
  },
};

/** Pools of filler phrases: [long form, short form]. */
export const POOLS: Record<'advice' | 'tip' | 'q' | 'push' | 'alt' | 'cq', [string, string][]> = {
  advice: [
    ['doing less, but doing it every single week', 'posting less but every week'],
    ['writing for one specific reader instead of everyone', 'writing for one person'],
    ["reusing our customers' exact words", 'stealing customer wording'],
    ["cutting everything that didn't move our main number", 'cutting the stuff that didnt work'],
    ['tracking one number instead of a dashboard full', 'tracking one number'],
  ],
  tip: [
    ['test one change at a time, so you know what actually worked', 'change one thing at a time'],
    ['write down the questions people keep asking and answer them one by one', 'answer the questions people actually ask'],
    ['turn the best-performing piece into a few smaller ones before writing anything new', 'recycle the best stuff'],
    ['set a baseline before changing anything', 'get a baseline first'],
  ],
  q: [
    ['how long did it take before you saw a real difference', 'how long did it take'],
    ['what would you do differently if you started again', 'what would you change'],
    ['did you measure it against anything specific', 'how did you measure it'],
    ['how big was the team behind it', 'how many people worked on it'],
  ],
  push: [
    ['took a lot longer to pay off than this suggests', ''],
    ['mattered less than plain consistency did', ''],
    ['worked much better for some audiences than others', ''],
  ],
  alt: [
    ['the audience, rather than the tactic,', 'the audience'],
    ['consistency', 'just being consistent'],
    ['timing', 'timing'],
  ],
  cq: [
    ['is your main goal leads or awareness', 'leads or awareness'],
    ['how big is your audience right now', 'how big is your audience'],
    ['how long have you been at it', 'how long have you been at it'],
  ],
};
