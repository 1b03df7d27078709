// Decision 100: veiled threats read by their build: an ultimatum with its consequence left unsaid, the poster's people
// set against the person, a memory kept of the wrong, regret promised, each aimed by a wrong done to the poster, what
// the poster holds of them or a deadline. Phrasings of their own, none from a round of drafts; each breaking case was
// missed before this change. The look-alikes are the same situations told as venting, advice, trash talk or a quote.
import { hintedMenace } from '../../server/src/modules/drafts/check/menace';
import { siteKinds as kinds } from '../support/site-kinds';

describe('decision 100: an ultimatum whose consequence is left unsaid', () => {
  it.each([
    [
      'To the man renting me a damp basement',
      'If the mould is not treated by the 12th, I will deal with it my own way, and you will not like how.',
    ],
    ['Sublet guy', 'You have three days to move your stuff out of my garage. After that it gets very unpleasant for you.'],
    ['The plumber who flooded my kitchen', 'Refund the callout fee this week, or this goes a lot further than a review.'],
    ['To my old bandmate', 'Give the amp back by Saturday. Last chance, and then I stop being the nice one.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('threats'));
});

describe('decision 100: menace by association', () => {
  it.each([
    [
      'To the lad who nicked my scooter',
      'Your mate posted your face on his story. My cousins are far less chilled about scooters than I am. Bring it back.',
    ],
    [
      'The seller who ghosted me after payment',
      'A couple of my friends work near your unit, funny that. You have till the weekend to send the console.',
    ],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('threats'));
});

describe('decision 100: a memory kept and regret promised, aimed by a wrong', () => {
  it.each([
    ['Captain who dropped me for the final', 'You picked the wrong player to humiliate. Some of us never forget, and the league is small.'],
    ['To the examiner who failed my son', 'You have made an enemy today. I will make sure you regret signing that form.'],
    ['Whoever dented my door in the Aldi car park', 'I have your plate from the camera. You will wish you had left a note.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('threats'));
});

describe('decision 100: the same situations, fine', () => {
  it.each([
    // A tenant doing the repair himself, and a lawful route.
    [
      'Boiler broken for two weeks',
      'If the landlord has not fixed it by Monday I will fix it myself and deduct it from the rent. Is that allowed?',
    ],
    [
      'Airline owes me a refund',
      'If the money is not back by the 30th I will take it to the ombudsman, and they will not like that. Template below.',
    ],
    // Trash talk and a deadline at work: no one wronged the poster, nothing held of anyone.
    ['Derby day', 'Their fans will wish they had stayed home on Sunday. We have a long memory after last season.'],
    ['Quarter end', 'If the report is not done by Friday, things will get ugly in the team meeting. Send coffee.'],
    // Regret of a missed chance.
    ['Everyone laughed at me in 2015', 'You will regret not buying bitcoin, I told them. Now they are sorry.'],
    // A group of friends with no one set against.
    ['Stag do in Leeds', 'Me and a few lads who are not as patient as me with queues are heading up Friday. Any bars worth it?'],
    // A victim quoting a threat and asking.
    [
      'Got this after my review',
      'The owner wrote that I would wish I had kept my opinion to myself and that his cousins know my street. Is this worth reporting?',
    ],
    // A grudge at the gym: a memory kept and a routine known, nothing menaced.
    ['Gym rivalry', 'A guy always takes my rack at 6. Some of us never forget, so tomorrow I am getting there at 5:45.'],
  ])('leaves %s', (title, body) => expect(kinds(title, body)).not.toContain('threats'));

  it('reads one phrase once: trash talk whose one hint two kinds share is not two hints', () =>
    expect(hintedMenace('Fantasy league\nDave, you got lucky this week. Enjoy it while it lasts.')).toBeNull());
});
