import { Tabs as RadixTabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * The one tab list (Radix Tabs: arrow keys, Home/End, roles and ids). Controlled, so a screen can keep the choice
 * in the address. A panel is mounted when first opened and kept after, so switching back keeps what was typed.
 * The tabs wrap onto as many lines as the screen needs: on a phone every tab stays in sight, with nothing hidden
 * off the edge to discover by swiping (arrow keys still move along them in order, across the lines).
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  value,
  onValueChange,
  className = '',
}: {
  /** What the tab list is, for screen readers ("Admin sections"). */
  label: string;
  tabs: readonly TabItem<Key>[];
  value: Key;
  onValueChange: (key: Key) => void;
  className?: string;
}) {
  const [opened, setOpened] = useState<ReadonlySet<Key>>(() => new Set([value]));
  if (!opened.has(value)) setOpened(new Set([...opened, value]));

  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(key) => onValueChange(key as Key)}
      activationMode="automatic"
      className={className}
    >
      <RadixTabs.List aria-label={label} className="inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-lilac-100 p-1">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.key}
            value={tab.key}
            className="min-h-11 rounded-lg px-4 font-semibold whitespace-nowrap text-lilac-800 transition-colors hover:bg-lilac-50 data-[state=active]:bg-white data-[state=active]:text-lilac-950 data-[state=active]:shadow-sm"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) =>
        opened.has(tab.key) ? (
          <RadixTabs.Content
            key={tab.key}
            value={tab.key}
            forceMount
            hidden={value !== tab.key}
            className="mt-6 outline-none focus-visible:outline-3"
          >
            {tab.panel}
          </RadixTabs.Content>
        ) : null,
      )}
    </RadixTabs.Root>
  );
}
