import { useRef } from 'react';
import { useScrollHint } from '@/shared/ui';
import './charts.css';

export interface HeatmapRow {
  /** Full label (read by assistive technology) and the short one drawn on narrow screens. */
  label: string;
  shortLabel?: string;
  cells: readonly (number | null)[];
}

export interface HeatmapProps {
  /** Table caption: what the grid shows and in which time zone. */
  caption: string;
  rows: readonly HeatmapRow[];
  /** One per column, e.g. '00:00' … '23:00'. */
  columns: readonly string[];
  /** Show every n-th column label (the others stay readable to assistive technology). */
  labelEvery?: number;
  /** Text for a value ('1.8×') and for an empty cell. */
  format: (value: number) => string;
  emptyText?: string;
  /** The ratio (above 1) at which the colours saturate, both ways; default 4×. Pass the data's own extreme so its cells use the whole scale. */
  range?: number;
}

/**
 * Relative performance → colour on a diverging scale around 1 (the average): below average is
 * blue, above average orange, saturating at `range`× either way (log scale; 4× by default). Any
 * cell away from average gets at least a visible tint. Empty cells are drawn apart (hatched), so
 * 'no posts' never reads as 'bad'.
 */
export function heatColor(value: number, range = 4): string {
  const span = Math.log2(Math.max(range, 1.01));
  const raw = Math.max(-1, Math.min(1, Math.log2(Math.max(value, 1e-6)) / span));
  const t = raw === 0 ? 0 : Math.sign(raw) * (0.15 + 0.85 * Math.abs(raw));
  const [r0, g0, b0] = [247, 248, 252];
  const [r1, g1, b1] = t >= 0 ? [255, 90, 31] : [37, 99, 235];
  const k = Math.abs(t);
  const mix = (a: number, b: number) => Math.round(a + (b - a) * k);
  return `rgb(${mix(r0, r1)}, ${mix(g0, g1)}, ${mix(b0, b1)})`;
}

/**
 * A weekday × hour heatmap drawn as a real data table: every cell carries its value as text (hidden
 * visually, shown on hover as a tooltip), rows and columns have headers, so the chart is its own
 * accessible fallback. On narrow screens the table scrolls sideways inside a focusable region.
 */
export function Heatmap({ caption, rows, columns, labelEvery = 3, format, emptyText = 'No posts', range = 4 }: HeatmapProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useScrollHint(scroller);
  return (
    <div className="heatmap">
      <div className="heatmap__scroll scroll-hint" role="region" aria-label={caption} tabIndex={0} ref={scroller}>
        <table className="heatmap__table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <td className="heatmap__corner" />
              {columns.map((c, i) => (
                <th key={c} scope="col" className="heatmap__col">
                  <span className={i % labelEvery === 0 ? undefined : 'sr-only'}>{c}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="heatmap__row">
                  <span aria-hidden>{row.shortLabel ?? row.label}</span>
                  <span className="sr-only">{row.label}</span>
                </th>
                {row.cells.map((value, i) => {
                  const text = value === null ? emptyText : format(value);
                  return (
                    <td
                      key={columns[i] ?? i}
                      className={value === null ? 'heatmap__cell heatmap__cell--empty' : 'heatmap__cell'}
                      style={value === null ? undefined : { background: heatColor(value, range) }}
                      title={`${row.label} ${columns[i] ?? ''}: ${text}`}
                    >
                      <span className="sr-only">{text}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HeatmapLegend format={format} emptyText={emptyText} range={range} />
    </div>
  );
}

function HeatmapLegend({ format, emptyText, range }: { format: (value: number) => string; emptyText: string; range: number }) {
  const stops = [1 / range, 1 / Math.sqrt(range), 1, Math.sqrt(range), range].map((v) => Math.round(v * 100) / 100);
  // The ramp's two ends are named under it, so a wrapped legend never puts a name beside the wrong colour.
  return (
    <div className="heatmap__legend" aria-label="Colour scale" role="group">
      <span className="heatmap__ramp">
        <span className="heatmap__scale">
          {stops.map((s) => (
            <span key={s} className="heatmap__stop">
              <span className="heatmap__swatch" style={{ background: heatColor(s, range) }} aria-hidden />
              <span>
                {format(s)}
                {s === 1 ? <span className="heatmap__avg"> (average)</span> : null}
              </span>
            </span>
          ))}
        </span>
        <span className="heatmap__ends">
          <span className="heatmap__legend-label">← Below average</span>
          <span className="heatmap__legend-label">Above average →</span>
        </span>
      </span>
      <span className="heatmap__stop heatmap__stop--empty">
        <span className="heatmap__swatch heatmap__cell--empty" aria-hidden />
        <span>{emptyText}</span>
      </span>
    </div>
  );
}
