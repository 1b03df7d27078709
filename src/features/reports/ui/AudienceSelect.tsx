import { useId } from 'react';
import { Field } from '@/shared/ui';
import type { AudienceOption } from '../api/subscriber';
import { REPORTS_TEXT } from '../model/form';

export interface AudienceSelectProps {
  audiences: AudienceOption[];
  value: string;
  /** The chosen audience, or null for none. */
  onChange: (audience: AudienceOption | null) => void;
  disabled?: boolean;
}

/**
 * Which of the user's audiences the report follows, if any. Shown only to users who have one: the
 * spec's form stays as it is for everyone else.
 */
export function AudienceSelect({ audiences, value, onChange, disabled }: AudienceSelectProps) {
  const id = useId();
  if (audiences.length === 0) return null;
  const chosen = audiences.find((a) => a._id === value) ?? null;
  return (
    <Field
      controlId={id}
      label={REPORTS_TEXT.audience}
      hint={chosen ? REPORTS_TEXT.audienceHint(chosen.name) : REPORTS_TEXT.audienceHintNone}
    >
      <select
        id={id}
        className="input"
        value={chosen?._id ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(audiences.find((a) => a._id === e.target.value) ?? null)}
      >
        <option value="">{REPORTS_TEXT.noAudience}</option>
        {audiences.map((a) => (
          <option key={a._id} value={a._id}>
            {a.name} ({a.communities.length})
          </option>
        ))}
      </select>
    </Field>
  );
}
