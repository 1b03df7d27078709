import { Form, Formik } from 'formik';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { User } from '@/entities/user';
import { errorMessage } from '@/shared/api';
import { fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Avatar, Button, CameraIcon, TextField, TrashIcon } from '@/shared/ui';
import { useRemoveProfilePhoto, useUpdateProfile } from '../api/profile';
import { PROFILE_MSG } from '../model/messages';
import { PHOTO_ACCEPT, photoFileProblem } from '../model/photo';
import { profileFormSchema, type ProfileFormValues } from '../model/profile-schema';
import { useObjectUrl } from './useObjectUrl';

/**
 * Name, e-mail (read-only) and photo. Save changes is enabled only when the name changed or a
 * new photo was chosen; both go in one multipart request.
 */
export function ProfileDetailsCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const removePhoto = useRemoveProfilePhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const previewUrl = useObjectUrl(photo);
  const fileInput = useRef<HTMLInputElement>(null);
  const initialValues = useMemo<ProfileFormValues>(() => ({ name: user.name ?? '', email: user.email }), [user.name, user.email]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setPhoto(file);
  };

  const onRemovePhoto = () =>
    removePhoto.mutate(undefined, {
      onSuccess: () => notify.success(PROFILE_MSG.photoRemoved),
      onError: (err) => notify.error(errorMessage(err, PROFILE_MSG.photoRemoveFailed)),
    });

  return (
    <section className="card profile-card" aria-labelledby="profile-details-title">
      <header className="profile-card__header">
        <h2 className="profile-card__title" id="profile-details-title">
          Personal information
        </h2>
        <p className="profile-card__subtitle">Your name and photo appear in the app header and on your reports.</p>
      </header>

      <Formik<ProfileFormValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={profileFormSchema}
        onSubmit={async (values, helpers) => {
          const { name } = profileFormSchema.cast(values);
          try {
            const saved = await update.mutateAsync({ name, photo });
            setPhoto(null);
            helpers.resetForm({ values: { name: saved.name, email: saved.email } });
            notify.success(PROFILE_MSG.saved);
          } catch (err) {
            notify.error(errorMessage(err, PROFILE_MSG.saveFailed));
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <div className="profile-photo">
              <div className="profile-photo__frame">
                {previewUrl ? (
                  <span className="avatar avatar--lg">
                    <img src={previewUrl} alt="New profile photo preview" />
                  </span>
                ) : (
                  <Avatar large name={user.name} photo={user.profilePhoto} avatar={user.avatar} />
                )}
              </div>
              <div className="profile-photo__body">
                <p className="profile-photo__title">Profile photo</p>
                <p className="profile-photo__hint">
                  {photo ? `${photo.name} will be used after you save your changes.` : 'A JPEG, PNG, GIF or WebP image.'}
                </p>
                <div className="profile-photo__actions">
                  <input
                    ref={fileInput}
                    type="file"
                    accept={PHOTO_ACCEPT}
                    className="sr-only"
                    tabIndex={-1}
                    aria-label="Profile photo file"
                    onChange={onFileChosen}
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<CameraIcon size={16} />}
                    onClick={() => fileInput.current?.click()}
                    disabled={form.isSubmitting}
                  >
                    {photo || user.profilePhoto ? 'Change photo' : 'Upload photo'}
                  </Button>
                  {photo ? (
                    <Button variant="ghost" size="sm" onClick={() => setPhoto(null)} disabled={form.isSubmitting}>
                      Discard new photo
                    </Button>
                  ) : user.profilePhoto ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<TrashIcon size={16} />}
                      onClick={onRemovePhoto}
                      loading={removePhoto.isPending}
                      disabled={form.isSubmitting}
                    >
                      Remove photo
                    </Button>
                  ) : null}
                </div>
              </div>
            </div>

            <div className="profile-fields">
              <TextField label="Name" autoComplete="name" {...fieldProps(form, 'name')} />
              <TextField
                label="Email"
                type="email"
                {...form.getFieldProps('email')}
                disabled
                error={form.errors.email}
                hint="Your e-mail address is your sign-in and cannot be changed here."
              />
            </div>

            <div className="profile-card__actions">
              <Button type="submit" loading={form.isSubmitting} disabled={!(form.dirty || photo)}>
                Save changes
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
