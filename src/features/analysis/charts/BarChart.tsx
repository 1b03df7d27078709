import { useId, useLayoutEffect, useRef, useState } from 'react';
import './charts.css';

export interface BarDatum {
  label: string;
  value: number;
  color: string;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** What the chart shows, read first by assistive technology ('User activity this week'). */
  title: string;
  /** Formats a value for the labels and the text alternative (default: the number). */
  format?: (value: number) => string;
  /** Top of the scale; by default the largest value rounded up to a tidy step. */
  max?: number;
}

/** Width before the chart is measured (and where it cannot be: no ResizeObserver). */
const DEFAULT_W = 420;
const MIN_W = 260;
const H = 240;
const PAD = { top: 28, right: 12, bottom: 36, left: 44 };

/** A tidy top for the axis: 37 → 40, 61 → 80, 100 → 100. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value)! * magnitude;
  return step;
}

/**
 * The rendered width of an element in CSS pixels, kept current with a ResizeObserver. The chart
 * draws in those pixels (its viewBox is its own size), so its labels keep their font size on a
 * phone instead of shrinking with a scaled-down drawing.
 */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A vertical bar chart in SVG: one bar per item in its own colour, the value above each bar and
 * the label below, four gridlines. The SVG is an image whose name lists every value, and the
 * same values are in a visually hidden list, so nothing depends on seeing the colours.
 */
export function BarChart({ data, title, format = String, max }: BarChartProps) {
  const descId = useId();
  const [figureRef, measured] = useWidth<HTMLElement>(DEFAULT_W);
  const W = Math.max(MIN_W, measured);
  const top = max ?? niceMax(Math.max(0, ...data.map((d) => d.value)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, data.length);
  const barW = Math.min(64, slot * 0.56);
  const y = (v: number) => PAD.top + plotH - (Math.min(Math.max(v, 0), top) / top) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const summary = data.map((d) => `${d.label} ${format(d.value)}`).join(', ');

  return (
    <figure className="chart" ref={figureRef}>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${title}: ${summary}`}
        aria-describedby={descId}
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((t) => (
          <g key={t} aria-hidden>
            <line className="chart__grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text className="chart__tick" x={PAD.left - 8} y={y(t)} dy="0.35em" textAnchor="end">
              {format(Math.round(t * 100) / 100)}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          const barTop = y(d.value);
          return (
            <g key={d.label} aria-hidden>
              <rect
                className="chart__bar"
                x={cx - barW / 2}
                y={barTop}
                width={barW}
                height={Math.max(0, PAD.top + plotH - barTop)}
                rx={4}
                fill={d.color}
              />
              <text className="chart__value" x={cx} y={barTop - 8} textAnchor="middle">
                {format(d.value)}
              </text>
              <text className="chart__label" x={cx} y={H - PAD.bottom + 22} textAnchor="middle">
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="sr-only" id={descId}>
        {data.map((d) => (
          <li key={d.label}>{`${d.label}: ${format(d.value)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
