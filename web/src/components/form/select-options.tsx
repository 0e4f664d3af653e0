/**
 * A `<select>`'s options: `first` (a placeholder, or "All" in a filter), when given, with the value standing for it,
 * then each option.
 */
export function SelectOptions({
  first,
  options,
}: {
  first?: { value: string; label: string };
  options: readonly { value: string; label: string }[];
}) {
  return (
    <>
      {first ? <option value={first.value}>{first.label}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
