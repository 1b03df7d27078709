import type { SubredditResult } from './responses';

export interface Badge {
  key: 'urls' | 'rules';
  label: string;
  /** Why we say so: the hover text and the badge's accessible description. */
  reason: string;
  tone: 'yes' | 'no' | 'unknown';
}

const URL_LABEL = { allowed: 'URLs allowed', 'not-allowed': 'No URLs', unknown: 'URLs: unknown' } as const;
const RULES_LABEL = { flexible: 'Flexible Rules', strict: 'Strict rules', unknown: 'Rules: unknown' } as const;

/**
 * The two badges of a search card from the evidence the server sends (postingRules). An older
 * answer without it only proves what it asserts: 'URLs allowed' / 'Flexible Rules' when true, else unknown.
 */
export function cardBadges(result: Pick<SubredditResult, 'urlAllowed' | 'flexibleRules' | 'postingRules'>): Badge[] {
  const rules = result.postingRules ?? {
    urls: result.urlAllowed
      ? { status: 'allowed' as const, reason: 'The source says link posts are allowed.' }
      : { status: 'unknown' as const, reason: 'No evidence either way.' },
    rules: result.flexibleRules?.length
      ? { status: 'flexible' as const, reason: result.flexibleRules.join('\n') }
      : { status: 'unknown' as const, reason: 'No evidence either way.' },
  };
  return [
    {
      key: 'urls',
      label: URL_LABEL[rules.urls.status],
      reason: rules.urls.reason,
      tone: rules.urls.status === 'allowed' ? 'yes' : rules.urls.status === 'unknown' ? 'unknown' : 'no',
    },
    {
      key: 'rules',
      label: RULES_LABEL[rules.rules.status],
      reason: rules.rules.reason,
      tone: rules.rules.status === 'flexible' ? 'yes' : rules.rules.status === 'unknown' ? 'unknown' : 'no',
    },
  ];
}
