import { Button } from '@/shared/ui';
import { DownloadIcon } from '../../ui/icons';
import { RESULTS_MSG } from '../model/messages';

/** Saves the analysis; the download code loads on the first click, not with the page (decision 062). */
const download = async (data: unknown) => (await import('@/shared/lib/browser')).downloadJson(data, RESULTS_MSG.downloadFileName);

/** 'Download JSON': the analysis as subreddit_data.json. */
export function DownloadJsonButton({ data }: { data: unknown }) {
  return (
    <Button variant="secondary" onClick={() => void download(data)} icon={<DownloadIcon size={18} />}>
      {RESULTS_MSG.downloadJson}
    </Button>
  );
}
