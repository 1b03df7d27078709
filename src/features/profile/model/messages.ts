/** Toasts of this slice, word for word from the product spec where it has them. */
export const PROFILE_MSG = {
  saved: 'Your changes have been successfully saved.',
  saveFailed: 'Failed to update profile',
  photoRemoved: 'Your photo have been successfully removed.',
  photoRemoveFailed: 'Failed to remove your photo',
  notificationChanged: 'Notification setting changed successfully',
  notificationFailed: 'Failed to change the notification setting',
  passwordChanged: 'Your password has been successfully changed.',
  passwordFailed: 'Failed to change your password',
  loadFailed: 'Failed to load profile',
} as const;
