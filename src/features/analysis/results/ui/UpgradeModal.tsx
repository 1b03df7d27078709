import { useCallback, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PlansModal } from '@/entities/plan';
import type { User } from '@/shared/api/contract';

/**
 * The Plans modal of spec section 2, opened when a free user reaches for a Pro part of the
 * analysis. Choosing a plan continues on /plans, where the purchase happens.
 */
export function useUpgradeModal(user: User | null) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  // Stable callbacks: the dialog re-focuses itself whenever onClose changes.
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  const choose = useCallback(() => {
    setOpen(false);
    void navigate({ to: '/plans' });
  }, [navigate]);
  return { show, modal: <PlansModal open={open} onClose={close} user={user} onChoose={choose} /> };
}
