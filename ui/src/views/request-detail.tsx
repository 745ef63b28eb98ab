import { useEffect, useRef, useState } from 'preact/hooks';
import type { Explanation, JournalEntry } from '../admin-types.ts';
import { useSource } from '../dashboard-source.ts';
import { decisionSentence } from '../decision-sentence.ts';
import { formatUtc } from '../format.ts';

/** One request in full: why it got its answer, headers (key redacted by the mock), bodies, the rules that fired, timing. */
export function RequestDetail({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const source = useSource();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [entry.id]);
  const [why, setWhy] = useState<Explanation | string>();
  useEffect(() => {
    let current = true;
    setWhy(undefined);
    void source
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
