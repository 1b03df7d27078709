import { useId, useState } from 'react';
import type { CheckDraftRequest, GeneratedPost } from '@subreddit-signal/contract';
import { SUBREDDIT_NAME } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { Button, TextField } from '@/shared/ui';
import { useDraftCheck } from './api';
import { CheckResultCard } from './CheckResultCard';
import { DRAFT_CHECK_MSG, draftFromPost } from './model';

/**
 * 'Check' on a post card: one click checks the post against its community and expands the
 * findings; again collapses them (the result stays cached, so reopening spends no check). A post
 * without a community (saved ideas) asks for one first.
 */
export function PostCheck({ post, subreddit }: { post: GeneratedPost; subreddit?: string }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [community, setCommunity] = useState(subreddit ?? '');
  const [asked, setAsked] = useState<CheckDraftRequest | null>(null);
  const [communityError, setCommunityError] = useState<string | null>(null);
  const check = useDraftCheck(asked);

  /** Checks the post against the community given; without a usable name, opens the panel to ask for one. */
  const run = () => {
    const name = community.trim();
    setOpen(true);
    if (!SUBREDDIT_NAME.test(name)) {
      setCommunityError(name ? 'Enter a subreddit name such as r/marketing' : null);
      return;
    }
    setCommunityError(null);
    setAsked(draftFromPost(post, name));
  };
  const toggle = () => (open ? setOpen(false) : run());

  const needsCommunity = !subreddit;
  return (
    <div className="dc-post">
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        loading={open && check.isFetching}
        onClick={toggle}
      >
        {open ? DRAFT_CHECK_MSG.hide : DRAFT_CHECK_MSG.check}
      </Button>
      <div id={panelId} className="dc-post__panel" hidden={!open}>
        {open && needsCommunity ? (
          <form
            className="dc-post__community"
            onSubmit={(e) => {
              e.preventDefault();
              run();
            }}
          >
            <TextField
              label={DRAFT_CHECK_MSG.communityLabel}
              hint={DRAFT_CHECK_MSG.communityHint}
              value={community}
              onChange={(e) => setCommunity(e.target.value)}
              error={communityError ?? undefined}
              placeholder="r/marketing"
            />
            <Button size="sm" type="submit">
              {DRAFT_CHECK_MSG.check}
            </Button>
          </form>
        ) : null}
        {open && check.isFetching ? (
          <p className="dc-post__status" role="status">
            {DRAFT_CHECK_MSG.checking}
          </p>
        ) : null}
        {open && check.isError ? (
          <p className="dc-post__error" role="alert">
            {errorMessage(check.error, DRAFT_CHECK_MSG.failed)}
          </p>
        ) : null}
        {open && check.data ? <CheckResultCard result={check.data} headingLevel={4} /> : null}
      </div>
    </div>
  );
}
