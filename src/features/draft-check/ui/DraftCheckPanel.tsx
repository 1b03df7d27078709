import { useId } from 'react';
import { useFormik } from 'formik';
import { CheckResultCard } from '@/entities/draft-check';
import { errorMessage } from '@/shared/api/http';
import { fieldProps } from '@/shared/lib/form-errors';
import { Button, Field, TextField, fieldControlProps } from '@/shared/ui';
import { useMyDraftCheck } from '../api/draft-check';
import { EMPTY_DRAFT, PANEL_MSG, draftFormSchema, toCheckRequest, type DraftFormValues } from '../model/schema';
import './draft-check-panel.css';

/**
 * 'Check my own draft' on the AI post generator page: subreddit, title, body, optional link and
 * flair; the check's score, findings and evidence below. Composed into the generator page by the
 * app layer (slices do not import each other).
 */
export function DraftCheckPanel({ defaultSubreddit = '' }: { defaultSubreddit?: string }) {
  const headingId = useId();
  const bodyId = useId();
  const { submit, query } = useMyDraftCheck();
  const formik = useFormik<DraftFormValues>({
    initialValues: { ...EMPTY_DRAFT, subreddit: defaultSubreddit },
    validationSchema: draftFormSchema,
    onSubmit: (values) => submit(toCheckRequest(values)),
  });
  const bodyError =
    (formik.touched.body || formik.submitCount > 0) && typeof formik.errors.body === 'string' ? formik.errors.body : undefined;
  return (
    <section className="card dcp" aria-labelledby={headingId}>
      <h2 className="dcp__title" id={headingId}>
        {PANEL_MSG.title}
      </h2>
      <p className="dcp__intro">{PANEL_MSG.intro}</p>
      <form className="dcp__form" noValidate onSubmit={formik.handleSubmit}>
        <div className="dcp__row">
          <TextField label="Subreddit" placeholder="r/marketing" {...fieldProps(formik, 'subreddit')} />
          <TextField label="Flair (optional)" {...fieldProps(formik, 'flair')} />
        </div>
        <TextField label="Title" {...fieldProps(formik, 'title')} />
        <Field controlId={bodyId} label="Body (optional)" error={bodyError}>
          <textarea className="input dcp__body" rows={6} {...formik.getFieldProps('body')} {...fieldControlProps(bodyId, bodyError)} />
        </Field>
        <TextField label="Link (optional)" placeholder="https://…" inputMode="url" {...fieldProps(formik, 'link')} />
        <label className="dcp__nsfw">
          <input type="checkbox" {...formik.getFieldProps({ name: 'nsfw', type: 'checkbox' })} /> Marked NSFW
        </label>
        <div className="dcp__actions">
          <Button type="submit" loading={query.isFetching}>
            {PANEL_MSG.submit}
          </Button>
        </div>
      </form>
      {query.isError ? (
        <p className="dcp__error" role="alert">
          {errorMessage(query.error, PANEL_MSG.failed)}
        </p>
      ) : null}
      {query.data ? (
        <div aria-live="polite">
          <CheckResultCard result={query.data} />
        </div>
      ) : null}
    </section>
  );
}
