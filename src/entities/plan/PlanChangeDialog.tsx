import { useId } from 'react';
import { formatPlanCount, type PlanChangePreview } from '@subreddit-signal/contract';
import { formatEpochDate } from '@/shared/lib/format';
import { Button, Modal } from '@/shared/ui';
import { formatPlanPrice } from './model';
import './plan.css';

const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The confirmation's texts for one preview (decision 022): title, what is charged, when, credits, and the button. */
export function planChangeTexts(p: PlanChangePreview) {
  const price = `${formatPlanPrice(p.price)}/month`;
  const on = formatEpochDate(p.effectiveAt) ?? 'the end of the current period';
  const current = p.currentPlanName ?? 'your plan';
  const credits = `${formatPlanCount(p.creditsAfter)} credits`;
  switch (p.kind) {
    case 'upgrade':
      return {
        title: `Upgrade to ${p.planName}?`,
        charge: `${CENTS.format(p.chargeNow)} is charged now to your saved card: the price difference for the rest of this billing period. Then ${price}.`,
        when: 'The change takes effect at once.',
        credits: `Your credits go up to ${credits} now.`,
        confirm: `Upgrade to ${p.planName}`,
      };
    case 'downgrade':
      return {
        title: `Downgrade to ${p.planName}?`,
        charge: `Nothing is charged now. From ${on} you pay ${price}.`,
        when: `The change takes effect on ${on}, when your current period ends. Until then you keep ${current} and its features. You can undo it before then.`,
        credits: `On ${on} your credits become ${credits}, ${p.planName}'s monthly allowance. Unused credits do not carry over.`,
        confirm: `Downgrade to ${p.planName}`,
      };
    case 'cancel':
      return {
        title: `Move to ${p.planName}?`,
        charge: 'Nothing is charged now, and there are no further payments.',
        when: `Your ${current} plan ends on ${on}, when your current period ends. Until then you keep it. You can undo it before then.`,
        credits: `On ${on} your credits become ${credits}. Unused credits do not carry over.`,
        confirm: `Move to ${p.planName}`,
      };
    case 'resume':
      return {
        title: `Keep ${p.planName}?`,
        charge: `Nothing is charged now. Your plan renews at ${price}.`,
        when: 'The scheduled change is cancelled at once.',
        credits: 'Your credits stay as they are.',
        confirm: `Keep ${p.planName}`,
      };
    default:
      return {
        title: `Get ${p.planName}?`,
        charge: `${CENTS.format(p.chargeNow)} is charged now${p.checkout ? ' on the secure checkout page' : ' to your saved card'}, then ${price}.`,
        when: 'Your plan starts as soon as the payment goes through.',
        credits: `Your credits become ${credits}, renewed every month.`,
        confirm: p.checkout ? 'Continue to payment' : `Get ${p.planName}`,
      };
  }
}

/** Every plan change is confirmed here first, with the plan, its price, the charge, when it applies and the credits it leaves. */
export function PlanChangeDialog({
  preview,
  busy,
  onConfirm,
  onClose,
}: {
  preview: PlanChangePreview | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const texts = preview ? planChangeTexts(preview) : null;
  return (
    <Modal open={preview !== null} onClose={onClose} title={texts?.title ?? ''} labelledBy={titleId}>
      {texts && preview ? (
        <>
          <p className="plan-change__price">
            <strong>{preview.planName}</strong> · {formatPlanPrice(preview.price)}/month
          </p>
          <ul className="plan-change__facts">
            <li>{texts.charge}</li>
            <li>{texts.when}</li>
            <li>{texts.credits}</li>
          </ul>
          <div className="modal__actions">
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              Not now
            </Button>
            <Button loading={busy} onClick={onConfirm}>
              {texts.confirm}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
