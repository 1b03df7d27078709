import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_TZ_OFFSET, type TzOffset } from '../model/time';

interface Zone {
  /** Hours east of UTC every time on the page is shown in. */
  offsetHours: number;
  /** Present where the page offers the selector (the paid analysis); elsewhere times stay in UTC. */
  setOffset?: (offset: TzOffset) => void;
}

const ZoneContext = createContext<Zone>({ offsetHours: 0 });

/** 'UTC', 'UTC+1' … the label every time on the page carries. */
export const zoneLabel = (offsetHours: number) => (offsetHours === 0 ? 'UTC' : `UTC${offsetHours > 0 ? '+' : '−'}${Math.abs(offsetHours)}`);

/**
 * One time zone for a whole analysis page: the overview's best time, the best-times list and the
 * heatmap all follow the one selector (UTC+1 by default), so no two times on a page disagree.
 */
export function TimeZoneProvider({ children }: { children: ReactNode }) {
  const [offsetHours, setOffset] = useState<TzOffset>(DEFAULT_TZ_OFFSET);
  const value = useMemo(() => ({ offsetHours, setOffset }), [offsetHours]);
  return <ZoneContext.Provider value={value}>{children}</ZoneContext.Provider>;
}

export const useTimeZone = () => useContext(ZoneContext);
