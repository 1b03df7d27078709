import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { postAsText } from '@/entities/idea';
import { CreateFolderModal, useFolders } from '@/entities/folder';
import type { SavedItem, SavedItemType } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { copyText, downloadFile } from '@/shared/lib/browser';
import { tabIndexForKey } from '@/shared/lib/tab-keys';
import '@/shared/lib/router-state';
import { notify } from '@/shared/toast';
import { BookmarkIcon, Button, EmptyState, ErrorState, FileIcon, Skeleton, SparklesIcon } from '@/shared/ui';
import { useDeleteSavedItem, useSavedItems } from '../api/saved-items';
import { commentCopyText } from '../model/copy';
import { buildExport, savedItemContext, type ExportFormat } from '../model/export';
import { SAVED_MSG } from '../model/messages';
import { ConfirmDeleteDialog, ExportDialog } from '../ui/Dialogs';
import { SavedCommentCard, SavedListSkeleton, SavedPostCard } from '../ui/SavedItemCards';
import '@/shared/ui/tabs.css';
import '../ui/saved-ideas.css';

const TABS: { value: SavedItemType; label: string }[] = [
  { value: 'post', label: 'Posts' },
  { value: 'comment', label: 'Comments' },
];

/** Cards drawn at first and per 'Show more': a plan may keep thousands, and the page stays quick. */
const SAVED_CARDS_STEP = 50;

/**
 * /saved-ideas: folder chips with 'Create new folder', the
 * Posts and Comments tabs (switching clears the folder filter and reloads), the saved cards with
 * their actions, delete with confirmation, and the export dialog.
 */
export function SavedIdeasPage() {
  const [type, setType] = useState<SavedItemType>('post');
  const [folderId, setFolderId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [toDelete, setToDelete] = useState<SavedItem | null>(null);
  const navigate = useNavigate();
  const tabIds = { post: useId(), comment: useId() };
  const panelId = useId();
  const tabRefs = useRef<Record<SavedItemType, HTMLButtonElement | null>>({ post: null, comment: null });

  const folders = useFolders();
  const items = useSavedItems(type, folderId);
  const remove = useDeleteSavedItem();

  useToastOnError(folders);
  useToastOnError(items);

  const folderNames = useMemo(() => new Map((folders.data ?? []).map((f) => [f._id, f.name])), [folders.data]);
  const list = items.data ?? [];
  // How many cards are drawn; another tab or folder starts again from one step.
  const listKey = `${type}:${folderId ?? ''}`;
  const [drawn, setDrawn] = useState({ key: listKey, count: SAVED_CARDS_STEP });
  const drawnCount = drawn.key === listKey ? drawn.count : SAVED_CARDS_STEP;
  const nouns = type === 'post' ? 'posts' : 'comments';

  const chooseTab = (next: SavedItemType) => {
    if (next === type) return;
    setType(next);
    setFolderId(null);
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const j = tabIndexForKey(
      e.key,
      TABS.findIndex((t) => t.value === type),
      TABS.length,
    );
    if (j === null) return;
    e.preventDefault();
    const next = TABS[j]!.value;
    chooseTab(next);
    tabRefs.current[next]?.focus();
  };

  const copy = async (text: string) => {
    if (await copyText(text)) notify.success(SAVED_MSG.copied);
    else notify.error(SAVED_MSG.copyFailed);
  };

  const closeCreate = useCallback(() => setCreating(false), []);
  const closeExport = useCallback(() => setExporting(false), []);
  const cancelDelete = useCallback(() => {
    if (!remove.isPending) setToDelete(null);
  }, [remove.isPending]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete);
      notify.success(SAVED_MSG.deleted(toDelete.type));
      setToDelete(null);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };

  const download = (format: ExportFormat) => {
    const file =
      type === 'post'
        ? buildExport({ type, items: list.flatMap((i) => (i.post ? [{ ...i.post, ...savedItemContext(i) }] : [])) }, format)
        : buildExport({ type, items: list.flatMap((i) => (i.comment ? [{ ...i.comment, ...savedItemContext(i) }] : [])) }, format);
    downloadFile(file.content, file.fileName, file.mimeType);
    setExporting(false);
  };

  let body;
  if (items.data) {
    body =
      list.length === 0 ? (
        <EmptyState
          icon={<BookmarkIcon size={22} />}
          title={SAVED_MSG.empty}
          action={
            <Link to="/ai-post-generator-results" className="btn btn--primary btn--sm">
              <SparklesIcon size={16} />
              {SAVED_MSG.tryGenerator}
            </Link>
          }
        >
          {folderId
            ? `There are no saved ${nouns} in ${folderNames.get(folderId) ?? 'this folder'} yet.`
            : type === 'post'
              ? 'Generate posts and save the ones you like to a folder: they will wait for you here.'
              : 'Generate first comments for a post and save the ones you like: they will wait for you here.'}
        </EmptyState>
      ) : (
        <>
          <div className="si-list" aria-busy={items.isFetching || undefined}>
            {list.slice(0, drawnCount).map((item) =>
              item.type === 'post' && item.post ? (
                <SavedPostCard
                  key={item._id}
                  post={item.post}
                  context={savedItemContext(item)}
                  folderName={folderId ? undefined : folderNames.get(item.folderId)}
                  onGenerateComments={() =>
                    // The community goes along, so the first comments are written for it.
                    void navigate({
                      to: '/generate-comments-responses',
                      state: { post: item.subreddit ? { ...item.post!, subreddit: item.subreddit } : item.post },
                    })
                  }
                  onCopy={() => void copy(postAsText(item.post!))}
                  onDelete={() => setToDelete(item)}
                />
              ) : item.comment ? (
                <SavedCommentCard
                  key={item._id}
                  comment={item.comment}
                  context={savedItemContext(item)}
                  folderName={folderId ? undefined : folderNames.get(item.folderId)}
                  onCopy={() => void copy(commentCopyText(item.comment!))}
                  onDelete={() => setToDelete(item)}
                />
              ) : null,
            )}
          </div>
          {list.length > drawnCount ? (
            <div className="si-more">
              <p className="si-more__count" aria-live="polite">
                Showing {drawnCount.toLocaleString('en-US')} of {list.length.toLocaleString('en-US')} saved {nouns}
              </p>
              <Button variant="secondary" size="sm" onClick={() => setDrawn({ key: listKey, count: drawnCount + SAVED_CARDS_STEP })}>
                Show {Math.min(SAVED_CARDS_STEP, list.length - drawnCount)} more
              </Button>
            </div>
          ) : null}
        </>
      );
  } else if (items.isError) {
    body = (
      <ErrorState
        title={SAVED_MSG.loadFailed}
        detail={errorMessage(items.error)}
        onRetry={() => void items.refetch()}
        retrying={items.isFetching}
      />
    );
  } else {
    body = <SavedListSkeleton />;
  }

  return (
    <div className="si-page">
      <header className="si-head">
        <div className="si-head__text">
          <h1 className="si-head__title">Saved Ideas</h1>
          <p className="si-muted">Posts and comments you kept, by folder. Copy them, export them or turn a post into first comments.</p>
        </div>
        <Button
          variant="secondary"
          icon={<FileIcon size={18} />}
          onClick={() => setExporting(true)}
          disabled={list.length === 0}
          aria-haspopup="dialog"
        >
          Export
        </Button>
      </header>

      <section className="card si-panel" aria-label="Saved ideas">
        <div className="tabs si-tabs" role="tablist" aria-label="Saved idea type">
          {TABS.map((t) => (
            <button
              key={t.value}
              ref={(el) => {
                tabRefs.current[t.value] = el;
              }}
              type="button"
              role="tab"
              className="tab"
              id={tabIds[t.value]}
              aria-selected={type === t.value}
              aria-controls={panelId}
              tabIndex={type === t.value ? 0 : -1}
              onClick={() => chooseTab(t.value)}
              onKeyDown={onTabKey}
            >
              {t.label}
            </button>
          ))}
        </div>

        <div className="si-folders">
          <div className="si-chips" role="group" aria-label="Filter by folder">
            <button type="button" className="si-chip" aria-pressed={folderId === null} onClick={() => setFolderId(null)}>
              All folders
            </button>
            {(folders.data ?? []).map((f) => (
              <button key={f._id} type="button" className="si-chip" aria-pressed={folderId === f._id} onClick={() => setFolderId(f._id)}>
                {f.name}
              </button>
            ))}
            {folders.isPending ? <Skeleton width={96} height={36} radius={999} label="Loading folders" /> : null}
          </div>
          <button type="button" className="si-chip si-chip--create" onClick={() => setCreating(true)} aria-haspopup="dialog">
            <span aria-hidden>+</span> Create new folder
          </button>
          {folders.isError ? (
            <p className="si-folders__error" role="alert">
              {errorMessage(folders.error)}{' '}
              <button type="button" className="si-link" onClick={() => void folders.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
        </div>

        <div role="tabpanel" id={panelId} aria-labelledby={tabIds[type]} className="si-tabpanel">
          {body}
        </div>
      </section>

      <CreateFolderModal open={creating} onClose={closeCreate} />
      <ExportDialog
        key={type}
        type={type}
        count={list.length}
        open={exporting && list.length > 0}
        onClose={closeExport}
        onDownload={download}
      />
      <ConfirmDeleteDialog
        type={toDelete?.type ?? type}
        open={toDelete !== null}
        pending={remove.isPending}
        onCancel={cancelDelete}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** One error toast per failed fetch (not per render, not for an error already cached when the screen mounted). */
function useToastOnError(query: { isError: boolean; error: unknown; errorUpdatedAt: number }) {
  const shown = useRef(query.errorUpdatedAt);
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || shown.current === errorUpdatedAt) return;
    shown.current = errorUpdatedAt;
    notify.error(errorMessage(error));
  }, [isError, error, errorUpdatedAt]);
}

export default SavedIdeasPage;
