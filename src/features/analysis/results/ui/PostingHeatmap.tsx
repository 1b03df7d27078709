import { Heatmap } from '../../charts';
import { formatRelative } from '../model/format';
import { RESULTS_MSG } from '../model/messages';
import { DAY_NAMES, DAY_SHORT, hhmm, isWeekGrid, shiftHeatmap, WEEK_ORDER } from '../model/time';
import { Section } from './Section';
import { EmptyText } from './states';
import { useTimeZone, zoneLabel } from './TimeZone';

/** How far from average (as a ratio, at least 1.25×) the grid's most extreme cell is: the colour scale's end. */
export function colourRange(grid: (number | null)[][]): number {
  let most = 0;
  for (const row of grid) for (const v of row) if (v !== null && v > 0) most = Math.max(most, Math.abs(Math.log2(v)));
  return 2 ** Math.max(most, Math.log2(1.25));
}

/** The best cell of the local grid, for the summary line. */
function best(grid: (number | null)[][]): { day: number; hour: number; value: number } | null {
  let top: { day: number; hour: number; value: number } | null = null;
  grid.forEach((row, day) =>
    row.forEach((value, hour) => {
      if (value !== null && (!top || value > top.value)) top = { day, hour, value };
    }),
  );
  return top;
}

/**
 * When posts do best, weekday × hour, in the page's time zone (the one the best-times selector sets,
 * UTC without it): the server's UTC grid moved by that offset (see `shiftHeatmap`). The colours
 * span the grid's own range, so a community whose slots differ by 1.4× is not drawn near-white.
 */
export function PostingHeatmap({ heatmap }: { heatmap: (number | null)[][] }) {
  const { offsetHours } = useTimeZone();
  const offset = offsetHours * 60;
  const zoneText = zoneLabel(offsetHours);
  const valid = isWeekGrid(heatmap) && heatmap.some((row) => row.some((v) => v !== null));
  const local = valid ? shiftHeatmap(heatmap, offset) : null;
  const columns = Array.from({ length: 24 }, (_, h) => hhmm(h * 60 + (local?.minute ?? 0)));
  const top = local ? best(local.grid) : null;
  const range = local ? colourRange(local.grid) : undefined;
  return (
    <Section title="When posts do best" subtitle={`Weekday and hour in ${zoneText}. Darker orange = above the average post, blue = below.`}>
      {local ? (
        <>
          {top ? (
            <p className="heatmap-summary">
              {`Best slot: ${DAY_NAMES[top.day]} ${columns[top.hour]}–${hhmm(top.hour * 60 + local.minute + 60)} (${formatRelative(top.value)} the average).`}
            </p>
          ) : null}
          <Heatmap
            caption={`Post performance by weekday and hour (${zoneText})`}
            range={range}
            columns={columns}
            rows={WEEK_ORDER.map((day) => ({ label: DAY_NAMES[day], shortLabel: DAY_SHORT[day], cells: local.grid[day]! }))}
            format={formatRelative}
          />
        </>
      ) : (
        <EmptyText>{RESULTS_MSG.noData}</EmptyText>
      )}
    </Section>
  );
}
