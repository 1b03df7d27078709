/**
 * Whether a community's members argue opinions in their titles ('Is X overrated?', 'X vs Y',
 * 'Unpopular opinion: …'). Titles such as 'I keep changing my mind about bears' or 'Has your view on
 * Hitler changed over time?' are only posts where members do: in r/aww, r/askscience or r/news
 * they read as a bot's. Read from the titles the data holds; with none, any community may.
 */
import { perCommunity, titlesOf } from './phrase-role';

const OPINION =
  /\b(?:opinions?|thoughts\??|what do (?:you|people|y'all) think|do you think|vs\.?|versus|overrated|underrated|unpopular|worth it|better than|debate|agree|disagree|changed? (?:my|your) mind|should i|which (?:is|one)|pros and cons|cmv|your take|favou?rite|best|worst)\b/i;
/** Share of titles arguing an opinion below which a community is one that does not (r/aww 2.8 %, r/parenting 3.7 %, r/marketing 9.7 %). */
export const ARGUES_MIN = 0.03;

export const argues = perCommunity((c): boolean => {
  const titles = titlesOf(c);
  return titles.length === 0 || titles.filter((t) => OPINION.test(t)).length / titles.length >= ARGUES_MIN;
});
