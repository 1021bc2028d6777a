// What the offers list shows instead of offers: a placeholder while loading, a retry after a
// failure, and a note when no offer fits.

/** Placeholder cards of the real cards' size, so nothing below jumps when the offers arrive;
 * announced once to screen readers. */
export function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="naya-sr">{label}</span>
      <ul className="naya-list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="naya-card naya-skeleton" />
        ))}
      </ul>
    </div>
  );
}

export function LoadError({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry(): void }) {
  return (
    <div className="naya-state" role="alert">
      <p>{text}</p>
      <div>
        <button type="button" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}

export function NoOffers({ text }: { text: string }) {
  return (
    <div className="naya-state">
      <p>{text}</p>
    </div>
  );
}
