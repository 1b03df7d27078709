import { useCallback, useState } from 'react';
import type { SavedItem } from '@subreddit-signal/contract';
import { Button, BookmarkIcon, type ButtonProps } from '@/shared/ui';
import type { SaveTarget } from './model';
import { SaveToFolderModal } from './SaveToFolderModal';

export interface SaveToFolderButtonProps {
  /** The post or comment to save. */
  item: SaveTarget;
  /** Button text; defaults to 'Save to folder'. */
  label?: string;
  className?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Shows only the bookmark icon (the label becomes the accessible name). */
  iconOnly?: boolean;
  disabled?: boolean;
  onSaved?: (savedItem: SavedItem) => void;
  /** Called instead of opening the Plans modal on a 403 'Plan Limit'. */
  onPlanLimit?: () => void;
}

/** A button that opens the 'Save to folder' modal for one post or comment. */
export function SaveToFolderButton({
  item,
  label = 'Save to folder',
  className,
  variant = 'secondary',
  size = 'sm',
  iconOnly,
  disabled,
  onSaved,
  onPlanLimit,
}: SaveToFolderButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={[iconOnly && 'folder-save-btn--icon', className].filter(Boolean).join(' ') || undefined}
        icon={<BookmarkIcon size={16} />}
        aria-haspopup="dialog"
        aria-label={iconOnly ? label : undefined}
        title={iconOnly ? label : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {iconOnly ? null : label}
      </Button>
      <SaveToFolderModal open={open} onClose={close} item={item} onSaved={onSaved} onPlanLimit={onPlanLimit} />
    </>
  );
}
