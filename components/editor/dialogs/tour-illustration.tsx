import { cx } from "@/components/ui";

export type TourArea = "none" | "nav" | "canvas" | "panel" | "topbar";

/** A small drawing of the editor screen with the area a tour step talks about lit up (decorative). */
export function TourIllustration({ area }: { area: TourArea }) {
  const part = (name: TourArea, className: string) =>
    cx("rounded-md transition-colors duration-300", area === name ? "bg-accent-500 ring-2 ring-accent-300" : "bg-ink-200", className);
  return (
    <div aria-hidden="true" className="mx-auto flex h-36 w-full max-w-sm flex-col gap-1.5 rounded-xl bg-ink-100 p-2 ring-1 ring-ink-200">
      <div className={part("topbar", "h-5")} />
      <div className="flex min-h-0 flex-1 gap-1.5">
        <div className={part("nav", "w-1/5")} />
        <div className={cx("flex flex-1 justify-center rounded-md bg-ink-50 p-1.5", area === "canvas" && "ring-2 ring-accent-300")}>
          <div className={part("canvas", "w-3/4")} />
        </div>
        <div className={part("panel", "w-1/4")} />
      </div>
    </div>
  );
}
