import { useId, useState } from 'react';
import type { DraftPlacementRequest, GeneratedPost } from '@subreddit-signal/contract';
import { draftPlacementRequest, PLACEMENT_MAX_COMMUNITIES, bareSubredditName, withoutSubredditPrefix } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { Button, TextField } from '@/shared/ui';
import { useDraftPlacement } from './api';
import { draftFromPost } from './model';
import { PlacementList } from './PlacementList';

export const PLACEMENT_MSG_UI = {
  open: 'Where should it go?',
  hide: 'Hide ranking',
  label: 'Communities to compare',
  hint: `Up to ${PLACEMENT_MAX_COMMUNITIES}, separated by commas or spaces. One draft check.`,
  rank: 'Rank communities',
  ranking: 'Ranking…',
  failed: 'Could not rank the communities',
} as const;

/** `r/a, b  r/c` → ['a', 'b', 'c']. */
export const communityList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map(bareSubredditName)
    .filter(Boolean);

/**
 * 'Where should it go?' on a post card: the post checked against several communities at once
 * (the one it was written for first), ranked by survival, then fit, then reach.
 */
export function PostPlacement({ post, subreddits = [] }: { post: GeneratedPost; subreddits?: string[] }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(subreddits.map((s) => `r/${withoutSubredditPrefix(s)}`).join(', '));
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<DraftPlacementRequest | null>(null);
  const placement = useDraftPlacement(asked);

  const run = () => {
    const draft = draftFromPost(post, subreddits[0] ?? 'x');
    const req = { title: draft.title, ...(draft.body ? { body: draft.body } : {}), subreddits: communityList(text) };
    try {
      draftPlacementRequest.validateSync(req);
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    setError(null);
    setAsked(req);
  };

  return (
    <div className="dc-post">
      <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? PLACEMENT_MSG_UI.hide : PLACEMENT_MSG_UI.open}
      </Button>
      <div id={panelId} className="dc-post__panel" hidden={!open}>
        {open ? (
          <form
            className="dc-post__community"
            onSubmit={(e) => {
              e.preventDefault();
              run();
            }}
          >
            <TextField
              label={PLACEMENT_MSG_UI.label}
              hint={PLACEMENT_MSG_UI.hint}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={error ?? undefined}
              placeholder="r/marketing, r/startups"
            />
            <Button size="sm" type="submit" loading={placement.isFetching}>
              {PLACEMENT_MSG_UI.rank}
            </Button>
          </form>
        ) : null}
        {open && placement.isFetching ? (
          <p className="dc-post__status" role="status">
            {PLACEMENT_MSG_UI.ranking}
          </p>
        ) : null}
        {open && placement.isError ? (
          <p className="dc-post__error" role="alert">
            {errorMessage(placement.error, PLACEMENT_MSG_UI.failed)}
          </p>
        ) : null}
        {open && placement.data ? <PlacementList result={placement.data} headingLevel={4} /> : null}
      </div>
    </div>
  );
}
