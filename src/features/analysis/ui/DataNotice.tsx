import { useState } from 'react';
import { Button } from '@/shared/ui';

/** Where the dismissal is kept: localStorage, one key per user id, so each account sees the notice once. */
export const dataNoticeKey = (userId: string) => `subreddit-signal:data-notice-dismissed:${userId}`;

function dismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dataNoticeKey(userId)) === '1';
  } catch {
    return false; // storage unavailable: show it, harmlessly, again
  }
}

/**
 * Said once per user, on the first signed-in visit: the built-in data is a dated sample, and how an
 * operator gets fresh data. The README's Quick start says the same.
 */
export function DataNotice({ userId }: { userId: string }) {
  const [hidden, setHidden] = useState(() => dismissed(userId));
  if (hidden) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dataNoticeKey(userId), '1');
    } catch {
      /* storage unavailable: hidden for this visit only */
    }
    setHidden(true);
  };
  return (
    <section className="card an-notice" aria-labelledby="data-notice-title">
      <h2 className="an-notice__title" id="data-notice-title">
        About the built-in data
      </h2>
      <p>
        Out of the box, analyses use a <strong>2013 sample</strong>: the top posts of <strong>96 communities</strong>, collected in August
        2013, and a catalogue of <strong>about 5,400 communities</strong> (names, descriptions, subscriber counts from 2013–2021) for
        search. Figures describe those communities as they were then.
      </p>
      <p>
        For current data, the operator connects the live Reddit API (<code>REDDIT_CLIENT_ID</code>, <code>REDDIT_CLIENT_SECRET</code>,{' '}
        <code>REDDIT_USER_AGENT</code>) or imports Reddit dumps (<code>npm run import</code>): see the README, sections “Quick start”,
        “Configuration” and “Scripts”.
      </p>
      <Button variant="secondary" size="sm" onClick={dismiss}>
        Got it
      </Button>
    </section>
  );
}
