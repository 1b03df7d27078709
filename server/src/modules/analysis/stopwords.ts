/**
 * Word lists of the keyword extractor (docs/METRICS.md "Keywords").
 *
 * STOP_WORDS never become keywords and split candidate phrases: English function words (articles,
 * pronouns, auxiliaries, prepositions, conjunctions, common adverbs, with and without the
 * apostrophe of their contractions), light verbs, and Reddit / web noise (URL parts, HTML entity
 * names, markdown leftovers, "edit", "upvote" …).
 *
 * GENERIC_WORDS are real content words too broad to describe a community on their own (people,
 * time, good …): they may sit inside a phrase ("small business", "best practices") but on their
 * own they score a quarter, and a phrase made only of them is dropped.
 *
 * Tokens are lower-case; the extractor also folds ’ to ' before looking words up.
 */
const FUNCTION_WORDS = `
a about above across after afterwards again against ago ahead all almost alone along already also although
always am among amongst an and another any anybody anyhow anyone anything anyway anyways anywhere are
aren aren't around as aside at away b be became because become becomes becoming been before beforehand
behind being below beside besides between beyond both but by c can can't cannot cant could couldn
couldn't couldnt d did didn didn't didnt do does doesn doesn't doesnt doing don don't done dont down
during e each eg e.g either else elsewhere enough especially etc even ever every everybody everyone
everything everywhere except f few for former formerly from further furthermore g h had hadn hadn't
has hasn hasn't hasnt have haven haven't havent having he he'd he'll he's hed hell hence her here
here's heres hers herself hes him himself his how how's however hows i i'd i'll i'm i've id ie i.e if
ill im in inc indeed instead into is isn isn't isnt it it'd it'll it's itd itll its itself ive j
just k l latter latterly least less lest let let's lets ll m ma may maybe me meanwhile might mightn
mightn't mine more moreover most mostly much must mustn mustn't my myself n namely neither never
nevertheless next no nobody non none noone nor not nothing now nowhere o of off often oh ok okay on
once one ones only onto or other others otherwise ought our ours ourselves out over overall own p
per perhaps please q quite r rather re really s same several shall shan shan't she she'd she'll
she's shes should shouldn shouldn't shouldnt since so some somebody somehow someone something
sometime sometimes somewhat somewhere soon still such sure t than that that'll that's thats the
their theirs them themselves then thence there there's thereafter thereby therefore therein theres
these they they'd they'll they're they've theyre theyve this those though through throughout thru
thus to together too toward towards u under unless until unto up upon us v ve very via vs w was
wasn wasn't wasnt we we'd we'll we're we've were weren weren't werent weve what what's whatever
whats when when's whenever where where's whereas wherever whether which while whilst who who's whoever
whole whom whose why why's will with within without won won't wont would wouldn wouldn't wouldnt x
y ya yeah yes yet you you'd you'll you're you've youd youll your youre yours yourself yourselves
youve z lol lmao haha hey hi hello thanks thank thx pls plz appreciated greatly many well lots various certain
`;

const LIGHT_VERBS = `
get gets getting got gotten go goes going gone went make makes making made take takes taking took
taken give gives giving gave given come comes coming came put puts putting say says saying said
tell tells telling told know knows knowing knew known think thinks thinking thought want wants
wanting wanted need needs needing needed like likes liked seem seems seemed keep keeps kept let
lets see sees seen saw look looks looking looked use uses used using try tries trying tried
find finds finding found feel feels felt mean means meant ask asks asking asked guess wonder
wondering actually basically literally anyway pretty probably definitely totally simply
`;

const WEB_NOISE = `
http https www com org net html htm php asp aspx amp gt lt nbsp quot apos x200b
jpg jpeg png gif gifv mp4 webm imgur youtu redd utm ref
reddit subreddit sub subs r u op ops edit edited edits update updated eta tl dr tldr til eli5 ama amaa iama
upvote upvotes upvoted downvote downvotes downvoted karma repost crosspost xpost x-post
deleted removed nsfw sfw imo imho afaik iirc btw fyi ftfy irl
`;

const GENERIC = `
people person guy guys thing things stuff lot lots time times year years day days week weeks month
months today yesterday tomorrow way ways good great bad best better worse worst new old big little
small large long short high low right left first last second third next real true big huge
able different important possible free full hard easy whole own two three four five six seven
eight nine ten hundred thousand million billion part place point case fact kind sort type number
question questions answer help advice idea ideas tip tips thoughts opinion opinions anyone someone
everyone work works worked working start started starting end ended change changed show shows
showed shown call called read reading write written post posts posted posting comment comments
thread threads link links video videos picture pictures pic pics image images article articles
story stories world life man men woman women guy kid kids love lol awesome amazing cool nice
interesting funny back share shared sharing favorite favourite someone something
`;

function words(...lists: string[]): Set<string> {
  const set = new Set<string>();
  for (const list of lists) for (const w of list.split(/\s+/)) if (w) set.add(w);
  return set;
}

export const STOP_WORDS: ReadonlySet<string> = words(FUNCTION_WORDS, LIGHT_VERBS, WEB_NOISE);
export const GENERIC_WORDS: ReadonlySet<string> = words(GENERIC);
