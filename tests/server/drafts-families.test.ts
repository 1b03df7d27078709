// Decision 072: Reddit-wide rules read as combinations of broad signal families, tried on phrasings
// of their own (none copied from the fixtures' rounds): each family alone is ordinary talk, two
// together are what moderators remove.
import { siteKinds as kinds } from '../support/site-kinds';

describe('decision 072: spam is a call to act with a sales lever', () => {
  it.each([
    [
      'Finally beat my insomnia',
      "Three nights on DreamDrift gummies and I sleep like a baby. They're doing buy one get one until Sunday, DM me for the link.",
    ],
    [
      'Retired at 41 thanks to a boring routine',
      'I pull in $900 a week doing this from the couch. Reply ROUTINE and I will send you the walkthrough, only 12 places left.',
    ],
    ['Spare tickets for the beta', 'Closes at midnight, 40 USD for lifetime access. Grab a seat at earlybird-tools.io'],
    ['Looking for testers', 'Need 30 people to keep an app open on their tablet, you get paid every Friday. Leave your WhatsApp below.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('spam'));
  it.each([
    ['Is this balm a scam?', 'An ad promised my scars would be basically gone in a week, link in bio. Has anyone tried it?'],
    ['Garage sale Saturday', 'Old bikes $20, books a dollar each. We are on the corner from nine, come by.'],
    ['Price went up again', 'My streaming plan is $18 a month now. Cancelling at the end of the month.'],
  ])('leaves %s', (title, body) => expect(kinds(title, body)).not.toContain('spam'));
});

describe('decision 072: personal information is someone identified with where to find them or private facts', () => {
  it.each([
    [
      'The bartender who cut me off',
      "Her name's Dana Whitcombe and she pours drinks at the Copper Fox on Fridays and Saturdays. Rude doesn't begin to cover it.",
    ],
    ['My trainer keeps cancelling', 'Ms. Rowan Beale runs the spin class at Lakeside Fitness every Tuesday evening and she never shows.'],
    [
      'Guess who is on sick leave',
      'Priya Kendall told HR she is being treated for depression, yet she is all over tiktok.com/@priyak_daily partying.',
    ],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('personal-info'));
  it.each([
    ['Thank you Coach Ana Ruiz', 'She trained our girls at Brook Park every Saturday for years. We will miss her.'],
    ['My grandma turns 90', 'She still lives on the farm and bakes bread every Sunday.'],
  ])('leaves %s', (title, body) => expect(kinds(title, body)).not.toContain('personal-info'));
});

describe('decision 072: threats are a confrontation promised with knowing where or when', () => {
  it.each([
    ['The guy who dinged my bike', 'I will be outside his office when he clocks out, and we are going to have a little talk.'],
    ['To my upstairs neighbour', 'Nice balcony you have. Windows get smashed. Things happen to people who play drums at 3am.'],
    ['Referee from Sunday league', 'I know you are from the east side. Next match I will settle this in person.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('threats'));
  it.each([
    ['Talked to my manager', 'I told her I will have a proper conversation with HR about the schedule. It went fine.'],
    ['Someone keyed my car', 'Cars get scratched in that lot all the time. Should I call the police or just claim insurance?'],
  ])('leaves %s', (title, body) => expect(kinds(title, body)).not.toContain('threats'));
});

describe('decision 072: vote manipulation is several accounts or readers sent to bury another place', () => {
  it.each([
    ['Poll for best pizza in town', 'Switched between my three alts and voted for my cousin each time, we are winning now.'],
    ['They are laughing at us', 'Everyone go over to their thread and make sure it stays in the negatives.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('vote-manipulation'));
  it.each([
    ['Meta: please stop downvoting newcomers', 'The other thread got buried and it was a fair question. Let us be kinder.'],
    ['How do votes count here?', 'Is it one vote per account in the caption contest?'],
  ])('leaves %s', (title, body) => expect(kinds(title, body)).not.toContain('vote-manipulation'));
});

describe('decision 072: impersonation is an official team asking for credentials or payment details', () => {
  it.each([
    [
      'Amazon Account Security: action needed',
      'This is the Amazon account security team. Confirm your date of birth and card number in a reply or your orders will be cancelled.',
    ],
    ['Message from the Discord Safety Team', 'Your server was flagged. Verify at discord-appeals.net with your password within a day.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('impersonation'));
  it.each([
    ['Got a Netflix billing team text, is this a scam?', 'It asked for my card number and security code. Deleted it.'],
    ['Our support team is hiring', 'We are the support team at a small bakery and we need a weekend cashier.'],
  ])('leaves %s', (title, body) => expect(kinds(title, body)).not.toContain('impersonation'));
});
