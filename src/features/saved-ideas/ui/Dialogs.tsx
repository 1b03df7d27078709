import { useId, useState } from 'react';
import type { SavedItemType } from '@subreddit-signal/contract';
import { Button, Modal } from '@/shared/ui';
import { EXPORT_FORMATS, exportFileName, type ExportFormat } from '../model/export';
import { SAVED_MSG } from '../model/messages';

/** 'Are you sure you want to delete this {post|comment} from your saved ideas?' */
export function ConfirmDeleteDialog({
  type,
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  type: SavedItemType;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onCancel} title={type === 'post' ? 'Delete saved post' : 'Delete saved comment'} labelledBy={titleId}>
      <p className="si-dialog__text">{SAVED_MSG.confirmDelete(type)}</p>
      <div className="modal__actions">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}

/** The export dialog: CSV or plain text (.txt), then 'Download report'. */
export function ExportDialog({
  type,
  count,
  open,
  onClose,
  onDownload,
}: {
  type: SavedItemType;
  count: number;
  open: boolean;
  onClose: () => void;
  onDownload: (format: ExportFormat) => void;
}) {
  const titleId = useId();
  const legendId = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const what = type === 'post' ? (count === 1 ? 'post' : 'posts') : count === 1 ? 'comment' : 'comments';
  return (
    <Modal open={open} onClose={onClose} title={SAVED_MSG.exportTitle} labelledBy={titleId}>
      <p className="si-dialog__text">
        Download the {count} saved {what} shown on this screen.
      </p>
      <div className="si-formats" role="radiogroup" aria-labelledby={legendId}>
        <span className="si-formats__legend" id={legendId}>
          File format
        </span>
        {EXPORT_FORMATS.map((f) => (
          <label key={f.value} className="si-format" data-checked={format === f.value || undefined}>
            <input type="radio" name="export-format" value={f.value} checked={format === f.value} onChange={() => setFormat(f.value)} />
            <span className="si-format__label">{f.label}</span>
            <span className="si-format__file">{exportFileName(type, f.value)}</span>
          </label>
        ))}
      </div>
      <div className="modal__actions">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => onDownload(format)}>{SAVED_MSG.download}</Button>
      </div>
    </Modal>
  );
}
