import type { AudienceTheme } from '@subreddit-signal/contract';

const LEAD: Record<AudienceTheme['kind'], string> = {
  pain: 'The frustrations people share about',
  question: 'Answering the questions people ask about',
  request: 'What people look for in',
  money: 'What people spend and charge for',
  topic: 'A discussion about',
};

/** What the generator writes about for a theme: its phrase in words, or for 'other' its strongest post's title. */
export function themeTopic(theme: AudienceTheme): string {
  if (theme.label === 'other' || theme.label === '') return theme.evidence[0]?.title ?? theme.kind;
  return `${LEAD[theme.kind]} ${theme.label}`;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const hourText = (h: number) => `${String(h).padStart(2, '0')}:00 UTC`;
