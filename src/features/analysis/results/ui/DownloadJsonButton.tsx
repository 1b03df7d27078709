import { Button } from '@/shared/ui/Button';
import { downloadJson } from '@/shared/lib/browser';
import { RESULTS_MSG } from '../model/messages';

/** 'Download JSON' (spec section 9): the analysis as subreddit_data.json. */
export function DownloadJsonButton({ data }: { data: unknown }) {
  return (
    <Button variant="secondary" onClick={() => downloadJson(data, RESULTS_MSG.downloadFileName)} icon={<DownloadIcon />}>
      {RESULTS_MSG.downloadJson}
    </Button>
  );
}

function DownloadIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
