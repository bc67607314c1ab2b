"use client";

import { useId, useState, type ReactNode } from "react";
import { Button } from "./button";
import { cx } from "./cx";
import { ChevronDownIcon } from "./icons";

export interface DisclosureProps {
  /** The toggle's text. */
  label: string;
  children: ReactNode;
}

/** A folded section: a button with aria-expanded, and its content below, rendered only while open. */
export function Disclosure({ label, children }: DisclosureProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        trailingIcon={<ChevronDownIcon className={cx("size-4 transition-transform", open && "rotate-180")} />}
        className="-ml-2"
      >
        {label}
      </Button>
      <div id={id} hidden={!open} className="pt-1">
        {open && children}
      </div>
    </div>
  );
}
