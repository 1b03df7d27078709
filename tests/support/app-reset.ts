import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';

/**
 * For whole-app component suites: silences console.error during each test (expected failures log
 * there; read the spy through the returned getter to assert on it), and afterwards drops every
 * toast and the session so the next test starts signed out with an empty toaster.
 */
export function resetAppAfterEachTest({ restoreAllMocks = false } = {}): () => jest.SpyInstance {
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError?.mockRestore();
    // For suites that spy on browser APIs (clipboard, downloads) inside their tests.
    if (restoreAllMocks) jest.restoreAllMocks();
    act(() => {
      toast.remove();
      session.clear();
    });
  });
  return () => {
    if (!consoleError) throw new Error('consoleError is only available inside a test');
    return consoleError;
  };
}
