import { Heatmap } from '../../charts';
import { formatRelative } from '../model/format';
import { RESULTS_MSG } from '../model/messages';
import { DAY_NAMES, DAY_SHORT, formatUtcOffset, hhmm, isWeekGrid, shiftHeatmap, viewerOffsetMinutes, viewerTimeZone, WEEK_ORDER } from '../model/time';
import { Section } from './Section';
import { EmptyText } from './states';

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
 * When posts do best, weekday × hour, in the viewer's own time zone: the server's UTC grid moved by
 * the browser's current offset (see `shiftHeatmap`).
 */
export function PostingHeatmap({ heatmap }: { heatmap: (number | null)[][] }) {
  const offset = viewerOffsetMinutes();
  const zone = viewerTimeZone();
  const zoneText = `${zone ? `${zone}, ` : ''}${formatUtcOffset(offset)}`;
  const valid = isWeekGrid(heatmap) && heatmap.some((row) => row.some((v) => v !== null));
  const local = valid ? shiftHeatmap(heatmap, offset) : null;
  const columns = Array.from({ length: 24 }, (_, h) => hhmm(h * 60 + (local?.minute ?? 0)));
  const top = local ? best(local.grid) : null;
  return (
    <Section
      title="When posts do best"
      subtitle={`Weekday and hour in your time zone (${zoneText}). Darker orange = above the average post, blue = below.`}
    >
      {local ? (
        <>
          {top ? (
            <p className="heatmap-summary">
              {`Best slot: ${DAY_NAMES[top.day]} ${columns[top.hour]}–${hhmm(top.hour * 60 + local.minute + 60)} (${formatRelative(top.value)} the average).`}
            </p>
          ) : null}
          <Heatmap
            caption={`Post performance by weekday and hour, your time (${zoneText})`}
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
