import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";

export function ShowcaseSection({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={cx("flex flex-col gap-5", className)}>
      <h2 id={headingId} className="text-xs font-semibold tracking-[0.08em] text-ink-500 uppercase">
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function ShowcaseRow({ label, children }: { label?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      {label && <p className="text-[0.8125rem] font-medium text-ink-600">{label}</p>}
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
