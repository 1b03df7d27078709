/**
 * Profile photos: an image file only. The server recognises photos by their
 * content and accepts JPEG, PNG, GIF and WebP; the browser check below only spares the user an
 * upload that would be refused anyway. The type is what the browser derives from the file.
 */
export const PHOTO_ACCEPT = 'image/*';
export const SUPPORTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const PHOTO_NOT_IMAGE = 'Please choose an image file (JPEG, PNG, GIF or WebP) for your profile photo.';
export const PHOTO_UNSUPPORTED = 'This image format is not supported. Please choose a JPEG, PNG, GIF or WebP image.';

/** null when the file may be uploaded, else the message to show. */
export function photoFileProblem(file: Pick<File, 'type'>): string | null {
  const type = (file.type || '').toLowerCase();
  if (!type.startsWith('image/')) return PHOTO_NOT_IMAGE;
  if (!(SUPPORTED_PHOTO_TYPES as readonly string[]).includes(type)) return PHOTO_UNSUPPORTED;
  return null;
}
