// Decision 108: votes asked of readers, paid for, recruited or cast by a group, and spam that gathers
// payment handles, asks for the poster's own code or offers a trial by message, each read by its build
// (tests/fixtures/draft-check/probes-108.json, set 1, written before the change). Every breaking draft
// here passed the checker before, and every fine one in the first list was raised by it; the fine ones
// in the last list look like them and must stay clean.
import { siteKinds as kinds } from '../support/site-kinds';

describe('votes asked of readers, paid for, recruited or cast by a group', () => {
  it.each([
    [
      'Clan fan art entry is up!',
      "Our clan's entry for the community art contest went up this morning. Winner is whoever has the most upvotes on Sunday, so every Iron Wolves member please log in and upvote it before then. It's the one with the Ghost in the snow.",
    ],
    [
      'Could I ask a small favour',
      "I posted my first ever blanket in r/crochet yesterday and it's sitting at 2 points. Would you lovely people pop over and give it an upvote? I spent four months on it and it's getting buried under all the amigurumi.",
    ],
    [
      'Tonight at 9pm EST',
      "Discord is coordinating tonight. At 9pm EST everyone upvotes the new DD post and downvotes the bear thesis thread so it drops off hot. Don't be late, timing is what makes it work.",
    ],
    [
      'Reddit growth service',
      'Want your post to actually get seen? I can deliver 500 upvotes for $10, all within an hour, from aged accounts with real history. Bulk deals available. DM me.',
    ],
    [
      'This guy needs to be humbled',
      "u/lakersfan_4life has been trolling every Celtics thread for a week. Go through his history and downvote every single comment he's made. Let's see how he likes negative karma.",
    ],
    [
      'quick favour pls',
      "my cat pic on r/aww is at 3 points after two hours :( someone go give it a few upvotes pls, she deserves better. it's the ginger one in the laundry basket",
    ],
    [
      'Build contest final round',
      "Our server's build is in the final round of the r/Minecraft contest. It's close so if you can, make a second account and vote twice. Nobody checks, and the prize is a Realms subscription for the whole server.",
    ],
    [
      'Reddit engagement telegram',
      'We have a Telegram where you drop your Reddit post link and everybody upvotes it. The only rule: you have to upvote the last 10 links before you drop your own. Works like magic for new accounts.',
    ],
    [
      'Paying 50 cents an upvote',
      "I need my post in r/gadgets to hit 200. I'll pay 50 cents for every upvote, PayPal or Cash App, sent the same day. Reply here with your username after you vote.",
    ],
    [
      'Starting an upvote squad',
      "Who wants in on an upvote squad? Ten of us, every day we each upvote the others' posts and comments. Helps everyone's visibility and costs nothing. First ten replies get added.",
    ],
    [
      'Indie devs supporting indie devs',
      'A few of us have started a circle: when anyone in it posts a devlog, the others upvote it straight away. Six members right now, looking for four more. Message me.',
    ],
    [
      'Posting in my mum group too',
      "I've shared my reddit post in my Facebook mum group and asked them all to upvote it, fingers crossed it gets to the top so someone with an answer sees it.",
    ],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).toContain('vote-manipulation');
  });
});

describe("spam that gathers payment handles, asks for the poster's own code, or offers a trial by message", () => {
  it.each([
    [
      'Giving away $500 today',
      "Blessed this year so I'm giving $500 to 5 random people. Follow me on Cash App and drop your $cashtag below. I'll pick winners tonight, God bless!",
    ],
    [
      'Need 5 more people!!',
      "Please enter my code 684213 in the Temu app, it's free for you and you get free items too. I just need 5 more people to get my free air fryer. Thank you so much!",
    ],
    [
      'Every match, £5 a month',
      'Selling IPTV subs, 20,000 channels, every Premier League game in HD. £5 a month or £40 a year. PM me for a free 24h trial.',
    ],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).toContain('spam');
  });
});

describe('posts that report, warn of, quote, refuse or suffer vote asks and giveaways are not them', () => {
  it.each([
    [
      'PSA: Discord selling upvotes',
      "There's a Discord going around offering upvotes for money on game posts. I reported it to the admins with screenshots. Don't join it, accounts that use it get suspended.",
    ],
    [
      'Won a giveaway I never entered?',
      'Got a DM saying I won an iPad in a giveaway and I just need to enter my card details to cover shipping. I never entered anything. This is a scam, right?',
    ],
    [
      "Pretty sure there's a vote ring on this sub",
      "Five accounts created the same day upvote every single post from one real estate user within minutes, and downvote anyone who questions him. Mods, please look into it, I've sent the usernames in modmail.",
    ],
    [
      "Don't upvote this, I just need to vent",
      "My landlord kept our deposit over a scratch that was there when we moved in. I don't want karma, I just needed to say it somewhere.",
    ],
    [
      'How do Twitter giveaway accounts pick winners?',
      'Every giveaway says follow, retweet and tag three friends. Is anyone actually picked or is it just to farm followers?',
    ],
    [
      'I think someone is using alts to downvote me',
      'Every comment I make gets -1 within a minute, even in tiny subs. Feels like one person with a few accounts. What can I do besides reporting?',
    ],
    [
      'Friendly reminder about karma farming accounts',
      'A lot of the top posts this week are reposts from accounts a few days old. They farm karma here, then sell the accounts to spammers. Check post history before you give them gold.',
    ],
    ['A respite from "hey r/cooking I bought a knife upvote me"', 'Candied lemon peel, recipe below. Took two days but worth it.'],
    [
      'Posting here gets old',
      'Whenever I post here I get flak from everyone because they are constantly downvoting me and saying it belongs in r/applehelp.',
    ],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).toEqual([]);
  });
});

describe('fine posts near votes, giveaways and referrals stay clear', () => {
  it.each([
    [
      '[Mod post] Monthly giveaway: 3 Steam keys',
      "This month's keys were donated by members of the sub. Leave a top-level comment to enter, one entry per person. Winners are drawn at random on Sunday, no upvotes, follows or shares needed.",
    ],
    [
      'I made a free app to remind me to water',
      "Kept killing my calatheas so I made a small app that reminds you when each plant needs water. It's free, no ads, no account, and open source. Mods said it's fine to share: github.com/leafnote/leafnote. Feedback welcome!",
    ],
    [
      'We hit 100k members! Giveaway inside',
      'To celebrate, the mod team is giving away 5 copies of Stardew Valley. Top-level comment with your favourite villager to enter. Winners drawn at random on Friday, no upvotes or follows needed.',
    ],
    [
      'Warning: someone is paying people to shill a coin',
      "Got a DM offering $5 per comment if I post about some new token in this sub. It's a paid shill campaign. Block and report if you get one.",
    ],
    [
      'Banned for vote manipulation because of my brother?',
      'Got a 3 day suspension for vote manipulation. The only thing I can think of is my brother upvoted my post from the same wifi. Is that really enough to trigger it?',
    ],
    [
      'Our match thread got downvoted into oblivion',
      "Rival fans found our post-match thread last week and it went to -40. Not even mad, it's funny how tribal it gets on derby day.",
    ],
    [
      'Ask HR about referral bonuses',
      'Found out my hospital pays $1,000 if you refer a nurse who stays six months. I referred a friend and got it. Worth asking if yours does too.',
    ],
    [
      'Is Rakuten legit?',
      "A friend sent me her referral link and says she's made a few hundred dollars back. It seems too good. Has anyone actually used it for a year?",
    ],
    [
      'Free budgeting spreadsheet I made',
      "Made a simple spreadsheet that splits each paycheck into bills, food and savings. Happy to share it free, no email needed, just make a copy. Link's in the comments.",
    ],
    [
      '[Mod] Charity raffle for Extra Life',
      "We're raffling a signed copy of Wingspan for Extra Life. Every $5 donated through the link in the sidebar is one entry. Draw is on the 30th, livestreamed.",
    ],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).toEqual([]);
  });
});
