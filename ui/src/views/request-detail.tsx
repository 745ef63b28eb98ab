import { useEffect, useRef, useState } from 'preact/hooks';
import type { Explanation, JournalEntry } from '../admin-types.ts';
import { useControls } from '../dashboard-source.ts';
import { decisionSentence } from '../decision-sentence.ts';
import { formatUtc } from '../format.ts';

/** One request in full: why it got its answer, headers (key redacted by the mock), bodies, the rules that fired, timing. */
export function RequestDetail({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const controls = useControls();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [entry.id]);
  const [why, setWhy] = useState<Explanation | string>();
  useEffect(() => {
    let current = true;
    setWhy(undefined);
    void controls
      .explain(entry.id)
      .then((outcome) => current && setWhy(outcome.ok ? outcome.value : outcome.error.message));
    return () => void (current = false);
  }, [entry.id]);
  return (
    <section class="request-detail" aria-labelledby="detail-heading">
      <header>
        <h3 id="detail-heading" tabindex={-1} ref={heading}>
          {entry.method} {entry.path} <span class="muted">#{entry.id}</span>
        </h3>
        <ReproduceButton entry={entry} />
        <button type="button" class="outline small" onClick={onClose}>
          Close details
        </button>
      </header>
      <dl class="facts">
        <dt>Arrived</dt>
        <dd>{formatUtc(entry.time)}</dd>
        <dt>Took</dt>
        <dd>{entry.durationMs} ms</dd>
        <dt>Answer</dt>
        <dd>{entry.status ?? `none: connection ${entry.fault ?? 'dropped'}`}</dd>
        <dt>Rules fired</dt>
        <dd data-field="rules">{entry.rules.length === 0 ? 'none' : entry.rules.join(', ')}</dd>
        {entry.upstream && (
          <>
            <dt>Upstream</dt>
            <dd data-field="upstream">
              {entry.upstream.status ?? 'no answer'} in {entry.upstream.durationMs} ms
              {entry.upstream.violations.map(({ path, rule }) => `; breaks ${path}: ${rule}`).join('')}
            </dd>
          </>
        )}
      </dl>
      <h4>Why this answer</h4>
      <Why why={why} />
      <h4>Request headers</h4>
      <HeaderTable headers={entry.headers} label="Request headers" />
      <h4>Request body</h4>
      <Body text={entry.body} />
      {entry.response && (
        <>
          <h4>Response headers</h4>
          <HeaderTable headers={entry.response.headers} label="Response headers" />
          <h4>Response body</h4>
          <Body text={entry.response.body} />
        </>
      )}
    </section>
  );
}

function Why({ why }: { why: Explanation | string | undefined }) {
  if (why === undefined) return <p class="muted">Reading…</p>;
  if (typeof why === 'string') return <p class="muted">{why}</p>;
  if (why.decisions.length === 0) return <p class="muted">The operation answered; nothing else decided.</p>;
  return (
    <ol class="decisions" aria-label="Why this answer">
      {why.decisions.map((decision, index) => (
        <li key={index} data-kind={decision.kind}>
          {decisionSentence(decision)}
        </li>
      ))}
    </ol>
  );
}

function HeaderTable({ headers, label }: { headers: Record<string, string>; label: string }) {
  return (
    <div class="table-scroll" role="region" aria-label={label} tabindex={0}>
      <table class="headers">
        <tbody>
          {Object.entries(headers).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Body({ text }: { text: string | null }) {
  if (text === null) return <p class="muted">None.</p>;
  return <pre tabindex={0}>{pretty(text)}</pre>;
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Downloads the snapshot from just before this request (docs/snapshots.md), named by the entry and
 * the instant it was answered at, so a developer loads it and sends the same requests.
 */
function ReproduceButton({ entry }: { entry: JournalEntry }) {
  const controls = useControls();
  const [problem, setProblem] = useState<string>();
  const download = async () => {
    const outcome = await controls.snapshot(entry.id);
    if (!outcome.ok) return setProblem(outcome.error.message);
    setProblem(undefined);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(outcome.value, null, 2)], { type: 'application/json' }));
    link.download = snapshotFileName(entry);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };
  return (
    <>
      <button type="button" class="small" onClick={() => void download()}>
        Reproduce from here
      </button>
      {problem && (
        <p class="muted" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** `snapshot-before-42-2030-11-20T03-13-42Z.json`: which request, and when it was answered (mock clock). */
export function snapshotFileName({ id, time }: Pick<JournalEntry, 'id' | 'time'>): string {
  return `snapshot-before-${id}-${time.replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.json`;
}
