import { useCallback, useEffect, useId, useState } from 'react';
import type { SavedItem } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { notify } from '@/shared/toast';
import { Button, makeIcon, Modal, Spinner } from '@/shared/ui';
import { isPlanLimitError, useFolders, useSaveItem } from './api';
import { CreateFolderModal } from './CreateFolderModal';
import { FOLDER_TOAST, type SaveTarget } from './model';
import { usePlanLimitModal } from './plan-limit';
import './folder.css';

const FolderIcon = makeIcon(<path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />);

/** The folder list is at most 300 px high and scrolls. */
export const FOLDER_LIST_MAX_HEIGHT = 300;

export interface SaveToFolderModalProps {
  open: boolean;
  /** Closes the dialog. Keep it stable (useCallback): the dialog re-focuses when it changes. */
  onClose: () => void;
  /** The post or comment to save. */
  item: SaveTarget;
  /** Called with the saved item after the success toast. */
  onSaved?: (savedItem: SavedItem) => void;
  /** Called instead of opening the Plans modal on a 403 'Plan Limit'. */
  onPlanLimit?: () => void;
}

/**
 * The 'Save to folder' modal: the user's folders in a
 * scrollable list, a 'Create new folder' option (the new folder becomes the chosen one), and Save,
 * enabled only once a folder is chosen.
 */
export function SaveToFolderModal({ open, onClose, item, onSaved, onPlanLimit }: SaveToFolderModalProps) {
  const planLimit = usePlanLimitModal();
  return (
    <>
      {open ? <SaveToFolderDialog onClose={onClose} item={item} onSaved={onSaved} onPlanLimit={onPlanLimit ?? planLimit.show} /> : null}
      {onPlanLimit ? null : planLimit.modal}
    </>
  );
}

function SaveToFolderDialog({ onClose, item, onSaved, onPlanLimit }: Omit<SaveToFolderModalProps, 'open'> & { onPlanLimit: () => void }) {
  const titleId = useId();
  const listLabelId = useId();
  const folders = useFolders();
  const save = useSaveItem();
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  // A load failure toasts the server's message (else 'Something went wrong!'), once per failure.
  const { isError, error, errorUpdatedAt } = folders;
  useEffect(() => {
    if (isError) notify.error(errorMessage(error));
  }, [isError, error, errorUpdatedAt]);

  const openCreate = useCallback(() => setCreating(true), []);
  const closeCreate = useCallback(() => setCreating(false), []);
  const created = useCallback((folder: { _id: string }) => setChosen(folder._id), []);
  const planLimitFromCreate = useCallback(() => {
    onClose();
    onPlanLimit();
  }, [onClose, onPlanLimit]);

  const submit = async () => {
    if (!chosen) return;
    try {
      const savedItem = await save.mutateAsync({ item, folderId: chosen });
      notify.success(item.type === 'post' ? FOLDER_TOAST.postSaved : FOLDER_TOAST.commentSaved);
      onSaved?.(savedItem);
      onClose();
    } catch (err) {
      notify.error(errorMessage(err));
      if (isPlanLimitError(err)) {
        onClose();
        onPlanLimit();
      }
    }
  };

  const list = folders.data;
  return (
    <>
      <Modal open={!creating} title="Save to folder" onClose={onClose} labelledBy={titleId}>
        <p className="folder-modal__text" id={listLabelId}>
          Choose a folder for this {item.type}.
        </p>
        {list ? (
          list.length > 0 ? (
            <div
              className="folder-list"
              role="radiogroup"
              aria-labelledby={listLabelId}
              style={{ maxHeight: FOLDER_LIST_MAX_HEIGHT, overflowY: 'auto' }}
              data-testid="folder-list"
            >
              {list.map((folder) => (
                <label key={folder._id} className="folder-option" data-checked={chosen === folder._id || undefined}>
                  <input
                    type="radio"
                    name="folder"
                    value={folder._id}
                    checked={chosen === folder._id}
                    onChange={() => setChosen(folder._id)}
                    ref={chosen === folder._id ? scrollIntoViewOnce : undefined}
                  />
                  <FolderIcon size={18} className="folder-option__icon" />
                  <span className="folder-option__name">{folder.name}</span>
                </label>
              ))}
            </div>
          ) : (
            <p className="folder-modal__empty">No folders yet. Create one to keep this {item.type}.</p>
          )
        ) : folders.isError ? (
          <div className="folder-modal__error" role="alert">
            <p>{errorMessage(folders.error)}</p>
            <Button variant="secondary" size="sm" onClick={() => void folders.refetch()} loading={folders.isFetching}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="folder-modal__loading">
            <Spinner label="Loading folders" />
          </div>
        )}
        <button type="button" className="folder-create-option" onClick={openCreate}>
          <span className="folder-create-option__plus" aria-hidden>
            +
          </span>
          Create new folder
        </button>
        <div className="modal__actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!chosen} loading={save.isPending}>
            Save
          </Button>
        </div>
      </Modal>
      <CreateFolderModal open={creating} onClose={closeCreate} onCreated={created} onPlanLimit={planLimitFromCreate} />
    </>
  );
}

/** Brings the chosen folder (e.g. one just created at the end of a long list) into view. */
function scrollIntoViewOnce(el: HTMLInputElement | null) {
  el?.closest('label')?.scrollIntoView?.({ block: 'nearest' });
}
