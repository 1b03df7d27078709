import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { isFreeUser, useCurrentUser } from '@/entities/user';
import { usePlansModal } from '@/entities/plan';
import { REPORT_INTERVALS, type ReportInterval } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { fieldError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button, CrownIcon, Modal, PageLoading, StatePanel, TextField, TrendIcon } from '@/shared/ui';
import { useAudienceOptions, useDeleteSubscriber, useSaveSubscriber, useSendTestReport, useSubscriber } from '../api/subscriber';
import {
  addSubreddit,
  emptyReportForm,
  removeSubreddit,
  REPORT_BANNER_MS,
  reportFormSchema,
  REPORTS_TEXT,
  subscriberToForm,
  toRequest,
  type ReportFormValues,
} from '../model/form';
import { AudienceSelect } from '../ui/AudienceSelect';
import { PastReports } from '../ui/PastReports';
import { SubredditPicker } from '../ui/SubredditPicker';
import '@/shared/ui/tabs.css';
import '../ui/reports.css';

const INTERVAL_LABEL: Record<ReportInterval, string> = { WEEKLY: 'Weekly', MONTHLY: 'Monthly' };

type Banner = { kind: 'success' | 'validation' | 'error'; text: string } | null;

/** A banner that hides itself after `REPORT_BANNER_MS` (success, validation) or stays (server errors). */
function useBanner() {
  const [banner, setBanner] = useState<Banner>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback((next: Banner) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setBanner(next);
    if (next && next.kind !== 'error') timer.current = setTimeout(() => setBanner(null), REPORT_BANNER_MS);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return [banner, show] as const;
}

/**
 * /trends-reports: the report subscription (e-mail, Weekly/Monthly, subreddits from the search or
 * the popular list), created with 'Save changes and subscribe', edited with 'Save changes' (enabled
 * once the form differs from the saved copy) and deleted after a confirmation; a test send and the
 * past reports. Free users see why they cannot subscribe and the Plans modal button.
 */
export function TrendsReportsPage() {
  const { user } = useCurrentUser();
  const free = isFreeUser(user);
  const upgrade = usePlansModal(user);

  return (
    <div className="rp-page">
      <header className="rp-head">
        <span className="rp-head__icon" aria-hidden>
          <TrendIcon size={22} />
        </span>
        <div>
          <h1 className="rp-head__title">{REPORTS_TEXT.title}</h1>
          <p className="rp-muted">{REPORTS_TEXT.intro}</p>
        </div>
      </header>
      {free ? (
        <>
          <StatePanel
            variant="page"
            icon={<CrownIcon size={22} />}
            title={REPORTS_TEXT.freeTitle}
            action={
              <Button icon={<CrownIcon size={16} />} onClick={upgrade.show} aria-haspopup="dialog">
                {REPORTS_TEXT.seePlans}
              </Button>
            }
          >
            {REPORTS_TEXT.freeText}
          </StatePanel>
          {upgrade.modal}
        </>
      ) : (
        <ReportSubscription />
      )}
    </div>
  );
}

function ReportSubscription() {
  const details = useSubscriber(true);
  if (details.isPending) return <PageLoading />;
  return (
    <>
      <SubscriptionForm />
      <PastReports />
    </>
  );
}

function SubscriptionForm() {
  const details = useSubscriber(true);
  const subscriber = details.data ?? null;
  const save = useSaveSubscriber();
  const remove = useDeleteSubscriber();
  const sendTest = useSendTestReport();
  const audiences = useAudienceOptions(true);
  const [banner, showBanner] = useBanner();
  const [confirming, setConfirming] = useState(false);
  const intervalLabelId = useId();

  const initialValues = useMemo<ReportFormValues>(() => (subscriber ? subscriberToForm(subscriber) : emptyReportForm()), [subscriber]);

  const form = useFormik<ReportFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: reportFormSchema,
    onSubmit: async (values) => {
      showBanner(null);
      try {
        const saved = await save.mutateAsync({ body: toRequest(values), existing: subscriber !== null });
        const pending = saved.subscriber.status === 'pending';
        showBanner({ kind: 'success', text: pending && saved.message ? saved.message : REPORTS_TEXT.activated });
      } catch (err) {
        console.error('Could not save the report subscription', err);
        showBanner({ kind: 'error', text: errorMessage(err) });
      }
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) showBanner({ kind: 'validation', text: REPORTS_TEXT.validation });
    await form.submitForm();
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(false);
      form.resetForm({ values: emptyReportForm() });
      showBanner(null);
    } catch (err) {
      console.error('Could not delete the report subscription', err);
      setConfirming(false);
      showBanner({ kind: 'error', text: errorMessage(err) });
    }
  };

  const onSendTest = async () => {
    try {
      notify.success((await sendTest.mutateAsync()) ?? REPORTS_TEXT.testSent);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };

  const busy = form.isSubmitting || remove.isPending;
  const emailError = fieldError(form, 'email');
  const subsError = fieldError(form, 'subReddits');
  const intervalError = fieldError(form, 'interval');

  return (
    <section className="card rp-panel" aria-label="Report subscription">
      {banner ? (
        <p className={`rp-banner rp-banner--${banner.kind}`} role={banner.kind === 'success' ? 'status' : 'alert'}>
          {banner.text}
        </p>
      ) : null}
      {subscriber?.suppressed ? (
        <p className="rp-notice rp-notice--warning">{REPORTS_TEXT.suppressed(subscriber.email)}</p>
      ) : subscriber?.status === 'pending' ? (
        <p className="rp-notice">{REPORTS_TEXT.pending(subscriber.email)}</p>
      ) : null}

      <form className="rp-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.getFieldProps('email')}
          error={emailError}
          disabled={busy}
        />

        <div className="field">
          <span className="field__label" id={intervalLabelId}>
            Frequency
          </span>
          <div className="tabs rp-tabs" role="tablist" aria-labelledby={intervalLabelId}>
            {REPORT_INTERVALS.map((interval) => (
              <button
                key={interval}
                type="button"
                role="tab"
                className="tab"
                aria-selected={form.values.interval === interval}
                disabled={busy}
                onClick={() => void form.setFieldValue('interval', interval)}
              >
                {INTERVAL_LABEL[interval]}
              </button>
            ))}
          </div>
          {intervalError ? (
            <span className="field__error" role="alert">
              {intervalError}
            </span>
          ) : null}
        </div>

        <AudienceSelect
          audiences={audiences.data ?? []}
          value={form.values.audienceId}
          disabled={busy}
          onChange={(audience) => {
            void form.setFieldValue('audienceId', audience?._id ?? '');
            // The audience's members are the report's communities; the chips show them.
            if (audience) void form.setFieldValue('subReddits', [...audience.communities]);
          }}
        />

        <SubredditPicker
          selected={form.values.subReddits}
          onAdd={(name) => void form.setFieldValue('subReddits', addSubreddit(form.values.subReddits, name))}
          onRemove={(name) => void form.setFieldValue('subReddits', removeSubreddit(form.values.subReddits, name))}
          error={subsError}
          disabled={busy || form.values.audienceId !== ''}
        />

        <div className="rp-actions">
          {subscriber ? (
            <>
              <Button type="submit" loading={form.isSubmitting} disabled={!form.dirty || remove.isPending}>
                {REPORTS_TEXT.save}
              </Button>
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy} aria-haspopup="dialog">
                {REPORTS_TEXT.delete}
              </Button>
              <Button variant="secondary" onClick={() => void onSendTest()} loading={sendTest.isPending} disabled={busy}>
                {REPORTS_TEXT.sendTest}
              </Button>
            </>
          ) : (
            <Button type="submit" loading={form.isSubmitting}>
              {REPORTS_TEXT.subscribe}
            </Button>
          )}
        </div>
      </form>

      <Modal open={confirming} onClose={() => !remove.isPending && setConfirming(false)} title={REPORTS_TEXT.delete}>
        <p>{REPORTS_TEXT.confirmDelete}</p>
        <div className="modal__actions rp-actions">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {REPORTS_TEXT.keep}
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} loading={remove.isPending}>
            {REPORTS_TEXT.cancelSubscription}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
