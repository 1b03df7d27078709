import type { SavedItemType } from '@subreddit-signal/contract';

/** Texts of the saved-ideas screen: its labels, empty state, confirmations and toasts. */
export const SAVED_MSG = {
  empty: 'No ideas saved yet',
  tryGenerator: 'Try AI post generator',
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  loadFailed: 'We could not load your saved ideas.',
  confirmDelete: (type: SavedItemType) => `Are you sure you want to delete this ${type} from your saved ideas?`,
  deleted: (type: SavedItemType) => (type === 'post' ? 'Post deleted successfully' : 'Comment deleted successfully'),
  exportTitle: 'Export saved ideas',
  download: 'Download report',
} as const;
