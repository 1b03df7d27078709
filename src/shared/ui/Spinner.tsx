/** A spinning ring announced as a status (its label is what screen readers hear). */
export function Spinner({ large, label = 'Loading' }: { large?: boolean; label?: string }) {
  return <span className={large ? 'spinner spinner--lg' : 'spinner'} role="status" aria-label={label} />;
}

/** The large spinner centred in the page while a screen loads. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner large />
    </div>
  );
}
