/**
 * Grave matters (decision 097): a post about death, killing, war, upheaval, disaster, illness, crime, abuse, loss or a scandal. Its
 * first comment is plain and respectful, never delighted ('made my day', 'congratulations', 'what you love about it'),
 * whoever's the matter is. Read from words, in the title and in the body's opening; no community or title is special.
 */

/**
 * Works whose genre is a grave matter ('my true crime podcast', 'a war movie', 'murder mystery'): a work shown or
 * finished, not the matter itself.
 */
const GENRE =
  /\b(?:true crime|crime|war|murder|disaster|zombie|horror|death)\s+(?:podcasts?|novels?|books?|films?|movies?|shows?|series|games?|fiction|drama|thrillers?|myster(?:y|ies)|stor(?:y|ies)|genre|comedy|metal|board ?game)\b|\bmurder myster(?:y|ies)\b/gi;

/**
 * Everyday and trade uses of grave words, which name nothing grave: 'killed it', 'dying to try', 'Star Wars', 'console
 * war', 'war room', 'Kill/Death ratio', 'to the death', 'grammar nazi', 'die-hard', a database's 'master/slave' replication; 'PR disaster' is kept (a scandal).
 */
const EVERYDAY =
  /\b(?:kill(?:s|ed|ing)? (?:it|time|the (?:mood|vibe|game))|kill(?:s|ed|ing)? (?:off )?(?:support for |the |its |their |\w+ )?(?:subscriptions?|services?|features?|support|products?|programs?|projects?|apps?|plans?|deals?|brands?|plugins?|extensions?|apis?|games?|servers?|accounts?|the (?:battery|performance|fps))|dying (?:to|for|of laughter)|died (?:a little|laughing|of laughter)|to the death|die-?hards?|(?:star|clone|console|price|bidding|flame|edit|format|turf|browser|cola|trade|storage|pawn|bread|cookie|pillow|water|nerf) wars?|(?:god|gears|art|tug|dogs|council|man|men|spoils) of war|war (?:room|rooms|chest|paint|cry|games|thunder|horse|hammer)|warhammer|kill\s*\/\s*death|death (?:star|note|stranding|grip|stare|ratio|metal|by chocolate)|(?:grammar|soup|feminazi) nazis?|near[- ]death experience of laughter|dead (?:serious|on|tired|center|centre|ball|end|weight|heat|last|even|space|cells|pixels?)|(?:grateful|walking|evil|red) dead|drop[- ]dead gorgeous|photo ?bomb(?:ed|s)?|bath bombs?|f-bombs?|injury[- ](?:prevention|free|risk|rehab|time)|(?:avoid(?:ing)?|prevent(?:ing)?|reduc(?:e|ing)) (?:an? )?injur(?:y|ies)|master\s*\/\s*slaves?|slave (?:replication|nodes?|servers?|drives?|devices?|databases?|dbs?|mode|ports?|clocks?|process(?:es)?|instances?))\b/gi;

/** Words and phrases of grave matters. */
const GRAVE_WORDS = new RegExp(
  [
    // Death and killing.
    String.raw`died|dies|dying|deaths?|deadly|deadliest|killed|killings?|serial killers?|murder(?:s|ed|ers?|ous)?|homicides?|manslaughter`,
    String.raw`massacres?d?|slaughter(?:ed)?|genocides?|holocaust|assassinat(?:ed|ions?)|lynch(?:ed|ings?)|suicides?|overdos(?:e|ed|es)`,
    String.raw`drown(?:ed|ing|ings)|corpses?|funerals?|burials?|mourn(?:s|ed|ing)?|casualt(?:y|ies)|fatal(?:ity|ities)?|perished|slain`,
    String.raw`(?:is|was|are|were|found|shot|left|declared|pronounced|now|\d+) dead|dead (?:at|after|aged?)|(?:was|were|be|been|being) executed|executions? of|death penalty`,
    // War and violence.
    String.raw`wars?|wartime|warfare|battlefields?|invasion|invaded|bombings?|bomber|(?:atomic|nuclear|car|roadside|suicide|pipe) bombs?|airstrikes?|shelling`,
    String.raw`terroris[mt]s?|terror attacks?|hostages?|atrocit(?:y|ies)|concentration camps?|death camps?|nazis?|hitler|gulags?|internment|prisoners? of war`,
    String.raw`slaves?|slavery|enslaved|tortured?|torturing|refugees?|shot and killed|(?:\d+|people|dozens|several|many) (?:were )?shot|(?:was|were|been|got|gets|is|are) shot|shot (?:dead|during|at (?:a|an|the)|outside|inside)|mass shootings?|school shootings?|stabb(?:ed|ing|ings)|violence|violent`,
    // Disaster.
    String.raw`disasters?|catastroph(?:e|es|ic)|traged(?:y|ies)|tragic(?:ally)?|earthquakes?|tsunamis?|famines?|plagues?|pandemics?|epidemics?`,
    String.raw`wildfires?|hurricane|tornado(?:e?s)?|shipwrecks?|(?:plane|car|train|helicopter) crash(?:es)?|crash victims?`,
    // Illness.
    String.raw`cancer|tumou?rs?|terminally ill|terminal illness|leuka?emia|alzheimer['’]?s|dementia|heart attack|hospitali[sz]ed|paraly[sz]ed|life support`,
    // Injuries: a torn tendon or a broken bone is no wonderful news ('Kobe has a probable torn achilles').
    String.raw`torn (?:acl|achilles|mcl|meniscus|labrum|ligaments?|rotator cuff|hamstring|muscle)|ruptured (?:achilles|tendon|disc)|broken (?:leg|arm|ankle|wrist|neck|back|hip|jaw|foot|collarbone)|concussions?|injur(?:y|ies|ed)|season-ending|out for the season`,
    // Upheaval: a government overthrown, a crackdown, riots ('Morsi Overthrown'). Not a club's 'coup' of a signing, 'Riot
    // Games' or 'a riot' of a night out: only a coup of arms, and riots that are many.
    String.raw`(?:military|failed|attempted) coups?|coup (?:attempt|d['’]état)|staged a coup|overthrown|overthrow|ousted|martial law|crackdowns?|riots|rioting|rioters|riot police|uprisings?|tear gas|live rounds|protesters? (?:killed|shot|arrested|detained)`,
    // Crime, abuse and scandal.
    String.raw`crimes?|criminals?|arrested|charged (?:with|after|in (?:the )?(?:death|killing|murder|attack|crash|shooting))|convicted|sentenced to|imprisoned|rap(?:e|ed|ist|ists)|sexual(?:ly)? assault(?:ed)?|assaulted`,
    String.raw`abus(?:e|ed|er|ers|ive)|molest(?:ed|ation)|kidnapp?(?:ed|ing)|trafficking|scandals?|corruption|cover-?up|disgraced`,
    // Loss.
    String.raw`grie(?:f|ve|ving)|bereave(?:d|ment)|widow(?:ed)?|orphan(?:ed|s)?|miscarriage|stillborn|victims?|wounded|starv(?:ed|ing|ation)`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'gi',
);
const GRAVE = new RegExp(String.raw`\b(?:${GRAVE_WORDS.source})\b`, 'gi');

/** The grave words of a text, once each, once its everyday uses and works of a grave genre are left out. */
export function graveWords(text: string): string[] {
  const plain = text.replace(GENRE, ' ').replace(EVERYDAY, ' ');
  return [...new Set([...plain.matchAll(GRAVE)].map((m) => m[0].toLowerCase()))];
}

/** How much of a body is read: its opening says what it is about. */
const BODY_READ = 600;

/**
 * Whether a post is about a grave matter: its title names one, or its body's opening names two (one in a body may be in
 * passing: 'my grandmother died last year, so this win means a lot').
 */
export function isGrave(title: string, body = ''): boolean {
  return graveWords(title).length > 0 || graveWords(body.slice(0, BODY_READ)).length >= 2;
}

/**
 * Wordings that delight in or cheer what they name ('made my day', 'love', 'congratulations', 'Easy one for me', 'Happy
 * to help'): never said of a grave matter, in any mood.
 */
export const CHEERFUL =
  /made my day|\blov(?:e|ed|ing)\b|congrat|wonderful|\bgreat\b|awesome|amazing|so good|\btreat\b|\bglad\b|enjoy|favou?rite|\bfun\b|\blol\b|happy to help|easy one|\beasy,|\bgold\b|so real|resonates|well done|well earned|milestone|proud|\bwow\b|\bhaha\b|stick with it|hope it helps|exactly what i needed/i;
