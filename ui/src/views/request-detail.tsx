import { useEffect, useRef } from 'preact/hooks';
import type { JournalEntry } from '../admin-api.ts';
import { formatUtc } from '../format.ts';

/** One request in full: headers (key redacted by the mock), bodies, the rules that fired, timing. */
export function RequestDetail({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [entry.id]);
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
