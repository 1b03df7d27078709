import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AUDIENCE_MSG, formatPlanCount, type Audience } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { notify } from '@/shared/toast';
import { Button, Checkbox, EmptyState, ErrorState, Skeleton, TextField, UserIcon } from '@/shared/ui';
import { useAudiences, useCommunitySearch, useCreateAudience } from '../api/audiences';
import { communitiesFrom, newAudienceSchema, skippedText } from '../model/form';
import '../ui/audiences.css';

/**
 * /audiences: the user's audiences (named groups of communities) and the 'New audience' form,
 * which takes communities from a keyword search, the communities the user analysed, a pasted list or a
 * GummySearch export.
 */
export function AudiencesPage({ q }: { q?: string }) {
  const list = useAudiences();
  const audiences = list.data?.audiences ?? [];
  const limits = list.data?.limits;
  const full = !!limits && audiences.length >= limits.audiences;

  return (
    <div className="au-page">
      <header className="au-head">
        <h1 className="au-title">Audiences</h1>
        <p className="au-muted">
          Group the communities your customers live in, then read what they talk about: pain points, questions, requests for tools and money
          talk, each with the posts behind it.
        </p>
        {limits && (
          <p className="au-muted" data-testid="audience-limits">
            Your {list.data?.plan} plan keeps {formatPlanCount(limits.audiences)} {limits.audiences === 1 ? 'audience' : 'audiences'} of up
            to {formatPlanCount(limits.communities)} communities.
          </p>
        )}
      </header>

      {list.isPending ? (
        <Skeleton height={120} />
      ) : list.isError ? (
        <ErrorState title="We couldn't load your audiences" detail={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : audiences.length === 0 ? (
        <EmptyState icon={<UserIcon />} title="No audiences yet">
          Build your first one below.
        </EmptyState>
      ) : (
        <ul className="au-list" aria-label="Your audiences">
          {audiences.map((a) => (
            <AudienceCard key={a._id} audience={a} />
          ))}
        </ul>
      )}

      {full ? (
        <p className="au-notice">
          Your plan&apos;s audiences are all in use. <Link to="/plans">Upgrade</Link> or delete one to build another.
        </p>
      ) : (
        <NewAudienceForm initialQuery={q ?? ''} analysed={list.data?.analysed ?? []} />
      )}
    </div>
  );
}

function AudienceCard({ audience }: { audience: Audience }) {
  return (
    <li className="card au-card">
      <div>
        <Link to="/audience" search={{ id: audience._id }} className="au-card__name">
          {audience.name}
        </Link>
        <p className="au-muted">
          {audience.communities.length === 0 ? 'No communities yet' : audience.communities.map((c) => `r/${c}`).join(', ')}
        </p>
      </div>
      <Link to="/audience" search={{ id: audience._id }} className="btn btn--secondary btn--sm">
        Open
      </Link>
    </li>
  );
}

function NewAudienceForm({ initialQuery, analysed }: { initialQuery: string; analysed: readonly string[] }) {
  const [name, setName] = useState('');
  const [pasted, setPasted] = useState('');
  const [query, setQuery] = useState(initialQuery);
  const [searched, setSearched] = useState(initialQuery);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const search = useCommunitySearch(searched);
  const create = useCreateAudience();
  const navigate = useNavigate();

  const toggle = (n: string) => setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const v = newAudienceSchema.validateSync({ name, pasted });
      setError(null);
      const res = await create.mutateAsync({ name: v.name.trim(), communities: communitiesFrom(picked, v.pasted) });
      const skipped = skippedText(res.skipped);
      notify.success(skipped ? `${AUDIENCE_MSG.created}. ${skipped}` : AUDIENCE_MSG.created);
      void navigate({ to: '/audience', search: { id: res.audience._id } });
    } catch (err) {
      if (err instanceof Error && err.name === 'ValidationError') setError(err.message);
      else notify.error(errorMessage(err));
    }
  };

  return (
    <section className="card au-panel" aria-label="New audience">
      <h2 className="au-subtitle">New audience</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="au-form">
        <TextField
          label="Audience name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
          maxLength={80}
          placeholder="e.g. Indie SaaS founders"
        />

        <div className="au-search">
          <TextField
            label="Find communities by keyword"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setSearched(query.trim());
              }
            }}
            placeholder="e.g. small business marketing"
          />
          <Button variant="secondary" onClick={() => setSearched(query.trim())} loading={search.isFetching}>
            Search
          </Button>
        </div>
        {search.data && (
          <fieldset className="au-results">
            <legend className="sr-only">Search results</legend>
            {search.data.length === 0 && <p className="au-muted">No communities found for “{searched}”.</p>}
            {search.data
              .filter((r) => !r.catalogueOnly)
              .map((r) => (
                <Checkbox
                  key={r.name}
                  label={
                    <>
                      r/{r.name} <span className="au-muted">· {formatPlanCount(r.subscribers)} members</span>
                    </>
                  }
                  checked={picked.includes(r.name)}
                  onChange={() => toggle(r.name)}
                />
              ))}
          </fieldset>
        )}

        {analysed.length > 0 && (
          <fieldset className="au-results">
            <legend className="field__label">From your analyses</legend>
            {analysed.map((n) => (
              <Checkbox key={n} label={`r/${n}`} checked={picked.includes(n)} onChange={() => toggle(n)} />
            ))}
          </fieldset>
        )}

        <label className="field">
          <span className="field__label">Or paste communities</span>
          <textarea
            className="input au-textarea"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            rows={4}
            placeholder={'r/SaaS, r/startups\nor one per line, or a GummySearch export (CSV)'}
          />
        </label>
        <p className="au-muted">{communitiesFrom(picked, pasted).length} communities chosen</p>
        <Button type="submit" loading={create.isPending}>
          Create audience
        </Button>
      </form>
    </section>
  );
}
