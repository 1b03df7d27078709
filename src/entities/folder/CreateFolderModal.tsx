import { useEffect, useId, useRef } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { folderNameSchema, type Folder } from '@subreddit-signal/contract';
import { errorMessage, HTTPError } from '@/shared/api/http';
import { fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button, Modal, TextField } from '@/shared/ui';
import { isPlanLimitError, useCreateFolder } from './api';
import { FOLDER_TOAST } from './model';
import { usePlanLimitModal } from './plan-limit';
import './folder.css';

export interface CreateFolderModalProps {
  open: boolean;
  /** Closes the dialog (Cancel, Escape, backdrop, and after a folder was created). Keep it stable (useCallback). */
  onClose: () => void;
  /** Called with the new folder after 'Folder created successfully'. */
  onCreated?: (folder: Folder) => void;
  /**
   * Called instead of opening the Plans modal when the server answers 403 'Plan Limit' (the
   * folder allowance is reached). Without it the dialog opens the Plans modal itself.
   */
  onPlanLimit?: () => void;
}

/** The folder-name form schema: required, not blank (the contract's rules, shared with the server). */
export const createFolderFormSchema = yup.object({ name: folderNameSchema });
type Values = { name: string };
const INITIAL: Values = { name: '' };

/**
 * The 'Creating new folder' modal: a name field and 'Create folder', disabled until
 * the form is valid and changed. Success toasts 'Folder created successfully'; a failure toasts the
 * server's message (a duplicate name also shows under the field), or 'Something went wrong!'.
 */
export function CreateFolderModal({ open, onClose, onCreated, onPlanLimit }: CreateFolderModalProps) {
  const planLimit = usePlanLimitModal();
  return (
    <>
      {open ? <CreateFolderDialog onClose={onClose} onCreated={onCreated} onPlanLimit={onPlanLimit ?? planLimit.show} /> : null}
      {onPlanLimit ? null : planLimit.modal}
    </>
  );
}

function CreateFolderDialog({ onClose, onCreated, onPlanLimit }: Omit<CreateFolderModalProps, 'open'> & { onPlanLimit: () => void }) {
  const titleId = useId();
  const create = useCreateFolder();
  const inputRef = useRef<HTMLInputElement>(null);
  // The dialog takes focus when it opens; the name field is what the user came for.
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const submit = async ({ name }: Values, helpers: FormikHelpers<Values>) => {
    try {
      const folder = await create.mutateAsync(name);
      notify.success(FOLDER_TOAST.folderCreated);
      onCreated?.(folder);
      onClose();
    } catch (err) {
      const message = errorMessage(err);
      notify.error(message);
      if (isPlanLimitError(err)) {
        onClose();
        onPlanLimit();
      } else if (err instanceof HTTPError && err.response.status === 409) {
        helpers.setFieldError('name', message);
      }
    }
  };

  return (
    <Modal open title="Creating new folder" onClose={onClose} labelledBy={titleId}>
      <Formik initialValues={INITIAL} validationSchema={createFolderFormSchema} onSubmit={submit} validateOnMount>
        {(formik) => (
          <Form noValidate className="folder-form">
            <TextField
              label="Folder name"
              autoComplete="off"
              placeholder="e.g. Launch week"
              ref={inputRef}
              {...fieldProps(formik, 'name', { whileTyping: true })}
              maxLength={200}
            />
            <div className="modal__actions">
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={formik.isSubmitting} disabled={!formik.isValid || !formik.dirty}>
                Create folder
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
