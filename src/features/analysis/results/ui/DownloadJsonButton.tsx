import { Button, makeIcon } from '@/shared/ui';
import { RESULTS_MSG } from '../model/messages';

/** Saves the analysis; the download code loads on the first click, not with the page (decision 062). */
const download = async (data: unknown) => (await import('@/shared/lib/browser')).downloadJson(data, RESULTS_MSG.downloadFileName);

/**
 * Drawn here, not with the analysis screens' icons (ui/icons.tsx): the paid page draws no other of
 * them, and that module comes whole wherever one of its icons is used (decision 065).
 */
const DownloadIcon = makeIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);

/** 'Download JSON': the analysis as subreddit_data.json. */
export function DownloadJsonButton({ data }: { data: unknown }) {
  return (
    <Button variant="secondary" onClick={() => void download(data)} icon={<DownloadIcon size={18} />}>
      {RESULTS_MSG.downloadJson}
    </Button>
  );
}
