export { folderKeys, savedItemKeys, FOLDER_TOAST, type SaveTarget } from './model';
export { fetchFolders, useFolders, useCreateFolder, useSaveItem, isPlanLimitError, saveRequest, type SaveItemVariables } from './api';
export { CreateFolderModal, createFolderFormSchema, type CreateFolderModalProps } from './CreateFolderModal';
export { SaveToFolderModal, FOLDER_LIST_MAX_HEIGHT, type SaveToFolderModalProps } from './SaveToFolderModal';
export { SaveToFolderButton, type SaveToFolderButtonProps } from './SaveToFolderButton';
export { usePlanLimitModal } from './plan-limit';
export type { Folder, SavedItem, GeneratedPost, CommentIdea } from '@subreddit-signal/contract';
