import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';

/**
 * For whole-app component suites: after each test drops every toast and the session so the next
 * test starts signed out with an empty toaster. (Console output is not silenced: web-setup's
 * console guard fails a test on an unexpected console.error; see expectConsoleError.)
 */
export function resetAppAfterEachTest({ restoreAllMocks = false } = {}) {
  afterEach(() => {
    // For suites that spy on browser APIs (clipboard, downloads) inside their tests.
    if (restoreAllMocks) jest.restoreAllMocks();
    act(() => {
      toast.remove();
      session.clear();
    });
  });
}
