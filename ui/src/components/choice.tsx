/** A labelled select: `options` maps each value to what the user reads. */
export function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: Readonly<Record<V, string>>;
  onChange: (value: V) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.currentTarget.value as V)}>
        {(Object.keys(options) as V[]).map((option) => (
          <option key={option} value={option}>
            {options[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
