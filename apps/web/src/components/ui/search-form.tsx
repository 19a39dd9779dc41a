import { Search } from 'lucide-react';
import type { FormEvent } from 'react';

/** A search field with its submit button; the caller keeps the text and decides what a search does. */
export function SearchForm({
  id,
  label,
  placeholder,
  button,
  value,
  onChange,
  onSearch,
  inputClassName = 'flex-1',
}: {
  id: string;
  label: string;
  placeholder: string;
  button: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string | undefined) => void;
  inputClassName?: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={`input input-bordered input-sm ${inputClassName}`}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm gap-1">
        <Search size={16} aria-hidden="true" />
        {button}
      </button>
    </form>
  );
}
