import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  AUDIENCE_MSG,
  THEME_KIND_LABEL,
  THEME_KINDS,
  parseCommunityList,
  type AudienceOverview,
  type AudienceTheme,
  type ThemeKind,
  type ThemeSort,
} from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { formatPlanCount as formatCount } from '@subreddit-signal/contract';
import '@/shared/lib/router-state';
import { notify } from '@/shared/toast';
import { Button, ErrorState, Skeleton, TextField } from '@/shared/ui';
import {
  useAddCommunities,
  useAudienceOverview,
  useAudienceThemes,
  useDeleteAudience,
  useRemoveCommunity,
  useRenameAudience,
} from '../api/audiences';
import { skippedText } from '../model/form';
import { DAY_NAMES, hourText, themeTopic } from '../model/theme-topic';
import '../ui/audiences.css';

export interface AudiencePageProps {
  id: string;
  sort: ThemeSort;
  kind?: ThemeKind;
  onSearchChange: (next: { sort?: ThemeSort; kind?: ThemeKind }) => void;
}

/** /audience?id=: one audience, its combined picture and its themes. */
export function AudiencePage({ id, sort, kind, onSearchChange }: AudiencePageProps) {
  const overview = useAudienceOverview(id);
  if (overview.isPending) return <Skeleton height={240} />;
  if (overview.isError) {
    return (
      <div className="au-page">
        <ErrorState title={AUDIENCE_MSG.notFound} detail={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
        <Link to="/audiences">Back to audiences</Link>
      </div>
    );
  }
  const o = overview.data;
  return (
    <div className="au-page">
      <AudienceHeader overview={o} />
      <Members overview={o} />
      <Themes id={id} sort={sort} kind={kind} onSearchChange={onSearchChange} />
    </div>
  );
}

function AudienceHeader({ overview }: { overview: AudienceOverview }) {
  const { audience, totals } = overview;
  const [name, setName] = useState<string | null>(null);
  const rename = useRenameAudience();
  const remove = useDeleteAudience();
  const navigate = useNavigate();
  return (
    <header className="au-head">
      <p>
        <Link to="/audiences">Audiences</Link>
      </p>
      {name === null ? (
        <div className="au-row">
          <h1 className="au-title">{audience.name}</h1>
          <Button variant="ghost" size="sm" onClick={() => setName(audience.name)}>
            Rename
          </Button>
          <Button
            variant="danger"
            size="sm"
            loading={remove.isPending}
            onClick={() => {
              if (!window.confirm(`Delete the audience “${audience.name}”?`)) return;
              remove.mutate(audience._id, {
                // The server's message also says when a report that followed the audience keeps its communities.
                onSuccess: (res) => {
                  notify.success(typeof res?.message === 'string' && res.message ? res.message : AUDIENCE_MSG.deleted);
                  void navigate({ to: '/audiences' });
                },
                onError: (e) => notify.error(errorMessage(e)),
              });
            }}
          >
            Delete
          </Button>
        </div>
      ) : (
        <form
          className="au-row"
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate(
              { id: audience._id, name: name.trim() },
              { onSuccess: () => (notify.success(AUDIENCE_MSG.renamed), setName(null)), onError: (err) => notify.error(errorMessage(err)) },
            );
          }}
        >
          <TextField label="Audience name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          <Button type="submit" size="sm" loading={rename.isPending}>
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setName(null)}>
            Cancel
          </Button>
        </form>
      )}
      <p className="au-muted" data-testid="audience-totals">
        {audience.communities.length} communities · {formatCount(totals.subscribers)} members · {totals.postsPerWeek} posts a week ·{' '}
        {formatCount(totals.activityPerWeek)} posts and comments a week · {formatCount(totals.postsAnalysed)} posts analysed
      </p>
    </header>
  );
}

function Members({ overview }: { overview: AudienceOverview }) {
  const { audience, members, bestTimes, overlap, suggestions } = overview;
  const [adding, setAdding] = useState('');
  const add = useAddCommunities();
  const remove = useRemoveCommunity();
  const addNames = (names: string[]) =>
    add.mutate(
      { id: audience._id, communities: names },
      {
        onSuccess: (res) => {
          const skipped = skippedText(res.skipped);
          notify.success(skipped ? `${AUDIENCE_MSG.added}. ${skipped}` : AUDIENCE_MSG.added);
          setAdding('');
        },
        onError: (e) => notify.error(errorMessage(e)),
      },
    );
  return (
    <>
      <section className="card au-panel" aria-label="Communities">
        <h2 className="au-subtitle">Communities</h2>
        {members.length === 0 ? (
          <p className="au-muted">No communities yet: add some below.</p>
        ) : (
          <table className="au-table">
            <thead>
              <tr>
                <th scope="col">Community</th>
                <th scope="col">Members</th>
                <th scope="col">Posts / week</th>
                <th scope="col">Comments / post</th>
                <th scope="col">Share of conversation</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.name}>
                  <th scope="row">
                    <Link to="/subreddit-free-analysis-results" search={{ q: m.name }}>
                      r/{m.name}
                    </Link>
                    {!m.hasData && <span className="au-muted"> · no posts to read</span>}
                  </th>
                  <td>{m.subscribers === null ? '—' : formatCount(m.subscribers)}</td>
                  <td>{m.postsPerWeek}</td>
                  <td>{m.commentsPerPost}</td>
                  <td>
                    <span className="au-bar" style={{ width: `${Math.round(m.share * 100)}%` }} aria-hidden />
                    {Math.round(m.share * 100)}%
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => remove.mutate({ id: audience._id, name: m.name }, { onError: (e) => notify.error(errorMessage(e)) })}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {members[0]?.dataLabel && (
          <p className="au-muted">Data: {[...new Set(members.filter((m) => m.hasData).map((m) => m.dataLabel))].join('; ')}</p>
        )}
        <form
          className="au-row"
          onSubmit={(e) => {
            e.preventDefault();
            const names = parseCommunityList(adding);
            if (names.length > 0) addNames(names);
          }}
        >
          <TextField label="Add communities" value={adding} onChange={(e) => setAdding(e.target.value)} placeholder="r/SaaS, r/startups" />
          <Button type="submit" variant="secondary" loading={add.isPending}>
            Add
          </Button>
        </form>
      </section>

      <div className="au-grid">
        <section className="card au-panel" aria-label="Best times across the audience">
          <h2 className="au-subtitle">Best times across the audience</h2>
          <p className="au-muted">
            Each community counts the same, measured against its own average, so one large community does not drown the rest.
          </p>
          {bestTimes.length === 0 ? (
            <p className="au-muted">Not enough posts to tell yet.</p>
          ) : (
            <ol className="au-times">
              {bestTimes.map((s) => (
                <li key={`${s.day}-${s.hour}`}>
                  {DAY_NAMES[s.day]} {hourText(s.hour)} · {s.performance}× average · strong in {s.members} of{' '}
                  {members.filter((m) => m.hasData).length}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="card au-panel" aria-label="Overlap">
          <h2 className="au-subtitle">Overlap</h2>
          <p className="au-muted">How much two communities talk about the same things (shared members cannot be read from the data).</p>
          {overlap.length === 0 ? (
            <p className="au-muted">No overlap the data shows.</p>
          ) : (
            <ul className="au-times">
              {overlap.map((x) => (
                <li key={`${x.a}-${x.b}`}>
                  r/{x.a} ↔ r/{x.b}: {Math.round(x.topicSimilarity * 100)}% similar topics
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card au-panel" aria-label="Communities worth adding">
          <h2 className="au-subtitle">Communities worth adding</h2>
          {suggestions.length === 0 ? (
            <p className="au-muted">Nothing close enough yet.</p>
          ) : (
            <ul className="au-times">
              {suggestions.map((s) => (
                <li key={s.name}>
                  r/{s.name} <span className="au-muted">· like {s.similarTo.map((n) => `r/${n}`).join(', ')}</span>{' '}
                  <Button variant="ghost" size="sm" onClick={() => addNames([s.name])} aria-label={`Add r/${s.name}`}>
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function Themes({ id, sort, kind, onSearchChange }: Omit<AudiencePageProps, 'id'> & { id: string }) {
  const themes = useAudienceThemes(id, sort);
  const shown = (themes.data?.themes ?? []).filter((t) => !kind || t.kind === kind);
  return (
    <section className="card au-panel" aria-label="Themes">
      <div className="au-row au-row--spread">
        <h2 className="au-subtitle">Themes</h2>
        <div className="au-row">
          <label className="au-inline">
            Show{' '}
            <select
              className="input"
              value={kind ?? ''}
              onChange={(e) => onSearchChange({ kind: (e.target.value || undefined) as ThemeKind | undefined })}
            >
              <option value="">All kinds</option>
              {THEME_KINDS.map((k) => (
                <option key={k} value={k}>
                  {THEME_KIND_LABEL[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="au-inline">
            Sort evidence by{' '}
            <select className="input" value={sort} onChange={(e) => onSearchChange({ sort: e.target.value as ThemeSort })}>
              <option value="engagement">Engagement</option>
              <option value="recency">Recency</option>
            </select>
          </label>
        </div>
      </div>
      {themes.isPending ? (
        <Skeleton height={200} />
      ) : themes.isError ? (
        <ErrorState title="We couldn't read the themes" detail={errorMessage(themes.error)} onRetry={() => void themes.refetch()} />
      ) : (
        <>
          <p className="au-muted">
            Read from {formatCount(themes.data.read.posts)} posts
            {themes.data.read.comments > 0 ? ` and ${formatCount(themes.data.read.comments)} comments` : ''}; every theme lists the posts it
            rests on.
          </p>
          {THEME_KINDS.filter((k) => !kind || k === kind).map((k) => {
            const list = shown.filter((t) => t.kind === k);
            if (list.length === 0) return null;
            return (
              <div key={k} className="au-kind">
                <h3 className="au-kind__title">{THEME_KIND_LABEL[k]}</h3>
                <ul className="au-themes">
                  {list.map((t) => (
                    <ThemeCard key={t.id} theme={t} audienceId={id} />
                  ))}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}

function ThemeCard({ theme, audienceId }: { theme: AudienceTheme; audienceId: string }) {
  const [open, setOpen] = useState(false);
  const topic = themeTopic(theme);
  const label = theme.label === 'other' ? 'Other' : theme.label;
  return (
    <li className="au-theme" data-testid="audience-theme">
      <div className="au-row au-row--spread">
        <div>
          <strong className="au-theme__label">{theme.title ?? label}</strong>
          {/* A model's name never hides what mining found: the mined label stays beside it. */}
          {theme.title ? <span className="au-muted"> (AI-named; mined as “{label}”)</span> : null}
          <span className="au-muted">
            {' '}
            · {theme.posts} {theme.posts === 1 ? 'post' : 'posts'}
            {theme.comments > 0 ? `, ${theme.comments} comments` : ''} · {theme.subreddits.map((s) => `r/${s}`).join(', ')}
          </span>
          {theme.summary && <p>{theme.summary}</p>}
        </div>
        <div className="au-row">
          <Button variant="ghost" size="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? 'Hide posts' : 'Show posts'}
          </Button>
          <Link to="/ai-post-generator-results" state={{ subreddit: theme.bestSubreddit, topic }} className="btn btn--primary btn--sm">
            Write a post about this
          </Link>
          {/* The generator's placement panels open on this audience, read by id on the server (decision 033). */}
          <Link
            to="/ai-post-generator-results"
            search={{ placeAudience: audienceId }}
            state={{ topic }}
            className="btn btn--secondary btn--sm"
          >
            Where should this draft go
          </Link>
        </div>
      </div>
      {open && (
        <ul className="au-evidence">
          {theme.evidence.map((e) => (
            <li key={`${e.type}-${e.id}`}>
              <a href={e.url} target="_blank" rel="noreferrer noopener">
                {e.title || e.excerpt}
              </a>
              <span className="au-muted">
                {' '}
                · r/{e.subreddit} · {formatCount(e.score)} points · {formatCount(e.comments)} comments · {e.createdAt.slice(0, 10)}
              </span>
              {e.excerpt !== e.title && <blockquote className="au-quote">{e.excerpt}</blockquote>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
