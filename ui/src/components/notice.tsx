import { useCallback, useState } from 'preact/hooks';
import type { Outcome } from '../admin-types.ts';

export interface Notice {
  kind: 'done' | 'failed';
  text: string;
}

/**
 * The result of the last action of a view, said once: `report(outcome, text)` shows `text` when
 * the call worked and the mock's Error message when it did not.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice>();
  const report = useCallback(
    <T,>(outcome: Outcome<T>, describe: (value: T) => string): outcome is Outcome<T> & { ok: true } => {
      setNotice(
        outcome.ok
          ? { kind: 'done', text: describe(outcome.value) }
          : { kind: 'failed', text: errorText(outcome.error) },
      );
      return outcome.ok;
    },
    [],
  );
  const fail = useCallback((text: string) => setNotice({ kind: 'failed', text }), []);
  return { notice, report, fail };
}

export function errorText({ code, message, status }: { code: string; message: string; status: number }): string {
  return status > 0 ? `${message} (${status} ${code})` : message;
}

/**
 * Where a view announces results: a status (polite) when done, an alert when failed. Both stay in
 * the page, empty, so screen readers already watch them when the text arrives.
 */
export function NoticeLine({ notice }: { notice: Notice | undefined }) {
  return (
    <div class="notice">
      <p role="status" class="notice-done">
        {notice?.kind === 'done' ? notice.text : ''}
      </p>
      <p role="alert" class="notice-failed">
        {notice?.kind === 'failed' ? notice.text : ''}
      </p>
    </div>
  );
}

/** While data loads, or when loading failed. */
export function LoadState<T>({ outcome }: { outcome: Outcome<T> | undefined }) {
  if (outcome === undefined) return <p aria-busy="true">Loading…</p>;
  if (!outcome.ok)
    return (
      <p role="alert" class="notice-failed">
        {errorText(outcome.error)}
      </p>
    );
  return null;
}
