import { Link, Navigate, useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api';
import { notify } from '@/shared/toast';
import { Button } from '@/shared/ui';
import { useForgotPasswordMutation, useVerifyOtpMutation } from '../api';
import { CODE_SENT, OTP_VERIFIED } from '../model/messages';
import { emptyOtp, isComplete } from '../model/otp';
import { AuthLayout } from '../ui/AuthLayout';
import { OtpInput } from '../ui/OtpInput';

/** /otp: only reachable with the email in history state (from /forgot-password). */
export function OtpPage() {
  // Read once, when the page opens: while the next screen's chunk loads this page stays mounted
  // and the router's current location already points elsewhere (without this state).
  const router = useRouter();
  const [email] = useState(() => router.state.location.state.email);
  if (!email) return <Navigate to="/forgot-password" replace />;
  return <OtpForm email={email} />;
}

function OtpForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const verify = useVerifyOtpMutation();
  const resend = useForgotPasswordMutation();
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const complete = isComplete(digits);
  const onDigits = (next: string[]) => {
    setDigits(next);
    if (verify.isError) verify.reset(); // editing clears the 'wrong code' marking
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || verify.isPending) return;
    verify.mutate(
      { email, otp: digits.join('') },
      {
        onSuccess: ({ token }) => {
          notify.success(OTP_VERIFIED);
          void navigate({ to: '/new-password', state: { token } });
        },
        onError: (err) => notify.error(errorMessage(err, 'The code could not be verified. Please try again.')),
      },
    );
  };

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => {
        setDigits(emptyOtp());
        notify.success(CODE_SENT);
      },
      onError: (err) => notify.error(errorMessage(err, 'Could not send the code. Please try again.')),
    });

  return (
    <AuthLayout
      title="Check your email"
      subtitle={
        <>
          Enter the 4-digit code we sent to <strong className="auth-email">{email}</strong>.
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <OtpInput value={digits} onChange={onDigits} invalid={verify.isError} />
        <Button type="submit" block disabled={!complete} loading={verify.isPending}>
          Reset password
        </Button>
      </form>
      <p className="auth-switch">
        Didn’t get the code?{' '}
        <button
          type="button"
          className="auth-inline-link"
          onClick={onResend}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          Resend
        </button>
      </p>
      <p className="auth-switch auth-switch--muted">
        Wrong address? <Link to="/forgot-password">Use another email</Link>
      </p>
    </AuthLayout>
  );
}
