import { useId, useState } from 'react';
import type { DraftPlacementRequest, GeneratedPost, PlacementSource } from '@subreddit-signal/contract';
import { draftPlacementRequest, PLACEMENT_MAX_COMMUNITIES, bareSubredditName, withoutSubredditPrefix } from '@subreddit-signal/contract';
import { useAudiences } from '@/entities/audience';
import { errorMessage } from '@/shared/api/http';
import { Button, Field, TextField } from '@/shared/ui';
import { useDraftPlacement } from './api';
import { draftFromPost } from './model';
import { PlacementList } from './PlacementList';

export const PLACEMENT_MSG_UI = {
  open: 'Where should it go?',
  hide: 'Hide ranking',
  source: 'Compare',
  fromList: 'Communities I name',
  fromHistory: 'Communities I analysed',
  audience: (name: string, count: number) => `Audience: ${name} (${count} ${count === 1 ? 'community' : 'communities'})`,
  presetAudience: 'The audience you came from',
  sourceHint: `One draft check; up to ${PLACEMENT_MAX_COMMUNITIES} communities are compared at once.`,
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

/** The source picker's value: 'list', 'history' or 'audience:<id>'. */
type SourceChoice = string;
const AUDIENCE = 'audience:';

function sourceOf(choice: SourceChoice, text: string): PlacementSource {
  if (choice === 'history') return { kind: 'history' };
  if (choice.startsWith(AUDIENCE)) return { kind: 'audience', audienceId: choice.slice(AUDIENCE.length) };
  return { kind: 'list', subreddits: communityList(text) };
}

/**
 * 'Where should it go?' on a post card: the post checked against several communities at once, ranked
 * by survival, then fit, then reach. The communities: a typed list (the one the post was written for
 * first), one of the user's audiences, or the communities they analysed (decision 033).
 * `audienceId`: the audience chosen to begin with (the audience theme page's link).
 */
export function PostPlacement({ post, subreddits = [], audienceId }: { post: GeneratedPost; subreddits?: string[]; audienceId?: string }) {
  const panelId = useId();
  const sourceId = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<SourceChoice>(audienceId ? AUDIENCE + audienceId : 'list');
  const [text, setText] = useState(subreddits.map((s) => `r/${withoutSubredditPrefix(s)}`).join(', '));
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<DraftPlacementRequest | null>(null);
  const placement = useDraftPlacement(asked);
  // The user's audiences are read once a panel is opened (one cached list for every card).
  const audiences = useAudiences({ enabled: open });
  const listed = audiences.data?.audiences ?? [];
  const presetMissing = !!audienceId && !listed.some((a) => a._id === audienceId);

  const run = () => {
    const draft = draftFromPost(post, subreddits[0] ?? 'x');
    const req = { title: draft.title, ...(draft.body ? { body: draft.body } : {}), source: sourceOf(choice, text) };
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
            <Field controlId={sourceId} label={PLACEMENT_MSG_UI.source} hint={PLACEMENT_MSG_UI.sourceHint}>
              <select
                id={sourceId}
                className="input"
                value={choice}
                onChange={(e) => {
                  setChoice(e.target.value);
                  setError(null);
                }}
              >
                <option value="list">{PLACEMENT_MSG_UI.fromList}</option>
                {presetMissing ? <option value={AUDIENCE + audienceId}>{PLACEMENT_MSG_UI.presetAudience}</option> : null}
                {listed.map((a) => (
                  <option key={a._id} value={AUDIENCE + a._id}>
                    {PLACEMENT_MSG_UI.audience(a.name, a.communities.length)}
                  </option>
                ))}
                <option value="history">{PLACEMENT_MSG_UI.fromHistory}</option>
              </select>
            </Field>
            {choice === 'list' ? (
              <TextField
                label={PLACEMENT_MSG_UI.label}
                hint={PLACEMENT_MSG_UI.hint}
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={error ?? undefined}
                placeholder="r/marketing, r/startups"
              />
            ) : error ? (
              <p className="dc-post__error" role="alert">
                {error}
              </p>
            ) : null}
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
