// Decision 077: threats said by implication (no threat word) and vote rings described without the
// word 'vote', tried on phrasings of their own (none copied from the fixtures' rounds). Each case
// here was read wrongly by the checker before decision 077.
import { siteKinds as kinds } from '../support/site-kinds';

describe('decision 077: a threat by implication is where they can be found, or a menace, with a foreboding', () => {
  it.each([
    [
      'To the guy stealing parcels on Birch Road',
      'You ride that blue scooter past the school every afternoon. Winter roads can be dangerous for scooters.',
    ],
    ['Coach who benched my son all season', "I've been parking across from your house most evenings. Hope the trophy was worth it."],
    ['Hey landlord', "The next time you walk into my flat without notice, you'll find out how quickly things change."],
    ['The reviewer who trashed my cafe', "Saw you at the bus stop on Monday. I'm not far from there, remember that."],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('threats'));

  it('leaves knowing where and when a friend is, with no menace', () =>
    expect(
      kinds(
        'My neighbour is the best',
        'I know when she gets home because she walks her dog past my window every evening, and we always wave. Today I finally baked her a pie.',
      ),
    ).not.toContain('threats'));
});

describe('decision 077: a vote ring is several accounts or a group on each other’s posts, lifting a score', () => {
  it.each([
    ["Our founders' circle", 'One rule: whenever one of us launches, the other nine tap the arrow on it within the first fifteen minutes.'],
    ['My posting routine', 'I run three spare profiles from my tablet and open each right after I post, so my threads never start at 1.'],
    ['Recipe swap', "I'll bump yours if you bump mine, let's get both our recipes onto the front page tonight."],
    ['Join our promo squad on Telegram', 'Everybody there gives every link a quick push so it climbs before lunch.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('vote-manipulation'));

  it('leaves a question whether paying for upvotes is allowed', () =>
    expect(
      kinds('Launch week question', 'Can I pay for upvotes on my launch post, or is that against the rules? An agency offered.'),
    ).not.toContain('vote-manipulation'));
});
