/**
 * What kind of subject the user's topic is, and the form each template names it in (issue 25,
 * point 2). A title frame fits some kinds only: 'I stuck with {topic} and it paid off' is said of a
 * practice ('meal prep'), never of an object ('an espresso grinder') or a trip ('two weeks in
 * Japan'). And an object is the poster's own in a success story ('my espresso grinder') but the
 * kind in general in a discussion or a guide ('espresso grinders').
 */
import type { PostTemplate } from '@subreddit-signal/contract';
import { phraseRole } from '../phrase-role';
import { isOwnedProblem, problemInGeneral } from '../problem-words';
import type { CommunityProfile } from '../community';
import { fixArticles, parseQuery, type ParsedQuery } from '../query';
import { MASS, WHOSE, isGerund, isPlural, plural, workBeforeDoing } from '../text';

/** thing: an object one has or makes; practice: something one does or a field; plan: a trip, a stay, an event; name: a named subject. */
/** 'someone': a name its members write as a person's or a company's ('Elon Musk', 'Netflix's'): talked about, never experienced. */
/** problem: something going wrong the poster has ('my laptop overheating when gaming', 'sourdough not rising'). */
/** explained: a subject asked to be explained ('why the sky is blue'): written by its own templates (explained.ts). */
export type TopicKind = 'thing' | 'practice' | 'plan' | 'name' | 'someone' | 'problem' | 'explained';

/** Kinds but a problem: for wordings that say a topic is coming together or being started ('getting started with'). */
export const NOT_A_PROBLEM: TopicKind[] = ['thing', 'practice', 'plan', 'name', 'someone'];

/**
 * Something going wrong, after what it happens to: a negation or 'keeps' before a verb ('not rising',
 * 'won't boot', 'keeps crashing'), or a verb of things failing ('overheating', 'leaking', 'dying', 'making a grinding
 * noise', 'tasting sour', 'shutting down').
 * A word opening the topic is a practice ('freezing bread'), not this.
 */
const PROBLEM =
  /\S\s+(?:(?:is|are|keeps?|kept)\s+)?(?:(?:not|never|won['’]?t|wont|can['’]?t|cannot|isn['’]?t|aren['’]?t|doesn['’]?t|don['’]?t|didn['’]?t|stopped|stops|keeps?)\s+\p{L}+|(?:overheating|crashing|freezing|leaking|lagging|stuttering|dying|failing|rattling|squeaking|squealing|flickering|disconnecting|dropping|overflowing|shaking|buffering|beeping|clicking|slipping|peeling|cracking|wilting|yellowing|rotting|smoking|sparking|knocking|grinding|whining|humming|ticking|restarting|rebooting|draining|sagging|fading|smelling)\b|(?:making\s+(?:an?\s+)?(?:\p{L}+\s+)?(?:noises?|sounds?)|tasting\s+(?:sour|bitter|burnt|burned|flat|off|weird|bland|metallic|salty|watery)|running\s+(?:hot|slow|rough|lean|rich)|shutting\s+(?:down|off)|turning\s+off|losing\s+(?:power|signal|connection|charge|pressure))\b|(?:bricked|broken|stuck)(?=$|\s+(?:after|when|on|in|at|since|while|during|again)\b))/iu;

/** Something going wrong ('laptop overheating', 'PC not booting'): never a thing to celebrate or praise. */
export const isProblem = (phrase: string) => PROBLEM.test(phrase) || isOwnedProblem(phrase);

/** A length of time a plan opens on ('two weeks in Japan', 'a few days in Lisbon'). */
const DURATION =
  /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|several)\s+(?:days?|nights?|weeks?|months?|weekends?)\b/i;
const PLAN = new RegExp(
  `${DURATION.source}|\\b(?:trip|holiday|vacation|honeymoon|itinerary|wedding|road trip)(?=$|\\s+(?:for|of|in|on|with|at|from|to|as|through|across|around|and|before|after)\\b)`,
  'i',
);
/** Where a noun phrase's head ends: a preposition or a relative clause follows it. */
const AFTER_HEAD =
  /\s+(?:for|of|in|on|with|at|from|using|by|to|as|about|that|which|I|we|under|over|below|above|without|near|around|between|within|after|before)\s/;
/** A noun of a mass, never counted ('debt', 'money'). */
export const isMass = (word: string) => MASS.test(word);

/** Plural matters of one's life, handled rather than made or shown: 'my student loans' is a practice, not a thing. */
const OWN_MATTERS =
  /^(?:finances|savings|loans|debts|bills|taxes|expenses|investments|kids|children|parents|grades|habits|goals|skills|options|chances|priorities|feelings|emotions|thoughts|symptoms|meds|medications|hours|days|weekends|evenings|mornings|nights)$/i;

export function topicKind(c: CommunityProfile, topic: ParsedQuery): TopicKind {
  const label = topic.label;
  if (topic.explains) return 'explained';
  // A doing with a trip or a wedding in it is the doing ('shooting my first wedding', 'planning a honeymoon'): a practice, never
  // 'How I would plan shooting my first wedding'.
  const doing = /\s/.test(label) && isGerund(label.split(/\s+/)[0]!.toLowerCase());
  if (PLAN.test(label) && !doing) return 'plan';
  if (isProblem(label) && !topic.goal) return 'problem';
  // 'the Lakers', 'Catan', 'Thailand': named, unless its members write it as a thing they handle ('SEO').
  const bare = label.replace(/^the\s+/i, '');
  if (/^\p{Lu}/u.test(bare)) {
    const role = phraseRole(c, bare);
    if (role === 'person') return 'someone';
    if (role !== 'thing') return 'name';
  }
  if (topic.goal || (/\s/.test(label) && isGerund(label.split(/\s+/)[0]!))) return 'practice';
  // What the user says they made is a thing, a mass too ('sourdough bread I baked'): never 'a write-up on sourdough bread'.
  if (topic.madeAs) return 'thing';
  // One of something ('a reading tracker app'), or things ('soy candles'), whatever activity their words name.
  // 'media' and 'data' are plural in form and a mass in use: 'my social media' is no thing of the poster's.
  if (/^(?:a|an)\s/i.test(label) || (topic.plural && !/^(?:my|our)\s/i.test(label) && !/\b(?:media|data)$/i.test(label))) return 'thing';
  // 'my first oil painting of a lighthouse', 'my garden': something the poster has, not a practice ('an approach to my first oil painting').
  // So are one's own things ('my watercolor landscapes', 'my houseplants'), but not the plural matters of a life ('my student loans').
  if (
    /^(?:my|our)\s/i.test(label) &&
    !/\b(?:media|data)$/i.test(label.split(AFTER_HEAD)[0]!) &&
    (!topic.plural || !OWN_MATTERS.test(label.split(AFTER_HEAD)[0]!.split(/\s+/).pop()!))
  )
    return 'thing';
  return 'practice';
}

/** 'an espresso grinder' → 'espresso grinders'; 'a workbench in a small garage' → 'workbenches in a small garage'. */
export function inGeneral(label: string): string {
  // The poster's own one in general is the kind, whatever it depicts: 'my first oil painting of a lighthouse' → 'oil paintings'.
  if (/^(?:my|our)\s/i.test(label)) {
    const kind = label
      .replace(/^(?:my|our)\s+(?:(?:very )?(?:first|second|third|new|latest|own|finished|recent|current|old|little)\s+)*/i, '')
      .split(AFTER_HEAD)[0]!;
    if (kind) label = kind;
  }
  // Whose it is goes too: 'my grandma's 100 year old sewing machine' in general is '100 year old sewing machines'.
  const bare = label.replace(/^(?:a|an|the|my|our|your)\s+/i, '').replace(/^(?:\p{L}+\s+)?\p{Ll}+['’]s\s+(?=\S)/u, '');
  if (isPlural(bare)) return bare;
  // A made thing followed by what it does ('a newsletter explaining inflation', 'an app tracking habits'): the thing is the head.
  const work = workBeforeDoing(bare);
  const cut = work !== null ? work.length : bare.search(AFTER_HEAD);
  const [head, rest] = cut < 0 ? [bare, ''] : [bare.slice(0, cut), bare.slice(cut)];
  const words = head.split(/\s+/);
  if (MASS.test(words[words.length - 1]!)) return bare;
  words[words.length - 1] = plural(words[words.length - 1]!);
  // The poster's own in what qualifies it is anyone's in general: 'a telescope for my kid' → 'telescopes for a kid'.
  // A relative clause's verb agrees with the plural: 'sites that visualize', never 'sites that visualizes'.
  return (
    words.join(' ') +
    asAnyones(rest).replace(/^(\s+(?:that|which|who)\s+)(\p{Ll}+)\b/u, (_m, rel: string, verb: string) => rel + pluralVerb(verb))
  );
}

/** A present verb after a plural subject: 'visualizes' → 'visualize', 'has' → 'have', 'carries' → 'carry'. */
function pluralVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'are', has: 'have', does: 'do', was: 'were', goes: 'go' };
  if (irregular[verb]) return irregular[verb];
  if (!/s$/.test(verb) || /(?:ss|us|is)$/.test(verb)) return verb;
  if (/ies$/.test(verb)) return verb.slice(0, -3) + 'y';
  if (/(?:ch|sh|x|zz|ss)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/** Parts of a life that are one's own, not one of many: an age, a decade of it, one's time. */
const LIFE_PART =
  /^(?:(?:early|late|mid)[- ])?(?:\d0s|\d0's|teens|twenties|thirties|forties|fifties|sixties|seventies|life|lifetime|free time|spare time|own time|own|youth|retirement|career|childhood|marriage|budget)$/i;

/** Whose a thing is, opening it ('dad's 1972 Datsun'): it goes with the poster. */
const WHOSE_OPENING = new RegExp(`^${WHOSE}\\s+(?=\\p{L}|\\d)`, 'u');

/**
 * The poster's own as anyone's: 'my student loans' → 'student loans', 'my grocery bill' → 'a grocery
 * bill' (the head decides the article), so 'a telescope for my kid' in general is 'telescopes for a kid'.
 */
function asAnyones(text: string): string {
  if (!/\b(?:my|our)\s/i.test(text)) return text;
  return fixArticles(
    text.replace(
      /\b(?:my|our)\s+([^,]+?)(?=$|,|\s+(?:for|of|in|on|with|at|from|to|as|and|before|after|while)\s)/gi,
      (_m, owned: string) => {
        // Whose it is goes with the poster: 'restoring my dad's 1972 Datsun' is restoring a 1972 Datsun, never 'a dad's'.
        const phrase = owned.replace(WHOSE_OPENING, '');
        // One's age, time or life is no one of many: 'in my 20s' is 'in your 20s', never 'in 20s' or 'in a 20s'.
        // A first is anyone's own too: 'finding your first clients', never 'finding first clients'.
        return LIFE_PART.test(phrase) || MASS.test(phrase.split(/\s+/).pop()!) || /^(?:first|second|third|next)\s/i.test(phrase)
          ? `your ${phrase}`
          : isPlural(phrase.split(/\s+/).pop()!)
            ? phrase
            : `a ${phrase}`;
      },
    ),
  );
}

/** Heads of advice or choices anyone may use, none of them the poster's own thing. */
const ADVICE_HEAD = /^(?:tips|advice|ideas|hacks|tricks|suggestions|recommendations|resources|options|alternatives|questions)$/i;

/** 'an espresso grinder' → 'my espresso grinder'; 'handmade soy candles' → 'my handmade soy candles'. */
export function asOwn(label: string): string {
  if (/^(?:a|an|the|our|your)\s/i.test(label)) return label.replace(/^\S+\s+/, 'my ');
  return /^my\s/i.test(label) ? label : `my ${label}`;
}

/**
 * The topic as a template names it: an object is the poster's own in a success story and the kind in
 * general in a discussion or a guide, where a practice of the poster's is anyone's ('promoting my
 * first EP' → 'promoting a first EP': 'What would you tell a beginner about promoting my first EP?'
 * asks others about the poster's own). Anything else, and a question, as it is, unless the query
 * says the poster made it.
 */
export function topicFor(template: PostTemplate, kind: TopicKind, topic: ParsedQuery, keepCaseAsked: boolean, made = false): ParsedQuery {
  // A capital after an article is a name the user wrote ('a Shopify store'): 'Shopify stores' in general keep it.
  const keepCase = keepCaseAsked || /^(?:a|an|the|my|our)\s+\p{Lu}/u.test(topic.label);
  const general = template === 'Discussion' || template === 'Guide / Tutorial';
  if (kind === 'practice' && general && /\b(?:my|our)\s/i.test(topic.label)) {
    // The head decides the article: 'paying off my student loans' → 'paying off student loans', 'cutting my grocery bill' → 'cutting a grocery bill'.
    const anyones = asAnyones(topic.label);
    return { ...parseQuery(anyones, { keepCase }), goal: topic.goal };
  }
  // Anyone's problem in a general post ('laptop overheating when gaming'), the poster's own in the rest.
  if (kind === 'problem' && general && /^(?:my|our)\s/i.test(topic.label)) {
    const { form, plural } = problemInGeneral(topic.label);
    return { ...parseQuery(form, { keepCase }), goal: null, noun: form, plural };
  }
  // A stay of some length is one plan: 'Two weeks in Japan with kids is finally coming together', never 'are'.
  if (kind === 'plan' && topic.plural && DURATION.test(topic.label)) return { ...topic, plural: false };
  if (kind !== 'thing') return topic;
  // What the user says they made is theirs in every post but a general one ('my indie game').
  // Advice is anyone's ('resume tips for career changers'): a success story with it is never 'my resume tips'.
  const advice = ADVICE_HEAD.test(topic.label.split(AFTER_HEAD)[0]!.split(/\s+/).pop() ?? '');
  const own = (template === 'Success story' && !advice) || (made && !general);
  const form = own ? asOwn(topic.label) : general ? inGeneral(topic.label) : null;
  if (!form || form === topic.label) return topic;
  const parsed = parseQuery(form, { keepCase });
  // The form is a noun phrase whatever the parser reads into it ('my …' is no goal); the general one is plural by making.
  // The product stays the query's, so any later mention of it, singular or plural, counts as naming the topic (once.ts).
  return {
    ...parsed,
    goal: null,
    noun: form,
    product: topic.product ?? parsed.product,
    // A mass noun stays one in general ('water is', never 'Are water worth it?').
    plural: (general && !MASS.test(form.split(AFTER_HEAD)[0]!.split(/\s+/).pop() ?? '')) || isPlural(form.replace(/^my\s+/i, '')),
  };
}
