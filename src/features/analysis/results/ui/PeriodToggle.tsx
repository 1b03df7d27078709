export type Period = 'week' | 'month';
export const DEFAULT_PERIOD: Period = 'week';
const LABEL: Record<Period, string> = { week: 'Week', month: 'Month' };

/** Week / Month switch (default week): two toggle buttons in a named group. */
export function PeriodToggle({ value, onChange, label }: { value: Period; onChange: (p: Period) => void; label: string }) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {(Object.keys(LABEL) as Period[]).map((p) => (
        <button key={p} type="button" className="segmented__option" aria-pressed={value === p} onClick={() => onChange(p)}>
          {LABEL[p]}
        </button>
      ))}
    </div>
  );
}
