import { useCallback, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@/shared/api/contract';
import { PlansModal } from './PlansModal';

/**
 * The Plans modal ('Unlock Premium Features'), for a screen where a free user
 * reaches for a Pro feature or a plan's allowance runs out. `show()` opens it; render `modal`.
 * Choosing a plan continues on /plans, where the purchase happens.
 */
export function usePlansModal(user: User | null) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  const choose = useCallback(() => {
    setOpen(false);
    void navigate({ to: '/plans' });
  }, [navigate]);
  return { show, modal: <PlansModal open={open} onClose={close} user={user} onChoose={choose} /> };
}
