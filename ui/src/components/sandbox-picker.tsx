import { useEffect, useState } from 'preact/hooks';
import type { SandboxSummary } from '../admin-types.ts';
import { useSource } from '../dashboard-source.ts';

/**
 * Which store every view shows: the main store or one sandbox. The choice is the page's
 * `?sandbox=` query, so choosing reloads the page (the live feed follows) and a link keeps it.
 */
export function SandboxPicker() {
  const source = useSource();
  const { sandbox } = source;
  const [sandboxes, setSandboxes] = useState<SandboxSummary[]>([]);
  const refresh = () => void source.call('listSandboxes').then((outcome) => outcome.ok && setSandboxes(outcome.value));
  useEffect(refresh, []);
  const names = sandboxes.map(({ name }) => name);
  // A chosen sandbox that is gone (or not yet listed) stays an option, so the select says the truth.
  if (sandbox !== undefined && !names.includes(sandbox)) names.push(sandbox);
  const choose = (name: string) => {
    const query = new URLSearchParams(location.search);
    if (name === '') query.delete('sandbox');
    else query.set('sandbox', name);
    location.search = query.toString();
  };
  return (
    <p class="sandbox-picker">
      <label for="sandbox-picker">Store</label>
      <select
        id="sandbox-picker"
        value={sandbox ?? ''}
        onFocus={refresh}
        onChange={(event) => choose((event.target as HTMLSelectElement).value)}
      >
        <option value="">Main store</option>
        {names.sort().map((name) => (
          <option key={name} value={name}>
            Sandbox {name}
          </option>
        ))}
      </select>
    </p>
  );
}
