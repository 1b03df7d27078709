import { Button } from '@/shared/ui';
import { downloadJson } from '@/shared/lib/browser';
import { DownloadIcon } from '../../ui/icons';
import { RESULTS_MSG } from '../model/messages';

/** 'Download JSON': the analysis as subreddit_data.json. */
export function DownloadJsonButton({ data }: { data: unknown }) {
  return (
    <Button variant="secondary" onClick={() => downloadJson(data, RESULTS_MSG.downloadFileName)} icon={<DownloadIcon size={18} />}>
      {RESULTS_MSG.downloadJson}
    </Button>
  );
}
