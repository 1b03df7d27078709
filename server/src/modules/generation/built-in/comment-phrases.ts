/**
 * The wording of the built-in engine's first comments: per angle (what the comment does) and tone.
 * {term} is what the post is about (from its title and body); {term2}, a second subject, appears
 * only in wordings chosen when the post has one. {advice}, {tip}, {q} and {cq} come
 * from the pools below, each in a long and a short (Casual) form.
 */
import type { CommentTone } from '@subreddit-signal/contract';

export type Angle =
  | 'experience'
  | 'tip'
  | 'question'
  | 'pushback'
  | 'thanks'
  | 'clarify'
  | 'congrats'
  | 'support'
  | 'checkin'
  | 'compliment'
  | 'riff'
  | 'stuck'
  | 'wonder'
  | 'react'
  | 'askmore'
  | 'guest'
  | 'fan'
  | 'behind'
  | 'take'
  | 'answer'
  | 'askback'
  | 'learned'
  | 'threadq'
  | 'threadthanks'
  | 'ownmore'
  | 'tribute'
  | 'legacy'
  | 'explain'
  | 'analogy'
  | 'source'
  | 'wrong'
  | 'wrongq'
  | 'acknowledge'
  | 'factq'
  | 'view'
  | 'heartened'
  | 'followup'
  | 'recommend';

/** Angles for a post that tells (a story, a guide, a project) and for a post that asks. */
export const STATEMENT_ANGLES: Angle[] = ['experience', 'tip', 'question', 'pushback', 'thanks'];
export const QUESTION_ANGLES: Angle[] = ['experience', 'tip', 'clarify'];
/** Angles for a post that celebrates ('I'm so proud of my kindergartener!', 'Finally debt free'): no tip, no pushback. */
export const CELEBRATION_ANGLES: Angle[] = ['congrats', 'question', 'experience'];
/** Angles for a post that grieves or vents ('Had a client pass away, just need to vent'): support, nothing to fix or dispute. */
export const SUPPORT_ANGLES: Angle[] = ['support', 'checkin', 'experience'];
/** Angles for a post that shows something the poster made or took ('Pulled pork sandwich (album)'): praise and a maker's question. */
export const SHOWING_ANGLES: Angle[] = ['compliment', 'question', 'experience'];

/**
 * Angles for a post that muses ('If the oldest person on earth is 116…', 'Interesting how you use a ladle…'):
 * a thought to play with, nothing tried, so no tip, no experience asked for and no 'what did not work'.
 */
export const MUSING_ANGLES: Angle[] = ['riff', 'stuck', 'wonder'];

/**
 * Angles for a picture, a video or a link shared with nothing but a title ('Baby Polar Bear Learns to Walk', 'My golden
 * retriever made friends with a baby fox'): a reaction, a wish to know more, a thought that stays; nothing to fix or
 * dispute, and no praise for work the title does not say was done ('Well executed Super Mario Land').
 */
export const SHARED_ANGLES: Angle[] = ['react', 'askmore', 'stuck'];
/**
 * Angles for a fact learned ('TIL Ray Bradbury originally titled Fahrenheit 451 …'): surprise at it, a wish to know more, a
 * thought that stays; never 'Okay, … is wonderful', which praises a thing shown, not a fact.
 */
export const FACT_ANGLES: Angle[] = ['learned', 'askmore', 'stuck'];
/**
 * Angles for a question put to the members for their own answers ('What's the one song you'd recommend to get into your
 * genre?'): an answer, a view, the question asked back; no help offered, no tip, no experience that 'resonates'.
 */
export const DISCUSSION_ANGLES: Angle[] = ['answer', 'take', 'askback'];
/**
 * Angles for news of a death of someone known ('Dave Brubeck, jazz pianist, dead at age 91'): a tribute and what they
 * left, in the commenter's words; no condolence to the poster, whose loss it is not.
 */
export const TRIBUTE_ANGLES: Angle[] = ['tribute', 'legacy'];
/** The same for what is the poster's own ('My golden retriever made friends with a baby fox'): never 'where did you find it'. */
export const SHARED_OWN_ANGLES: Angle[] = ['react', 'ownmore', 'stuck'];

/**
 * Angles for an AMA ('IAm Alfred Morris, running back for the Washington Redskins, AMA'): a question for the guest, a
 * thanks with one, something about their days; no tip, no experience of the commenter's, nothing claimed about them.
 * The guest is named in the title only ('A question for Alfred Morris', else 'A question for OP'): the text speaks to them.
 */
export const GUEST_ANGLES: Angle[] = ['guest', 'behind', 'fan'];

/**
 * Angles for a megathread ('Week 3 Post Game Thread: Bears at Packers', 'Official Complain about the Refs thread'): a
 * thread members talk in, so a take of the commenter's, a question to everyone in it, thanks for the thread; nothing asked of the
 * poster as if they had told a story.
 */
export const THREAD_ANGLES: Angle[] = ['take', 'threadq', 'threadthanks'];

/**
 * Angles for a post that asks for an explanation or gives one ('ELI5: Why do we get goosebumps?', 'How compound interest
 * works, explained simply'): the commenter's own explanation, an analogy, a source, each theirs to give in a marked
 * bracket; no tip, no experience of a struggle, no 'what have you tried'.
 */
export const EXPLAIN_ANGLES: Angle[] = ['explain', 'analogy', 'source'];
/**
 * Angles for news of a wrong done to someone ('… stealing people's photos', '… refuses to compensate'): what one thinks
 * of it and what one has seen, never praise, thanks or a tip.
 */
export const WRONGED_ANGLES: Angle[] = ['wrong', 'experience', 'wrongq'];
/** The same for a wrong reported of someone else ('Mike Brown Fired after 5 games'): a view in place of a shared experience. */
export const REPORTED_WRONG_ANGLES: Angle[] = ['wrong', 'wrongq', 'view'];

/**
 * Angles for a post about a grave matter: death, killing, war, disaster, illness, crime, abuse, loss, a scandal ('This the
 * exact spot where President John F. Kennedy was killed'): it is acknowledged, asked about plainly or given a view, never
 * met with delight, congratulations or a cheerful opener (decision 097).
 */
export const GRAVE_ANGLES: Angle[] = ['acknowledge', 'factq', 'view'];
/**
 * Angles for a kind turn told in a headline with a grave word in it ('Foster family adopts five siblings who were abused',
 * 'Grieving father finds winning lottery ticket…'): heartened without delight, a question on how they are now, a view.
 */
export const UPLIFT_ANGLES: Angle[] = ['heartened', 'followup', 'view'];
/**
 * Angles for news a news community shares ('NYC Proposes Raising Minimum Age for Cigarette Purchases to 21' on r/news): a
 * view, a question on what is known, a source; never a tip, a struggle of one's own or 'thanks for sharing your story'.
 */
export const REPORT_ANGLES: Angle[] = ['take', 'factq', 'source'];
/** The same for a question on a grave matter ('What was the deadliest day of the war?'): a view, a source, an acknowledgement. */
export const GRAVE_QUESTION_ANGLES: Angle[] = ['view', 'source', 'acknowledge'];

/** Comment titles: the angle, about the post's main term. Each pattern is read back by `angleOf`. */
export const TITLES: Record<Angle, string> = {
  experience: 'Similar experience with {term}',
  tip: 'A practical tip on {term}',
  question: 'Follow-up question about {term}',
  pushback: 'A different take on {term}',
  thanks: 'Building on the {term} point',
  clarify: 'Clarifying question about {term}',
  congrats: 'Celebrating {term} with you',
  support: 'Words of support on {term}',
  checkin: 'Checking in about {term}',
  compliment: 'Praise for {term}',
  riff: 'Riffing on {term}',
  stuck: 'Still thinking about {term}',
  wonder: 'A question on {term}',
  react: 'Reacting to {term}',
  askmore: 'More about {term}',
  guest: 'A question for {term}',
  fan: 'Thanks to {term}',
  behind: 'Behind the scenes with {term}',
  take: 'My take on {term}',
  answer: 'My answer on {term}',
  askback: 'Asking back about {term}',
  learned: 'Did not know this about {term}',
  threadq: 'A question for the thread on {term}',
  threadthanks: 'Thanks for the thread on {term}',
  ownmore: 'The story behind {term}',
  tribute: 'Remembering {term}',
  legacy: 'What {term} left us',
  explain: 'My explanation of {term}',
  analogy: 'An analogy for {term}',
  source: 'A good source on {term}',
  wrong: 'On what happened with {term}',
  wrongq: 'A question about {term}',
  acknowledge: 'Thoughts on {term}',
  factq: 'More context on {term}',
  view: 'A view on {term}',
  heartened: 'A hopeful note on {term}',
  followup: 'An update on {term}',
  recommend: 'My pick for {term}',
};

/** Openers before the angle's text (Casual has none: its texts open informally themselves). */
export const OPENERS: Record<'Friendly' | 'Expert', { statement: string[]; question: string[]; discussion: string[] }> = {
  Friendly: {
    statement: ['Thanks for sharing this!', 'Really enjoyed reading this!', 'Love this post!'],
    question: ['Great question!', 'Been there!', 'Happy to help with this one!'],
    // A question put to everyone for their own answers asks for no help and went through nothing the commenter did.
    discussion: ['Great question!', 'Good one to ask!', 'Love this question!'],
  },
  Expert: {
    statement: ['Solid post.', 'Good breakdown.', 'This matches what I have seen.'],
    question: ['Good question, and a common one.', 'Worth unpacking this a bit.', 'This comes up a lot, so a detailed answer.'],
    discussion: ['Good question.', 'Interesting question.', 'A question worth asking.'],
  },
};

export const RESPONSES: Record<Angle, Record<CommentTone, string[]>> = {
  // An explanation is the commenter's to give: asked for in a marked bracket, never one the writer makes up.
  explain: {
    Friendly: [
      'The way I understand {term}: [your explanation, in a few plain sentences].',
      'Here is one way to explain it: [the explanation, in your own words].',
      'Short version of {term}, as I understand it: [your explanation].',
    ],
    Expert: [
      'Short answer on {term}: [the explanation]. The longer version: [the detail that matters most].',
      'The key to {term} is [the one idea that explains it], because [why].',
      'In plain terms, {term} comes down to [the explanation], with [the common misconception] being the usual mix-up.',
    ],
    Casual: ['basically: [your explanation]', 'easiest way i can put it: [your explanation]', 'short version: [it, in a line or two]'],
  },
  analogy: {
    Friendly: [
      'An analogy for {term}: [the analogy].',
      'One way to picture {term}: [the analogy].',
      'It might help to think of it like [your analogy].',
    ],
    Expert: [
      'A comparison that makes {term} easier: [the analogy], with the caveat that [where it breaks down].',
      'A useful analogy for {term}: [the analogy]. It holds until [where it stops working].',
    ],
    Casual: ['think of it like [your analogy]', 'kinda like [your analogy] tbh', 'the way i think of it: [your analogy]'],
  },
  source: {
    Friendly: [
      'If you want to go deeper on {term}, [a source you trust] is a clear place to start.',
      'If you want more on {term}, [a source you trust] explains it really well.',
    ],
    Expert: [
      'For {term}, [a source you trust] covers it well, especially [the part worth reading].',
      'The best treatment of {term} I know is [a source], mainly for [what it gets right].',
    ],
    Casual: ['[a source] is a good start on {term}', '[a source] explains {term} better than i can', 'check out [a source] for {term}'],
  },
  // Experiences are the commenter's own: the text asks for them in marked brackets instead of inventing one (decision 025).
  experience: {
    Friendly: [
      '[If you have been there with {term}: what happened for you, and what helped.] Stick with it!',
      'The {term} part really resonates. For me, [your own experience with it].',
      'This is close to my own experience with {term}. [What happened, and what you would do again.]',
      'I have been through something like this. [What it was like for you, and what helped, if anything did.]',
    ],
    Expert: [
      'Similar experience with {term} here: [what you saw]. One thing worth checking is the {term2} side, since they tend to interact.',
      'I have seen the same with {term}: [your experience, briefly]. What held up for me was [what held up].',
      'This matches my experience with {term}: [how it went for you]. The first attempts rarely tell you much, so I would give it a fair run.',
      'I went through something similar with {term}: [what it was like, briefly].',
      'Similar experience with {term} here: [what you saw]. What surprised me most was [what surprised you].',
    ],
    Casual: [
      'the {term} part is so real. for me [what happened]',
      'same here with {term} lol. [what helped you]',
      'been there with {term}. [your short take]',
      'went through something like {term} too. [your note]',
    ],
  },
  tip: {
    Friendly: [
      'One small thing that might help with {term}: {tip}. Might be worth a try if you have not already!',
      'A tip on {term}: {tip}. Hope it helps!',
      'If I could add one thing on {term}: {tip}.',
    ],
    Expert: [
      'One addition on {term}: {tip}. It also makes the {term2} side much less of a guess.',
      'A practical point on {term}: {tip}. It sounds basic, but it is the step most people skip.',
      'On {term}, the habit I would start with: {tip}. It is cheap and it saves a lot of guessing.',
      'For {term}, one thing that has held up for me: {tip}. Small, but it adds up.',
    ],
    Casual: [
      'fwiw, for {term} i would {tipShort}',
      'quick tip for {term}: {tipShort}. works better than it sounds',
      'tbh the best advice i got on {term} was to {tipShort}',
    ],
  },
  question: {
    Friendly: [
      'Quick question about {term}: {q}? Would love to hear more!',
      'I am curious about the {term} part. {Q}? Thanks again for writing this up.',
      'Really interested in the {term} side of this. {Q}?',
    ],
    Expert: [
      'On {term}: {q}? And how did you separate its effect from the {term2} side? That would make it easier to apply elsewhere.',
      'A question on {term}: {q}? Asking because the answer probably changes a lot from one situation to the next.',
      'Before I try this with {term}: {q}? Context would help me judge whether it transfers.',
      'Curious about {term}: {q}? The details would help anyone here trying the same.',
    ],
    Casual: [
      'wait, on the {term} part: {qShort}?',
      'how did you handle {term} though? {qShort}?',
      'curious, {qShort}? asking for {term} reasons',
    ],
  },
  pushback: {
    // Where the commenter differs is theirs to say, in a marked bracket: no stock claim ('timing explains more than the method').
    Friendly: [
      'I see it a little differently with {term}: [where your own experience differs, and why]. Have you found the same?',
      'I agree with most of this. The only thing I would add on {term}: what worked here might not work the same way for everyone. [Your own case.]',
      'Mostly agree, but with {term} I would add a caveat: [your caveat]. Maybe it depends on the situation?',
    ],
    Expert: [
      'I would challenge one point on {term}: [the point, and what you have seen instead]. It may come down to the {term2} side, so I would be curious about the details.',
      'Respectfully, on {term}: [where your experience differs]. I would be careful generalising from one case.',
      'One counterpoint on {term}: [your counterpoint, from your own experience]. Not saying you are wrong.',
      'I read {term} a bit differently: [your reading, and why]. Curious whether others here have seen the same.',
    ],
    Casual: [
      'idk, what worked with {term} here might not work that way for everyone. [your take]',
      'hmm not sure about the {term} part. [your take]',
      'eh, {term} worked out differently for me tbh. [how]',
    ],
  },
  thanks: {
    Friendly: [
      'Thanks for putting this together! The part about {term} is exactly what I needed. Saving this one.',
      'This is so helpful, thank you! The bit about {term} especially.',
      'Bookmarking this! The way you explained {term} made it click for me.',
    ],
    Expert: [
      'Good write-up. I would add that {term} takes time to show anything, so the early attempts say little. The {term2} point is underrated too.',
      'Agree with this, and the {term} point deserves more attention than it gets. Most people give up on it too early.',
      'Good to see {term} described this honestly. The unglamorous parts you mention are where most of the progress is.',
      'Useful post on {term}. The part I would underline: [the part that mattered most to you].',
    ],
    Casual: [
      'saving this. the {term} bit alone was worth it',
      'bookmarked. the {term} part is gold',
      'ok the {term} part is exactly what i needed today',
    ],
  },
  // Joy shared is met with joy: what the commenter liked is theirs to say, in a marked bracket.
  congrats: {
    Friendly: [
      'Congratulations, this is great to see! The {term} part made my day.',
      'Well done, and thanks for sharing it here! [What stood out to you about {term}.]',
      'This made my day, congratulations! [A line on what you liked about {term}.]',
    ],
    Expert: [
      'Congratulations, that is a real milestone. [What you would point out about {term}.]',
      'Well earned. Posts like this on {term} are some of the best here. [What stood out to you.]',
      'Congratulations. [What you noticed about {term}, and why it matters.]',
    ],
    Casual: [
      'congrats!! the {term} part made my day',
      'love this, congrats. [your short reaction to {term}]',
      'ok this is awesome. [what you liked about {term}]',
    ],
  },
  // Support asks nothing of the poster and offers no fix: what the commenter would say is theirs, in a marked bracket.
  // A wrong is the commenter's to judge: what they think of it and what would put it right, in their own words.
  wrong: {
    Friendly: [
      'That is not okay. [What you think should happen now with {term}.]',
      'That should not have happened. [Anything you know that could help with {term}, or what you would do.]',
      'Thanks for the heads-up about {term}. [What you think of it, in your own words.]',
      'What a mess with {term}. [Your take, and anything people here can do.]',
    ],
    Expert: [
      'Worth knowing about {term}. [What you know of how this is usually handled, and where to report it.]',
      'This is a familiar pattern with {term}. [What you have seen work in cases like this.]',
      'On {term}: [what you would do in their place, and why].',
      'If this is accurate, {term} deserves the attention. [Your view, and the source you would check.]',
    ],
    Casual: ['yikes, {term} is not ok. [your take]', 'that is messed up about {term}. [your note]', 'ugh, {term} again. [your take]'],
  },
  // A grave matter is met plainly: what the commenter knows, asks or thinks of it is theirs to say, in a marked bracket.
  acknowledge: {
    Friendly: [
      'Sobering stuff. [What you know or think of {term}, in your own words.]',
      'Thank you for posting this. [What you would add about {term}, in your own words.]',
      'Hard to take in, but worth knowing. [Your thoughts on {term}.]',
    ],
    Expert: [
      'A sobering one. [The context you would add on {term}, with a source if you have one.]',
      'Worth knowing the full story here. [What you know of {term} beyond the headline.]',
      'Thanks for posting this. [What people should understand about {term}, in your view.]',
    ],
    Casual: ['man. [your thoughts on {term}]', 'rough one. [your take on {term}]', 'that is heavy. [your thoughts on {term}]'],
  },
  // A kind turn after a hard start is met warmly but never delighted in: the hard part is still someone's (decision 101).
  heartened: {
    Friendly: [
      'A hopeful one, for a change. [What stood out to you about {term}.]',
      'Stories like this restore a bit of faith. [The part of {term} that stayed with you.]',
      'A hard start and a kind turn. [What you took from {term}.]',
    ],
    Expert: [
      'Worth reading to the end. [What you would point out about {term}.]',
      'A reminder of what people can do for each other. [What you would add about {term}.]',
      'Good to see this reported. [The context you would add on {term}.]',
    ],
    Casual: ['needed this one today. [your note]', 'faith in people restored a little. [your take]', 'ok this one got me. [your note]'],
  },
  // A recommendation asked for ('What's a good two player game for a couple?') is answered with the commenter's own pick,
  // which only they can name: asked for in a bracket, never made up, never a tip on a struggle.
  recommend: {
    Friendly: [
      'My pick for {term} would be [your recommendation], because [why it fits].',
      'I would go with [your recommendation] for {term}. [What makes it a good fit.]',
      'Have you looked at [your recommendation]? For {term} it is worth a try, because [why].',
    ],
    Expert: [
      'For {term}, I would recommend [your recommendation]. [Why it fits what you describe.]',
      'It depends a little on what you want from {term}, but [your recommendation] is a safe pick. [Why.]',
      '[Your recommendation] is what I would point you to for {term}. [What sets it apart.]',
    ],
    Casual: ['[your pick] for {term}, easy. [why]', 'gotta be [your pick] for {term}. [why]', 'try [your pick]. [why it works for {term}]'],
  },
  followup: {
    Friendly: [
      'Is there any word on how they are doing now? [What you would like to know.]',
      'Does anyone know if there is a way to help? [What you would ask about {term}.]',
      'Is there a follow-up on {term}? [What you would like to find out.]',
    ],
    Expert: [
      'Is there a follow-up report on {term}? [What you would want to know.]',
      'Where was {term} first reported? [The source you would look for.]',
      'Is there a local report with more on {term}? [What you would want to check.]',
    ],
    Casual: ['any update on how they are doing?', 'is there a way to help with this?', 'hope there is a follow-up on {term}'],
  },
  factq: {
    Friendly: [
      'Is there more known about {term}? [What you would like to know.]',
      'Do you know where the details on {term} come from? [What you would want to check.]',
      'Was there ever a full account of {term}? [What you would like to find out.]',
    ],
    Expert: [
      'Is there a primary source on {term}? [The record you would look for.]',
      'What is the wider context of {term}? [What you would like to understand.]',
      'How well documented is {term}? [What you would want to see.]',
    ],
    Casual: ['is there more on {term} somewhere?', 'any source on {term}?', 'do we know more about {term}?'],
  },
  view: {
    Friendly: [
      'My view on {term}: [your view, and what it rests on].',
      'What stays with me about {term} is [what stays with you].',
      'Hard to know what to say about {term}. [Your thoughts, in your own words.]',
    ],
    Expert: [
      'On {term}: [your view], based on [what you base it on].',
      'The part of {term} that gets too little attention: [it, and why it matters].',
      'One thing about {term} worth keeping in mind: [it].',
    ],
    Casual: ['honestly, {term} is [your view]', 'what gets me about {term} is [it]', 'still processing {term}. [your view]'],
  },
  wrongq: {
    Friendly: [
      'Is there an update on {term}? [What you would like to know.]',
      'Has anyone heard back about {term}? [Your question.]',
      'Do you know if others have had the same with {term}? [What you would ask.]',
    ],
    Expert: [
      'Is there an official response on {term} yet? [What you would want to know.]',
      'Is there a source on {term} beyond this post? [The source you would check.]',
      'What recourse is there with {term}? [What you know of it.]',
    ],
    Casual: ['any update on {term}?', 'did anyone hear back about {term}', 'is there a source on {term}'],
  },
  support: {
    Friendly: [
      'I am so sorry you are going through {term}. [A line of support in your own words.]',
      'That sounds really hard, and it makes sense to need to get {term} out. [Your own words of support.]',
      'Sending you strength with {term}. [Anything you went through that was similar, if you want to share it.]',
    ],
    Expert: [
      'Sorry you are dealing with {term}. [Your words of support, and anything practical you know helped others.]',
      'Going through {term} is hard. [Your own experience, if you have been there.]',
      'Thank you for sharing {term} here; it is not easy to write. [Your words of support.]',
    ],
    Casual: [
      'ugh, so sorry about {term}. [your words of support]',
      'that sucks, sorry you are dealing with {term}. [your short note]',
      'sending good vibes, {term} is rough. [your note]',
    ],
  },
  checkin: {
    Friendly: [
      'How are you holding up with {term}? [Anything you would offer, if they want it.]',
      'Hope you have people around you while you deal with {term}. [What you would offer.]',
      'Take care of yourself with {term}. [Anything that helped you in a similar moment.]',
    ],
    Expert: [
      'If it helps to talk {term} through, [what you could offer]. No pressure either way.',
      'With {term}, give yourself some time before any decisions. [What helped you or others, briefly.]',
      'How are you doing with {term}? [What you could offer, from your own experience.]',
    ],
    Casual: [
      'hope youre doing ok with {term}. [your note]',
      'here if you want to talk {term} out. [your note]',
      'take care of yourself with {term}. [your note]',
    ],
  },
  // Praise is the commenter's to say: what they like about it, in a marked bracket, never a claim about it.
  compliment: {
    Friendly: [
      'This looks great! [What you like most about {term}.]',
      'Really nice work on {term}! [The detail that caught your eye.]',
      'Wow, {term} turned out so well. [What stands out to you.]',
    ],
    Expert: [
      'Nicely done on {term}. [The detail you would point out, and why it works.]',
      'Well executed work on {term}. [What shows the care that went into it.]',
      'Good work on {term}. [What you noticed, from your own experience.]',
    ],
    Casual: ['ok {term} looks amazing. [your short reaction]', 'this {term} tho. [what you like]', 'love {term}. [your quick take]'],
  },
  // Musings: the commenter plays with the thought; what it made them think of is theirs to say, in a marked bracket.
  riff: {
    Friendly: [
      'Never thought about {term} that way, and now I cannot stop. [Your own twist on it.]',
      'The {term} part got me. [A line that takes the thought one step further.]',
      'Okay, this take on {term} is great. [What it made you think of.]',
    ],
    Expert: [
      'Taking the {term} point one step further: [where it leads].',
      'The {term} idea holds up better than it first seems. [One example that fits it.]',
      'What makes the {term} point work is [why it holds].',
    ],
    Casual: [
      'ok the {term} thing is going to live in my head now',
      'never thought about {term} like that lol',
      '{term} though. [your twist on it]',
    ],
  },
  stuck: {
    Friendly: [
      'This one about {term} is going to stay with me all day. [What it reminds you of.]',
      'I will be thinking about {term} all day. [Your favourite part of it.]',
      'Now I cannot stop thinking about {term}. [Why it stuck with you.]',
    ],
    Expert: [
      'The {term} one is going to stay with me for a while. [Why it landed for you.]',
      'I keep coming back to {term}. [The detail that stuck with you.]',
      'Still thinking about {term}. [What it reminds you of.]',
    ],
    Casual: ['cant unsee the {term} thing now', 'this is going to bug me all day. [what about {term} got you]', 'ok the {term} one got me'],
  },
  wonder: {
    Friendly: [
      'Love this. Does it still work for {term} if you flip it around? [Your guess.]',
      'Fun one! Can you think of a case where this does not hold for {term}? [An example.]',
      'This is great. What got you thinking about {term}?',
    ],
    Expert: [
      'Does the {term} point hold in every case? [A counterexample, or why there is none.]',
      'Interesting on {term}. Is there a version of this that goes the other way? [Your example.]',
      'Where does the {term} idea break down, if anywhere? [Your own answer.]',
    ],
    Casual: [
      'wait does it work the other way for {term} too',
      'what made you think of {term} lol',
      'is there a case where this breaks for {term}',
    ],
  },
  // A reaction is the commenter's own: what got them is theirs to say, in a marked bracket, never a claim about the picture.
  // A take is the commenter's own, in a marked bracket: the thread is theirs to talk in, never a claim made for them.
  take: {
    Friendly: [
      'My view on {term}: [your take, and why].',
      'Adding to the thread on {term}: [the point you would make].',
      'On {term}, I keep coming back to [what you would point out].',
    ],
    Expert: [
      'On {term}: [your point], because [what shows it].',
      'The part of {term} worth a closer look is [it], since [why].',
      'One thing about {term} that gets missed: [it].',
    ],
    Casual: ['ok my take on {term}: [it]', '{term} though. [your take]', 'honestly on {term}, [your hot take]'],
  },
  answer: {
    Friendly: [
      'For me it comes down to [your answer], because [why]. Curious where others land on {term}!',
      'My answer on {term}: [your answer]. [What it rests on.]',
      'Easy one for me. When it comes to {term}, [your answer], and here is why: [a line].',
    ],
    Expert: [
      'On {term}, my answer is [your answer], mainly because [the reason].',
      'Where I land on {term}: [your answer]. [What the usual answers miss.]',
      'Having weighed it up on {term}, I keep landing on [your view]. [The reason it holds up.]',
    ],
    Casual: [
      'easy, [your answer] when it comes to {term}',
      'gotta say [your view] tbh, nothing else on {term} makes sense to me',
      'real answer on {term}: [yours]',
    ],
  },
  askback: {
    Friendly: [
      'What would yours be for {term}? [Your own answer, so the thread gets going.]',
      'Curious what got you asking about {term}. [Your answer, in a line.]',
      'Good one to think about. Where do you land yourself on {term}? [Your answer, after theirs.]',
    ],
    Expert: [
      'What prompted the question on {term}? [Your answer, and the reason behind it.]',
      'It depends on [what it depends on], at least as far as {term} goes. Where do you land yourself?',
      'Before weighing in: which way are you leaning on {term}? [Your answer.]',
    ],
    Casual: ['what would you pick for {term} tho', 'ok but whats YOUR answer on {term}', 'wait you first lol. {term}, go'],
  },
  learned: {
    Friendly: [
      'I had no idea about {term}! [What surprised you most.]',
      'Did not know this about {term}. [What it makes you wonder.]',
      'Learned something today about {term}. [What you would add, if anything.]',
    ],
    Expert: [
      'An interesting detail about {term}. [The context that explains it, with a source if you have one.]',
      'Good find on {term}. [What is known beyond the headline.]',
      'Worth adding on {term}: [a related fact, with its source].',
    ],
    Casual: ['wait, {term}?? [your reaction]', 'had no idea about {term}', 'til about {term} too. [your reaction]'],
  },
  threadq: {
    Friendly: [
      'Question for everyone here on {term}: [your question].',
      'Curious what the rest of the thread thinks about {term}: [your question].',
      'For anyone who followed {term} closely: [what you would like to know].',
    ],
    Expert: [
      'A question for the thread on {term}: [a specific question].',
      'For those who watched {term} closely: [your question, and what made you ask].',
      'What did people make of {term}? [The part you would like views on.]',
    ],
    Casual: ['anyone else on {term}? [your question]', 'so what did everyone make of {term}', 'real question about {term}: [it]'],
  },
  threadthanks: {
    Friendly: [
      'Thanks for putting this thread together. [What you came here to say about {term}.]',
      'Glad there is a thread for {term}. [Your thoughts so far.]',
      'Good to have one place for {term}. [What you would add.]',
    ],
    Expert: [
      'Useful to have {term} in one thread. [The point you would add, and why.]',
      'Thanks for the thread. On {term}, [what you would add].',
      'A single thread for {term} helps. [Your contribution to it.]',
    ],
    Casual: [
      'thanks for the thread. [your two cents on {term}]',
      'needed a thread for {term}. [your take]',
      'good thread for {term}. [what you think]',
    ],
  },
  react: {
    // The post is praised, never the subject read from its title ('Okay, the cornea transplant is wonderful'), nor called a
    // find or a thing shared ('Thanks for sharing the airline pilot', 'A great find, Russian Pictures'): the subject is what
    // the commenter's own words in the bracket are about.
    Friendly: [
      // Warm, never delighted: what is shared may be a quote in the news as well as a puppy.
      'Really glad I saw this. [What you love about {term}.]',
      'Glad this got posted. [Your favourite detail of {term}.]',
      'Saving this one. [What got you about {term}.]',
    ],
    Expert: [
      'A great find. [The detail of {term} worth pointing out.]',
      'Worth a second look. [What you noticed about {term}.]',
      'Thanks for sharing this. [What stands out to you about {term}, and why.]',
    ],
    Casual: [
      'oh wow. [your reaction to {term}]',
      'saving this one. [what got you about {term}]',
      'love this so much. [what got you about {term}]',
    ],
  },
  guest: {
    Friendly: [
      'Thanks for doing this! [Your question, as specific as you can make it.]',
      'Thanks for taking the time to answer questions here. [What you would most like to ask.]',
      'So glad you are doing this. [Your question, and what made you curious about it.]',
    ],
    Expert: [
      'Thanks for doing this. [A specific question, one a quick search would not answer.]',
      'Appreciate you taking the time. [Your question, with the context that makes it worth answering.]',
      'Thanks for the AMA. [One focused question.]',
    ],
    Casual: ['thanks for doing this! [your question]', 'ok I have to ask: [your question]', 'thanks for the AMA. [your question]'],
  },
  fan: {
    Friendly: [
      'Thank you for doing this! [What their work has meant to you, in a line.] [Your question.]',
      'Big thanks for coming here. [Why you wanted to ask them something.] [Your question.]',
      'This is a treat, thank you! [What you appreciate about what they do.] [Your question.]',
    ],
    Expert: [
      'Thanks for coming on. [What you know of their work, briefly.] [Your question.]',
      'Appreciate the time. [Why their view matters to you.] [Your question.]',
      'Thanks for doing this. [Where you follow their work from.] [Your question.]',
    ],
    Casual: [
      'big fan, thanks for doing this. [your question]',
      'this is awesome, thanks. [your question]',
      'thanks for coming here! [your question]',
    ],
  },
  behind: {
    Friendly: [
      'Thanks for doing this! What does a normal day look like for you? [Anything you would add to the question.]',
      'What is something people usually get wrong about what you do? [Why you are asking.]',
      'What was the hardest part of getting where you are? [Your own angle on it.]',
    ],
    Expert: [
      'What is one thing about your work that outsiders consistently misunderstand? [Why it matters to you.]',
      'How do you decide what to put first on a normal day? [Context for your question.]',
      'What would you tell someone starting out in your field today? [Your situation, if it helps.]',
    ],
    Casual: [
      'what does a normal day look like for you?',
      'whats the hardest part of what you do?',
      'what do people get wrong about your job?',
    ],
  },
  tribute: {
    Friendly: [
      'Rest in peace, {term}. [What their work meant to you.]',
      'Sad news about {term}. [A memory of them you would share.]',
      'So sorry to hear about {term}. [What you will remember them for.]',
    ],
    Expert: [
      'A real loss. [What {term} did that you would point people to.]',
      'Rest in peace, {term}. [The part of their work that mattered most to you, and why.]',
      'Sad to read this about {term}. [What they changed, in your view.]',
    ],
    Casual: [
      'rip {term}. [your memory of them]',
      'man, {term}. [what they meant to you]',
      'rest easy {term}. [your favourite thing of theirs]',
    ],
  },
  legacy: {
    Friendly: [
      'What {term} left us: [the work of theirs you would point people to].',
      'For anyone new to {term}, start with [the one piece of theirs you would share].',
      '{term} will be missed. [What of theirs you will go back to.]',
    ],
    Expert: [
      'For anyone who does not know {term}: [what they are best known for, and where to start].',
      'What {term} leaves behind: [the work you would point to, and why it matters].',
      '{term} changed [what they changed, in your words].',
    ],
    Casual: [
      '{term} was [what they were to you]',
      'gonna go back to [your favourite of theirs by {term}] tonight',
      '{term} will be missed. [your pick of their work]',
    ],
  },
  ownmore: {
    Friendly: [
      'Love this! I would love to hear the story behind {term}. [What you would like to know.]',
      'This is great. How did {term} come about? [Your question.]',
      'So good. What is the story behind {term}? [What you would like to know.]',
    ],
    Expert: [
      'What is the story behind {term}? [What you would like to know.]',
      'How did {term} come about? [Your question about it.]',
      'Curious how {term} started. [What you would like to find out.]',
    ],
    Casual: ['whats the story with {term}', 'ok how did {term} happen', 'need the backstory on {term}'],
  },
  askmore: {
    // Where it came from is asked of the post ('How did you come across this?'): the subject may be a doing, a place or a
    // person ('How did you come across studying abroad?'), so it goes in the commenter's bracket.
    Friendly: [
      'Love this! Is there a story behind it? [What you would like to know about {term}.]',
      'So good. Is there more of this somewhere? [What you would like to see of {term}.]',
      'This is great. How did you come across it? [What you would like to know about {term}.]',
    ],
    Expert: [
      'Is there more context on this? [What you would like to know about {term}.]',
      'Do you know where this comes from? [What you would like to find out about {term}.]',
      'Curious about the background here. [Your question about {term}.]',
    ],
    Casual: [
      'whats the story here? [your question about {term}]',
      'need more of this pls',
      'where did you find this? [what you want to know about {term}]',
    ],
  },
  clarify: {
    Friendly: [
      'Happy to help, but quick question first: {cq}? It changes the answer quite a bit for {term}.',
      'Before I share what I know about {term}: {cq}? Just so the advice actually fits!',
      'Depends a little on your situation with {term}. {Cq}?',
    ],
    Expert: [
      'The right answer on {term} depends on one thing: {cq}? If you are just starting, {tip}; if not, the {term2} side is the more likely bottleneck.',
      'To give you a useful answer on {term}: {cq}? The approach differs a lot depending on that, and most generic advice ignores it.',
      'Questions before anyone can answer this well: {cq}, and what does "working" mean for {term} in your case?',
      'Before anyone can answer on {term}: {cq}? The right answer depends on it.',
    ],
    Casual: [
      'depends, {cqShort}? that changes a lot for {term}',
      'quick q: {cqShort}? then i can say more about {term}',
      'how far along are you with {term}? like {cqShort}?',
    ],
  },
};

/** Pools of filler phrases: [long form, short form]. Plain habits and questions that hold in any community, no trade talk. */
export const POOLS: Record<'advice' | 'tip' | 'q' | 'qJoy' | 'qShow' | 'cq', [string, string][]> = {
  advice: [
    ['doing a little, but regularly', 'doing a little regularly'],
    ['going back to the basics', 'back to basics'],
    ['changing one thing at a time', 'one change at a time'],
    ['keeping notes on what I tried', 'keeping notes'],
  ],
  tip: [
    ['change one thing at a time, so you know what actually made the difference', 'change one thing at a time'],
    ['write down what you tried and what happened each time', 'keep notes on what you try'],
    ['look at how the best threads here handled it before starting', 'check the top threads here first'],
    ['start with the simplest version and build from there', 'start simple'],
  ],
  // Asked of a post that celebrates: nothing about what failed or what to do differently.
  qJoy: [
    ['how long had you been working towards this', 'how long did it take'],
    ['what are you most proud of in it', 'whats the proudest part'],
    ['how did it feel when it finally happened', 'how did it feel'],
  ],
  // Asked of a post that shows what the poster made or took: how it was made.
  qShow: [
    ['how long did it take you', 'how long did it take'],
    ['what was the trickiest part', 'hardest part'],
    ['what would you change next time', 'anything youd change'],
  ],
  q: [
    // Said of anything a post shows, a practice or a thing ('how long did it take before you saw a real difference' asked a buying guide).
    ['what made the biggest difference for you', 'what made the difference'],
    ['what would you do differently if you started again', 'what would you change'],
    ['what did you try first that did not work', 'what failed first'],
    ['what would you tell someone just starting', 'any advice for a beginner'],
  ],
  cq: [
    ['what have you tried so far', 'what have you tried'],
    ['what are you aiming for exactly', 'whats the goal'],
    ['how long have you been at it', 'how long have you been at it'],
  ],
};
