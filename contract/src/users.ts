import * as yup from 'yup';
import { MSG, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export const profileNameField = yup.string().required(MSG.profileNameRequired).max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

export const updateProfileFields = yup.object({ name: profileNameField });

export const changePasswordRequest = yup.object({
  currentPassword: yup
    .string()
    .required(MSG.currentPasswordRequired)
    .min(PASSWORD_MIN, MSG.passwordMinReset)
    .max(PASSWORD_MAX, MSG.passwordMinReset),
  newPassword: yup
    .string()
    .required(MSG.newPasswordRequired)
    .min(PASSWORD_MIN, MSG.passwordMinReset)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

export const changeNotificationRequest = yup.object({
  enableNotification: yup.boolean().required('enableNotification must be true or false'),
});
