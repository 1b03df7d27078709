import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { useSetCurrentUser } from '@/entities/user';
import { api, userSchema, type User } from '@/shared/api';
import { session } from '@/shared/session';

/** `{ user, message }`: what the profile, photo and notification calls answer. */
const userResponse = yup.object({ user: userSchema.required(), message: yup.string().optional() });
const messageResponse = yup.object({ message: yup.string().optional() });

const readUser = (body: unknown): User => userResponse.validateSync(body).user;

export interface ProfileUpdate {
  name: string;
  /** A newly chosen photo; null keeps the current one. */
  photo: File | null;
}

/** PUT /users/profile, multipart (fields `name` and `profilePhoto`); the cached user is replaced. */
export function useUpdateProfile() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: async ({ name, photo }: ProfileUpdate) => {
      const form = new FormData();
      form.append('name', name);
      if (photo) form.append('profilePhoto', photo, photo.name);
      // No Content-Type header here: fetch writes multipart/form-data with its boundary.
      return readUser(await api.put('users/profile', { body: form }).json());
    },
    onSuccess: setCurrentUser,
  });
}

/** DELETE /users/profile-photo. */
export function useRemoveProfilePhoto() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: async () => readUser(await api.delete('users/profile-photo').json()),
    onSuccess: setCurrentUser,
  });
}

/**
 * PUT /users/change-notification with an optimistic update of the session user:
 * the switch flips at once and flips back if the server refuses.
 */
export function useChangeNotification() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: async (enableNotification: boolean) =>
      readUser(await api.put('users/change-notification', { json: { enableNotification } }).json()),
    onMutate: (enableNotification) => {
      const previous = session.user()?.enableNotification;
      session.mergeUser({ enableNotification });
      return { previous };
    },
    onError: (_err, _next, context) => {
      if (context?.previous !== undefined) session.mergeUser({ enableNotification: context.previous });
    },
    onSuccess: setCurrentUser,
  });
}

/** PUT /users/change-password; the server answers `{ message }` or 400 'Current password is incorrect'. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      messageResponse.validateSync(await api.put('users/change-password', { json: input }).json()),
  });
}
