import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../platform/errors';
import { rejectNul } from '../../platform/validate';
import { formatBytes } from './photo';

/** The profile update as sent: an optional name and an optional photo (still unchecked bytes). */
export interface ProfileForm {
  fields: { name?: unknown };
  photo?: Buffer;
}

/** The only file field read; every other field of the form is ignored. */
export const PHOTO_FIELD = 'profilePhoto';

/**
 * Busboy limits for the profile form: one file, small fields. A client may post its whole user
 * object (a dozen fields, all ignored but the name), so the field count leaves room for that.
 */
export const profileFormLimits = (maxPhotoBytes: number) => ({
  files: 1,
  fileSize: maxPhotoBytes,
  fields: 30,
  parts: 31,
  fieldSize: 2048,
  fieldNameSize: 100,
});

export const photoTooLarge = (maxPhotoBytes: number) => new HttpError(413, `Profile photo must be at most ${formatBytes(maxPhotoBytes)}`);

/**
 * Reads PUT /profile. multipart/form-data (what the client sends) is read completely into
 * memory within the limits above; a JSON body `{ name }` is accepted as well. Nothing is
 * stored here: the service validates everything first, so a bad request changes nothing.
 */
export async function readProfileForm(req: FastifyRequest, maxPhotoBytes: number): Promise<ProfileForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
    return { fields: { name: (body as Record<string, unknown>).name } };
  }
  const form: ProfileForm = { fields: {} };
  try {
    for await (const part of req.parts({ limits: profileFormLimits(maxPhotoBytes) })) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) {
          part.file.resume(); // an unexpected file is drained and ignored
          continue;
        }
        const bytes = await part.toBuffer();
        // A form whose file input was left empty sends an empty part without a file name.
        if (bytes.length > 0 || part.filename) form.photo = bytes;
      } else if (part.fieldname === 'name' && !('name' in form.fields)) {
        if (part.valueTruncated) throw badRequest('Name is too long');
        rejectNul(part.value);
        form.fields.name = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err, maxPhotoBytes);
  }
  return form;
}

/** Maps the parser's failures to client errors: a malformed body is the client's fault, never a 500. */
function multipartError(err: unknown, maxPhotoBytes: number): Error {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoTooLarge(maxPhotoBytes);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send at most one file, as profilePhoto');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, 'The form has too many fields');
  return badRequest('The form data could not be read. Please try again.');
}
