import * as yup from 'yup';
import { MSG, profileNameField } from '@subreddit-signal/contract';

/** The profile form: the e-mail only has to look like text@text (the field is disabled anyway). */
const PROFILE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const profileFormSchema = yup.object({
  // Same rule as the server's (contract), after trimming: a name of spaces only is no name.
  name: profileNameField.trim(),
  email: yup.string().defined().matches(PROFILE_EMAIL_PATTERN, { message: MSG.profileEmailInvalid, excludeEmptyString: true }),
});

export type ProfileFormValues = yup.InferType<typeof profileFormSchema>;
