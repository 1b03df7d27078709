// Decision 101: first comments on news told of someone else. A death of one who ruled, or reported by a news community, is
// met plainly, never with a tribute; a hard story told as a headline is no grief of the poster's; a kind turn in one is met
// warmly without delight; names keep their capitals and their short parts; 'master/slave' is a database's.
import { isTitleCase, keyTerms } from '../../server/src/modules/generation/text';
import { isGrave } from '../../server/src/modules/generation/built-in/grave';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { commentTexts, snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile>;
beforeAll(async () => {
  profiles = await snapshotProfiles([
    'worldnews',
    'upliftingnews',
    'music',
    'sysadmin',
    'news',
    'personalfinance',
    'cars',
    'askscience',
    'nba',
    'photography',
  ]);
});

const TRIBUTE = /Remembering|Rest in peace|will be missed|meant to you|What .* left us|best known for/i;
const POSTERS_GRIEF =
  /going through this|holding up|been through something|Sending you strength|sorry you|dealing with this|take care of yourself/i;

describe('decision 101: deaths told as news', () => {
  it('meets the death of one who ruled plainly, naming them whole', () => {
    const texts = commentTexts(profiles.worldnews!, 'North Korea Leader Kim-Jong Il has died', '', [3, 4]);
    expect(texts.filter((t) => TRIBUTE.test(t))).toEqual([]);
    expect(texts.filter((t) => !t.split('\n')[0]!.endsWith('Kim-Jong Il'))).toEqual([]);
  });

  it('meets a death a news community reports plainly, and keeps the name a headline capitalises', () => {
    for (const title of ["Venezuela's Hugo Chavez dead at 58", 'Former Egyptian strongman Hosni Mubarak dies in Cairo hospital']) {
      const texts = commentTexts(profiles.worldnews!, title, '', [3, 4]);
      expect(texts.filter((t) => TRIBUTE.test(t))).toEqual([]);
      expect(texts.filter((t) => /\bdead\b|hugo chavez|hosni mubarak/.test(t.split('\n')[0]!))).toEqual([]);
    }
  });

  it('still pays tribute where fans report the death of one known for their work', () => {
    const texts = commentTexts(profiles.music!, 'Lou Reed dead at 71', '', [3]);
    expect(texts.some((t) => /^Remembering Lou Reed/.test(t))).toBe(true);
  });
});

describe("decision 101: someone else's hard story, told as a headline", () => {
  it('is no grief of the poster’s, and a kind turn in it is met warmly without delight', () => {
    for (const title of [
      "Grieving father finds $4.85million winning lottery ticket in dead daughter's bedroom",
      'Foster family adopts five siblings who were abused',
      'Stranger pays for funeral of homeless veteran',
    ]) {
      const texts = commentTexts(profiles.upliftingnews!, title, '', [3, 4]);
      expect(texts.filter((t) => POSTERS_GRIEF.test(t))).toEqual([]);
      expect(texts.filter((t) => /made my day|wonderful|love|Sobering|dead daughter|rough one/i.test(t))).toEqual([]);
      expect(texts.some((t) => /^A hopeful note on this story/.test(t))).toBe(true);
    }
  });

  it('meets harm done plainly, however kind a word in it', () => {
    for (const [community, title] of [
      ['news', 'Man who saved three children from fire shot dead by police'],
      ['worldnews', 'Having survived two assassination attempts, Mexican mayor beaten to death'],
    ] as const) {
      const texts = commentTexts(profiles[community]!, title, '', [3, 4]);
      expect(texts.filter((t) => /hopeful|restore a bit of faith|kind turn|beaten/i.test(t))).toEqual([]);
      expect(texts.filter((t) => POSTERS_GRIEF.test(t))).toEqual([]);
    }
  });

  it('still supports the poster’s own loss', () => {
    const texts = commentTexts(profiles.upliftingnews!, 'My dad passed away last week and strangers paid for his funeral', '', [3]);
    expect(texts.filter((t) => /hopeful note|An update on/i.test(t))).toEqual([]);
  });
});

describe('decision 101: news a news community shares', () => {
  it('is weighed, asked about or sourced, never helped with a tip or met as the poster’s own story', () => {
    for (const title of [
      'NYC Proposes Raising Minimum Age for Cigarette Purchases to 21',
      'In response to pressure against granting asylum to Edward Snowden, Ecuador renounces its US trade benefits',
      'At least 12 shot during Mother’s Day parade in New Orleans',
    ]) {
      const texts = commentTexts(profiles.news!, title, '', [3, 4]);
      expect(
        texts.filter((t) => /tip|Stick with it|experience differs|Similar experience|made my day|great find|Saving this/i.test(t)),
      ).toEqual([]);
    }
  });
});

describe('decision 101: questions of fact, however they open', () => {
  it('answers them with an explanation, an analogy or a source, never a tip or "how long have you been at it?"', () => {
    for (const title of [
      'How could the universe be a few light-years across one second after the big bang, if the speed of light is the highest possible speed?',
      "How long would I have to plug myself into a wall to get the equivalent energy to eating a full day's worth of food?",
      'The tides are caused by the moon. What causes the tides to be so much higher in some bays than in others?',
    ]) {
      const texts = commentTexts(profiles.askscience!, title, '', [3, 4]);
      expect(texts.filter((t) => /tip|been at it|what have you tried|your situation/i.test(t))).toEqual([]);
    }
  });
});

describe('decision 101: words that name no grave matter and no subject', () => {
  it("reads 'master/slave' replication as a database's, not a grave matter", () => {
    const texts = commentTexts(profiles.sysadmin!, 'Setting up master/slave replication for MySQL, any gotchas?', '', [3, 4]);
    expect(texts.filter((t) => /Sobering|rough one|heavy|still processing|Hard to take in/i.test(t))).toEqual([]);
  });

  it('never swears in a comment, whatever the title says', () => {
    const texts = [
      ...commentTexts(
        profiles.sysadmin!,
        'I just got off a conference call where I bluntly told a board member exactly how fucked up our IT infrastructure is.',
        '',
        [3, 4],
      ),
      ...commentTexts(profiles.cars!, 'Please let this kid be a redditor. The Zero Fucks Given RX7', '', [3, 4]),
    ];
    expect(texts.filter((t) => /fuck|shit/i.test(t))).toEqual([]);
  });

  it('meets a title swearing at a company as a grievance, and a product killed as no grave matter', () => {
    const fargo = commentTexts(profiles.personalfinance!, 'F*** Wells Fargo. Closing all accounts today', '', [3, 4]);
    expect(fargo.filter((t) => /Love this post|made my day|what did you try first/i.test(t))).toEqual([]);
    const technet = commentTexts(profiles.sysadmin!, 'Microsoft Killing Technet Subscriptions', '', [3, 4]);
    expect(technet.filter((t) => /Sobering|Hard to take in|rough one|heavy|still processing/i.test(t))).toEqual([]);
  });

  it('meets a wrong reported of someone else with no experience of the commenter’s and no case to wait on', () => {
    const texts = commentTexts(profiles.nba!, 'Mike Brown Fired after 5 games', '', [3, 4]);
    expect(
      texts.filter((t) => /my own experience|Similar experience|heard back|others have had the same|Sorry this happened/i.test(t)),
    ).toEqual([]);
  });

  it('never delights in an injury, and reads injury prevention and injury time as no injury', () => {
    const kobe = commentTexts(profiles.nba!, 'Kobe has a probable torn achilles. MRI tomorrow to confirm.', '', [3, 4]);
    expect(kobe.filter((t) => /wonderful|made my day|love|favourite|great find|Saving this/i.test(t))).toEqual([]);
    for (const title of ['5 tips for injury prevention when running', 'Scored in injury time!', 'My first 10k, injury-free'])
      expect(isGrave(title)).toBe(false);
  });

  it('keeps the capital of a name a title opens on, and reads a shouted everyday word as no name', () => {
    const lin = commentTexts(profiles.nba!, 'Jeremy Lin and Chandler Parsons: The Best Bromance in the NBA', '', [3]);
    expect(lin.filter((t) => /jeremy/.test(t))).toEqual([]);
    const raw = commentTexts(
      profiles.photography!,
      'HUGE NEWS: 5D mk3 can now record RAW video, higher than full HD resolutions.',
      '',
      [3],
    );
    expect(raw.filter((t) => /HUGE NEWS|record RAW/.test(t))).toEqual([]);
  });

  it('keeps a model’s short part with its maker’s name', () => {
    const texts = commentTexts(profiles.cars!, '[spotted] BMW M1', '', [3]);
    expect(texts.filter((t) => !t.split('\n')[0]!.includes('BMW M1'))).toEqual([]);
  });

  it('takes no passive and no headline verb into a subject', () => {
    expect(keyTerms('Canada creates $5,000 cap on liability for consumers hit by fraud', '', 3).join(' | ')).not.toMatch(
      /creates|consumers hit/,
    );
    expect(keyTerms('Foster family adopts five siblings who were abused', '', 3)[0]).toBe('foster family');
    for (const title of [
      'HUGE NEWS: 5D mk3 can now record RAW video, higher than full HD resolutions.',
      "It's cheaper to fly to the USA and back to buy CS6 than buy Adobe CS6 in Australia",
      'Security guards claim taking photos from a public platform is illegal, then forcefully arrest photographer',
      'A huge explosion has hit Damascus, the capital of Syria. This is video footage of it.',
    ])
      expect(keyTerms(title, '', 3).join(' | ')).not.toMatch(/\brecord\b|\bbuy\b|\bclaim\b|\bhit\b/);
  });

  it('tells a short headline in sentence case from a title in Title Case', () => {
    expect(isTitleCase("Venezuela's Hugo Chavez dead at 58")).toBe(false);
    expect(isTitleCase('Sir Alex Ferguson Retires After 26 Years at United')).toBe(true);
    expect(isTitleCase("I'm So Proud of my Kindergartener!")).toBe(true);
    expect(keyTerms("Venezuela's Hugo Chavez dead at 58", '', 3)[0]).toBe('Hugo Chavez');
  });
});
