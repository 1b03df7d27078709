import { useId } from 'react';
import { Button, type ButtonProps } from '@/shared/ui';
import { creditsText } from './credits-text';
import './credit-cost.css';

/**
 * A button that spends credits, saying what it costs before the user presses it: a '1 credit'
 * badge on the button. The badge is left out of the accessible name (the button keeps the spec's
 * text, e.g. 'Give me more info') and read as its description instead ('Costs 1 credit').
 */
export function CreditCostButton({ cost, children, ...props }: ButtonProps & { cost: number }) {
  const costId = useId();
  const describedBy = [props['aria-describedby'], costId].filter(Boolean).join(' ');
  return (
    <>
      <Button {...props} aria-describedby={describedBy}>
        {children}
        <span className="credit-cost" aria-hidden>
          {creditsText(cost)}
        </span>
      </Button>
      <span id={costId} hidden>
        {`Costs ${creditsText(cost)}`}
      </span>
    </>
  );
}
