// Decision 099: a private person's details in the shapes other countries write them (postcodes of the
// UK, Ireland, Canada and Australia, the street before the number in Europe, a flat or unit, a name
// right before the address, a UK plate, a date of birth after a name, a name unmasked with a workplace
// or a profile link), and votes asked for without the word 'vote' (a bump, a boost, some love, the
// arrow, the front page). Every draft that breaks a rule here passed the checker before; the fine ones
// look like them and must stay clean.
import { siteKinds as kinds } from '../support/site-kinds';

describe("a private person's address, as other countries write it", () => {
  it.each([
    ['Scammer exposed', 'John Peters, 14 Mill Lane, Leeds LS6 2AB. He took £400 for a PS5 and vanished.'],
    ['This guy ripped off my nan', 'Dean Moffat, 8 Orchard Close, Swindon SN2 5EJ. Took £2,000 for a roof he never fixed.'],
    ['Builder who vanished with our money', "Declan Byrne, 22 Oakfield Park, Ballincollig, Co. Cork P31 X9K2. Don't hire him."],
    ['Neighbour from hell', 'Tracy Bouchard is at 1187 Rue Panet, Montreal, QC H2L 2Y7. Drop by and tell her what you think.'],
    [
      'Dodgy car seller in Brisbane',
      'Kyle Hanson sold me a lemon. 42 Wattle Street, Paddington QLD 4064 if anyone wants to knock on his door.',
    ],
    ['Scammer in Berlin', 'Markus Vogel, Hauptstraße 12, 10115 Berlin. He sold me a fake Rolex and blocked me on every app.'],
    ['The guy who hit my bike and drove off', 'Julien Moreau, 5 rue des Lilas, 75011 Paris. Do what you want with it.'],
    ['Scam seller on Marktplaats', 'Pieter de Vries, Kerkstraat 45, 1017 GL Amsterdam. Sent me an empty box for a €300 camera.'],
    ['Landlord who kept my deposit', 'Alberto Ruiz, Calle Mayor 23, 3ºB, 28013 Madrid. Never rent from this man.'],
    ['Thief on Subito', 'Marco Bianchi, Via Roma 14, 20121 Milano. Took the money for a bike and disappeared.'],
    [
      'She moved and thinks I cannot find her',
      'Chloe Marsh moved to 16 Elm Grove, Didsbury M20 6PL last month. Her neighbours should know.',
    ],
    ['Dodgy landlord in Harrow', "The landlord is Mr Patel, 3 Hillside Gardens, Harrow HA3 9LL. He's ignored the mould for a year."],
    ['The dog owner', 'The woman at 12b Station Road, Harpenden AL5 4SP lets her dog foul our drive every single day.'],
    ['Auckland flatmate from hell', 'Josh Tane, 45 Ponsonby Road, Auckland 1011. Left owing three months of rent and power.'],
    [
      'PSA for anyone in Cardiff',
      "Avoid Wayne Pritchard. He's at 31 Heol Llanishen Fach, Cardiff CF14 6LA. Took cash and wired our shed wrong.",
    ],
    ['Dublin cowboy plumber', 'Sean Murphy, Eircode D08 XY12. Charged us €600 and flooded the kitchen.'],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).toContain('personal-info');
  });
});

describe('plates, dates of birth and people unmasked', () => {
  it.each([
    ['Hit and run in Sheffield', 'Silver Audi, reg YX19 KLM, the driver legged it after clipping a kid. Share this until we find him.'],
    ['The woman who keyed my car', 'Her car is a blue Fiesta, registration KM64 TXR, and she parks outside the Co-op every morning.'],
    ['A40 tailgater', 'Reg BD51 SMR, the black Golf that tailgates everyone on the A40 every morning. You know who you are.'],
    ['This is the guy who catfished my sister', "Liam O'Connor, born 14/03/1991, from Limerick. He's using fake photos on Tinder."],
    [
      'Found the troll',
      "The account belongs to Mark Evans, a teacher at Riverside Primary. Here's his Facebook: facebook.com/mark.evans.9876",
    ],
    ['Troll unmasked', 'The person behind all those comments is Emma Clarke from Bristol: instagram.com/emma.clarke.92'],
    [
      'This receptionist was vile to my mum',
      'Hannah Gibbs, the receptionist at Parkview Dental in Leicester, told my mum to stop whinging. Let her hear about it.',
    ],
    [
      'The troll has a name',
      'u/angrybadger77 is actually Paul Hendry, a bus driver for First in Aberdeen. His Facebook: facebook.com/paul.hendry.31',
    ],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).toContain('personal-info');
  });
});

describe('addresses, plates and dates that expose no one', () => {
  it.each([
    ['Best chippy in Leeds?', 'Tried Fishy Business at 14 Mill Lane, Leeds LS6 2AB last night. Fantastic batter, £9 for cod and chips.'],
    ['21 Jump Street is underrated', 'Rewatched it tonight, Channing Tatum and Jonah Hill are brilliant together.'],
    ['Advice about my neighbour', 'My neighbour plays loud music every night. Should I talk to her or go to the council?'],
    ['Our bakery moved', 'Come see us at our new shop: Hauptstraße 12, 10115 Berlin. Open Monday to Saturday from 7.'],
    ['German addresses', 'Why is it Hauptstraße 12, 10115 Berlin and not 12 Hauptstraße? The number comes after the street name.'],
    ['Fun fact', 'Sherlock Holmes "lived" at 221B Baker Street, London NW1 6XE, and the museum there gets letters addressed to him.'],
    ['Leeds meetup Saturday', 'r/leeds meetup this Saturday at The Brewery Tap, 18 New Station Street, Leeds LS1 5DL. All welcome!'],
    ['The Crown, 14 Mill Lane', 'Best Sunday roast in Leeds LS6 2AB. Book ahead on weekends, the pub gets rammed.'],
    ['Cafe recommendation', 'Little Bird Coffee, 7 Smith St, Surry Hills NSW 2010. Best flat white in Sydney, open from 7.'],
    ['End of an era', "Luigi's at 5 rue des Lilas, 75011 Paris has closed after 40 years. Best carbonara in the city."],
    ['Is a private plate worth it?', 'Thinking of buying one like AB12 CDE for my wife. Are they worth the money?'],
    ['My reg plate got cloned', "Got a speeding fine for a car that isn't mine. What do I tell the DVLA?"],
    ['Happy 65th to my mum', 'Susan Harper, born 12 March 1960, still runs 10k every Sunday. So proud of her!'],
    ['My grandfather', 'Thomas Schulz, born 3 April 1921, fought in the war and never talked about it.'],
    ['Review my LinkedIn?', "I'm a junior dev in Leeds, my profile is linkedin.com/in/sam-j-dev. What would you change?"],
    ['Amazon thinks I live elsewhere', 'My postal code H2L 2Y7 shows up as the wrong city on Amazon. Anyone know how to fix it?'],
    ['Good 10 Guy Greg G10GG', 'He held the door for me and then paid for my coffee.'],
    ['Buying a fourplex', 'Not the nicest place on the street (http://i.imgur.com/CH28TQA.jpg). The owner of that car still lives there.'],
    [
      'A charity ride',
      'Dave is riding 900 miles for a boy named Tripp Halstead. His page: https://www.facebook.com/pages/Ride-to-Give/137489366426958',
    ],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).not.toContain('personal-info');
  });
});

describe("votes asked for without the word 'vote'", () => {
  it.each([
    [
      'Quick favour',
      "Could everyone go to my post in r/pics and give it a bump? It's stuck at 3 points and I need it on the front page today.",
    ],
    ['Help a guy out', 'Just posted my drawing in r/Art, could you all give it some love? Link: reddit.com/r/Art/comments/abc123'],
    ['Get my dog to the front page', "My dog's photo in r/aww is at 40 points. Let's get it to the front page, go click that arrow!"],
    ['Boost my thread please', 'My thread in r/gaming is sinking, can you boost it? Link in comments.'],
    ['Push it up', 'My charity post is buried on page 3. Everyone go push it up so people see it: redd.it/xyz12'],
    ['Bump my post', 'Someone please bump my post in r/buildapc, it has zero comments and zero points.'],
    ['Orange arrow please', 'Tap the orange arrow on my new post in r/photography, it needs a few more points to get seen.'],
    ['Can everyone please go like my post on r/cats', "It's my first post and it has zero points :("],
    ['Help me beat my brother', 'We both posted our cats on r/cats, mine is losing 40 to 90 points. Go to my profile and bump mine up!'],
    ['Support a small creator', 'My first animation is on r/animation, it would mean the world if you all gave it a boost today.'],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).toContain('vote-manipulation');
  });
});

describe('bumps, boosts and front pages that ask for no votes', () => {
  it.each([
    ['My baby bump at 20 weeks', 'Finally showing! Anyone else feel huge already?'],
    ['Bump on my head after the gym', 'Hit my head on the squat rack and got a bump. When should I see a doctor?'],
    ['Front page of the Times today', 'The front page has a picture of the flood in York. Scary stuff.'],
    ['Made the front page!', "My post about my grandad's medals got to the front page yesterday. Thanks for all the kind words."],
    ['Push day routine', 'Bench, overhead press, dips. How do you push it up to the next level without getting injured?'],
    ['How does the hot page work?', 'Why do some posts reach the front page with 500 points and others do not with 2,000?'],
    ['Bus drivers this week', 'They have been brilliant through the snow. Give them some love if you see them.'],
    ['How do I push a post to the top of my blog?', 'Using WordPress, I want one post to stay at the top of the front page.'],
    ['Thread bump: still looking for my lost cat', 'Still no sign of Miso in Headingley, grey tabby, very shy. Please keep an eye out.'],
    ['Give it a go', 'Tried the r/cooking lasagne recipe everyone recommended. Give it a go, it is brilliant.'],
    ['My friends started a music podcast', 'I always talk up Reddit to them, so please, show them some love! (X-post from r/podcast)'],
    ['A challenge to r/gamernews', 'If everyone participates we should see more interesting articles make it to the front page.'],
  ])('%s', (title, body) => {
    expect(kinds(title, body)).not.toContain('vote-manipulation');
  });

  it("'upvote if you remember' invites a vote by the reader's own view; with a goal, or as a tally for a claim, it asks for votes", () => {
    expect(kinds('Upvote this if you remember Ceefax', 'Pages of news in blocky text. What page did you always check first?')).toEqual([]);
    expect(kinds('Upvote if you grew up with a Tamagotchi', 'Mine died every weekend.')).toEqual([]);
    expect(kinds('Upvote if you remember Ceefax so this reaches the front page', 'Pages of news in blocky text.')).toContain(
      'vote-manipulation',
    );
    expect(kinds('Upvote if you agree marketing is dead', 'Prove me wrong.')).toContain('vote-manipulation');
  });
});
