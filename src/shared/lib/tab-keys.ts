/**
 * The tab a key moves focus to in a horizontal tab list of `count` tabs (WAI-ARIA tabs pattern):
 * ArrowRight and ArrowLeft step and wrap around, Home and End go to the first and last tab.
 * Null for any other key, which the list leaves alone.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
