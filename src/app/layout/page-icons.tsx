import {
  BookmarkIcon,
  BulbIcon,
  ChartIcon,
  CrownIcon,
  HistoryIcon,
  HomeIcon,
  SearchIcon,
  ShieldIcon,
  SparklesIcon,
  TemplateIcon,
  TrendIcon,
  UserIcon,
} from '@/shared/ui/icons';
import type { PageIconKey } from '../route-meta';

export const PAGE_ICONS: Record<PageIconKey, typeof HomeIcon> = {
  home: HomeIcon,
  search: SearchIcon,
  chart: ChartIcon,
  history: HistoryIcon,
  bulb: BulbIcon,
  user: UserIcon,
  crown: CrownIcon,
  sparkles: SparklesIcon,
  bookmark: BookmarkIcon,
  trend: TrendIcon,
  template: TemplateIcon,
  shield: ShieldIcon,
};
