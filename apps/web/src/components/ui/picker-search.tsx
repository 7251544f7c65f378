import { SearchIcon } from './icons';

/** The search box at the top of a picker sheet, with a caption saying what the list below is. */
export function PickerSearch({
  value,
  onChange,
  placeholder,
  caption,
}: {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  caption: string;
}) {
  return (
    <div className="sticky top-0 z-10 bg-surface pb-3">
      <label className="flex h-12 items-center gap-2 rounded-xl border border-line bg-canvas px-3 focus-within:border-brand-500">
        <SearchIcon width={20} height={20} className="text-muted" />
        <input
          // biome-ignore lint/a11y/noAutofocus: a picker sheet exists to type a place
          autoFocus
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          className="h-full w-full bg-transparent text-[16px] outline-none"
        />
      </label>
      <p className="mt-2 text-xs font-semibold tracking-wide text-muted uppercase">{caption}</p>
    </div>
  );
}
