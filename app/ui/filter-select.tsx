// A labelled <select> of a GET filter form: the empty value means "any".
export function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string | number | undefined; options: [string, string][] }) {
  return (
    <label className="flex min-w-0 flex-col justify-between gap-1 text-sm">
      <span className="font-medium text-slate-600 dark:text-slate-300">{label}</span>
      <select
        name={name}
        defaultValue={value === undefined ? '' : String(value)}
        className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
