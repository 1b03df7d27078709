import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/api';
import { notify } from '@/shared/toast';
import { Button, GoogleIcon } from '@/shared/ui';
import { useGoogleAuthUrlMutation } from '../api';
import { redirectTo } from '../lib/browser';
import { GOOGLE_FAILED } from '../model/messages';

/**
 * 'Login with Google': asks the server for the provider URL (state, PKCE and nonce are kept
 * server-side) and sends the browser there. The provider redirects back to /login?code=…&state=….
 * A failure (e.g. 503 when the server has no Google client) always shows its message.
 */
export function GoogleButton({ disabled }: { disabled?: boolean }) {
  const authUrl = useGoogleAuthUrlMutation();
  const [leaving, setLeaving] = useState(false);
  // Coming back with the browser's Back button restores this page from the cache: re-enable it.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  const start = () =>
    authUrl.mutate(undefined, {
      onSuccess: (url) => {
        setLeaving(true);
        redirectTo(url);
      },
      onError: (err) => notify.error(errorMessage(err, GOOGLE_FAILED)),
    });
  return (
    <Button variant="secondary" block icon={<GoogleIcon />} loading={authUrl.isPending || leaving} disabled={disabled} onClick={start}>
      Login with Google
    </Button>
  );
}
