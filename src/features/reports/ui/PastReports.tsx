import { useState } from 'react';
import { errorMessage } from '@/shared/api/http';
import { formatDate } from '@/shared/lib/format';
import { Modal, Spinner } from '@/shared/ui';
import { usePastReport, usePastReports } from '../api/subscriber';
import { REPORTS_TEXT } from '../model/form';

/**
 * The reports already sent (date and subject, newest first). One opens in a dialog showing the
 * HTML as it was sent, inside a sandboxed frame (sandbox="" : no script, no forms, no navigation).
 */
export function PastReports() {
  const list = usePastReports(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const report = usePastReport(openId);
  const reports = list.data ?? [];
  const opened = reports.find((r) => r._id === openId);

  return (
    <section className="card rp-past" aria-labelledby="rp-past-title">
      <h2 className="rp-section-title" id="rp-past-title">
        {REPORTS_TEXT.pastReports}
      </h2>
      {list.isPending ? (
        <Spinner label="Loading past reports" />
      ) : reports.length === 0 ? (
        <p className="rp-muted">{REPORTS_TEXT.noPastReports}</p>
      ) : (
        <ul className="rp-past__list">
          {reports.map((r) => (
            <li key={r._id}>
              <button type="button" className="rp-past__item" onClick={() => setOpenId(r._id)} aria-haspopup="dialog">
                <time dateTime={r.sentAt} className="rp-past__date">
                  {formatDate(r.sentAt)}
                </time>
                <span className="rp-past__subject">{r.subject}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <Modal open={openId !== null} onClose={() => setOpenId(null)} title={report.data?.subject ?? opened?.subject ?? 'Report'} wide>
        {report.data ? (
          <iframe className="rp-past__frame" title={report.data.subject || 'Report'} sandbox="" srcDoc={report.data.html} />
        ) : report.isError ? (
          <p className="rp-banner rp-banner--error" role="alert">
            {errorMessage(report.error)}
          </p>
        ) : (
          <Spinner label="Loading report" />
        )}
      </Modal>
    </section>
  );
}
