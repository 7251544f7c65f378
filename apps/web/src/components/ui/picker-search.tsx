import type { ReactNode } from 'react';
import { Autocomplete, Input, ListBox, ListBoxItem, TextField } from 'react-aria-components';
import { SearchIcon } from './icons';

interface PickerSearchProps<T extends { id: number }> {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** Says what the list below is (popular places or matches). */
  caption: string;
  /** The list's accessible name. */
  label: string;
  items: T[];
  /** Spoken and typed-ahead text of an entry. */
  textOf(item: T): string;
  renderItem(item: T): ReactNode;
  isDisabled?(item: T): boolean;
  onPick(item: T): void;
  /** Loading and "nothing found" lines shown between the box and the list. */
  status?: ReactNode;
}

/**
 * The search box and result list of a picker sheet. React Aria's Autocomplete keeps focus in the box
 * while Up/Down move through the list (aria-activedescendant) and Enter picks; a tap picks too.
 */
export function PickerSearch<T extends { id: number }>({
  value,
  onChange,
  placeholder,
  caption,
  label,
  items,
  textOf,
  renderItem,
  isDisabled,
  onPick,
  status,
}: PickerSearchProps<T>) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (
    <Autocomplete inputValue={value} onInputChange={onChange}>
      <div className="sticky top-0 z-10 bg-surface pb-3">
        <TextField aria-label={placeholder} className="block">
          <div className="flex h-12 items-center gap-2 rounded-xl border border-line bg-canvas px-3 focus-within:border-brand-500">
            <SearchIcon width={20} height={20} className="text-muted" />
            {/* A picker sheet exists to type a place: the box takes focus when it opens. */}
            <Input
              autoFocus
              placeholder={placeholder}
              className="h-full w-full bg-transparent text-[16px] outline-none!"
            />
          </div>
        </TextField>
        <p className="mt-2 text-xs font-semibold tracking-wide text-muted uppercase">{caption}</p>
      </div>
      {status}
      <ListBox
        aria-label={label}
        items={items}
        disabledKeys={isDisabled ? items.filter(isDisabled).map((item) => item.id) : undefined}
        onAction={(key) => {
          const item = byId.get(Number(key));
          if (item) onPick(item);
        }}
        className="divide-y divide-line outline-none"
      >
        {(item) => (
          <ListBoxItem
            id={item.id}
            textValue={textOf(item)}
            className="cursor-pointer rounded-lg px-2 outline-none data-[disabled]:cursor-default data-[focused]:bg-brand-50 data-[hovered]:bg-canvas data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500"
          >
            {renderItem(item)}
          </ListBoxItem>
        )}
      </ListBox>
    </Autocomplete>
  );
}
