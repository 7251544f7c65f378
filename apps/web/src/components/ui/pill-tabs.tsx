import { Tabs, type TabsProps } from './tabs';

/** `Tabs` in the ordinary look: a grey track with the open tab as a raised pill (My Tickets, My Price Alerts). */
export function PillTabs<T extends string>(props: TabsProps<T>) {
  return (
    <Tabs
      {...props}
      className="mt-4 flex gap-1 rounded-xl bg-line/60 p-1"
      tabClassName="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-muted outline-none data-[selected]:bg-surface data-[selected]:text-brand-700 data-[selected]:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500"
      panelClassName="mt-4"
    />
  );
}
