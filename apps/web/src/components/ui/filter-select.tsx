export interface FilterOption {
  value: string;
  label: string;
  /** Options with different groups are shown in optgroups. */
  group?: string;
}

const optionOf = (o: FilterOption) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
);

/** One filter of a table: a labelled select whose empty first option means "all". */
export function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string) => void;
}) {
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        className="select select-bordered select-sm w-full"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{allLabel}</option>
        {groups.length > 1
          ? groups.map((g) => (
              <optgroup key={g} label={g}>
                {options.filter((o) => o.group === g).map(optionOf)}
              </optgroup>
            ))
          : options.map(optionOf)}
      </select>
    </div>
  );
}
