"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { SearchField } from "@/components/ui";

const DEBOUNCE_MS = 350;

export interface ConsoleSearchProps {
  label: string;
  placeholder: string;
  /** The query parameter that holds the text. */
  param?: string;
}

/**
 * A list's search box: typing puts `?q=` into the URL (debounced, replacing the history entry) and
 * back to page 1, so the server renders the matching page and every result has its address.
 */
export function ConsoleSearch({ label, placeholder, param = "q" }: ConsoleSearchProps) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [value, setValue] = useState(params.get(param) ?? "");
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function change(next: string) {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = new URLSearchParams(params.toString());
      if (next.trim()) query.set(param, next.trim());
      else query.delete(param);
      query.delete("page");
      const search = query.toString();
      startTransition(() => router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false }));
    }, DEBOUNCE_MS);
  }

  return (
    <div className="mb-4 flex max-w-xl" role="search">
      <SearchField label={label} value={value} maxLength={200} placeholder={placeholder} busy={pending} onChange={change} />
    </div>
  );
}
