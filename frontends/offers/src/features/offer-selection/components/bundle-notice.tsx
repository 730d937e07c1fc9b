/**
 * Says which earlier choices the last pick replaced (issue 13 §4, spec §4's clearing): the region is always in the
 * page and polite, so the sentence is read out when it appears; the sentence itself is a status.
 */
export function BundleNotice({ notice }: { notice: string }) {
  return (
    <div className="bundle-notice" aria-live="polite">
      {notice && (
        <p role="status" className="message bundle-notice__text">
          {notice}
        </p>
      )}
    </div>
  );
}
