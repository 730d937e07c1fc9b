import type { ReactNode } from 'react';

type MessageProps = {
  kind: 'success' | 'error';
  children: ReactNode;
};

/**
 * A success or failure banner (spec §8 texts); errors are announced at once, successes politely.
 * @example {error && <Message kind="error">{error}</Message>}
 */
export function Message({ kind, children }: MessageProps) {
  return (
    <p className={`message message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
