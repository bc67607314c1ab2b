import { cx } from "@/components/ui/cx";

// A CSS-only still life of what the product makes: an invitation with an RSVP button behind a
// proposal with a cover image and a price table. Purely decorative, so hidden from assistive tech.

function Line({ className }: { className: string }) {
  return <span className={cx("block h-1.5 rounded-full", className)} />;
}

function PriceRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between py-2">
      <Line className={cx(label, strong ? "bg-ink-700" : "bg-ink-200")} />
      <Line className={cx(amount, strong ? "bg-accent-600" : "bg-ink-300")} />
    </div>
  );
}

export function ProposalIllustration({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx("relative h-[26rem] w-[27rem] select-none", className)}>
      {/* Furthest: a soft glass sheet for depth */}
      <div className="absolute top-0 right-8 h-80 w-60 rotate-[10deg] rounded-3xl bg-white/[0.06] ring-1 ring-white/10 backdrop-blur-sm" />

      {/* Middle: the invitation */}
      <div className="absolute top-20 right-0 w-56 rotate-[5deg] rounded-2xl bg-[#f6efe9] p-5 shadow-[0_24px_48px_-16px_rgb(0_0_0/0.5)]">
        <div className="mx-auto mb-4 grid size-10 place-items-center rounded-full ring-1 ring-accent-300">
          <span className="size-4 rotate-45 rounded-[0.2rem] border border-accent-500" />
        </div>
        <Line className="mx-auto mb-2 w-32 bg-ink-700" />
        <Line className="mx-auto mb-1.5 w-24 bg-ink-300" />
        <Line className="mx-auto mb-5 w-28 bg-ink-300" />
        <div className="mx-auto flex h-8 w-28 items-center justify-center rounded-full bg-accent-600 shadow-sm">
          <Line className="w-12 bg-white/85" />
        </div>
      </div>

      {/* Front: the proposal */}
      <div className="absolute top-4 left-0 w-68 -rotate-[3deg] overflow-hidden rounded-2xl bg-white shadow-[0_32px_64px_-20px_rgb(0_0_0/0.6)] ring-1 ring-black/5">
        <div className="relative h-28 bg-[linear-gradient(135deg,#f3d9c6_0%,#dca7b8_45%,#8c4f77_100%)]">
          <span className="absolute -top-6 -right-4 size-24 rounded-full bg-white/25 blur-xl" />
          <span className="absolute bottom-3 left-4 size-10 rounded-full bg-[#fff6ee]/40 blur-md" />
          <span className="absolute bottom-4 left-4 block h-2 w-24 rounded-full bg-white/90" />
        </div>
        <div className="p-5">
          <Line className="mb-2 w-36 bg-ink-800" />
          <Line className="mb-1.5 w-48 bg-ink-200" />
          <Line className="mb-4 w-40 bg-ink-200" />
          <div className="divide-y divide-ink-100 border-y border-ink-100">
            <PriceRow label="w-24" amount="w-10" />
            <PriceRow label="w-20" amount="w-8" />
            <PriceRow label="w-16" amount="w-12" strong />
          </div>
          <div className="mt-4 flex items-center gap-2">
            <span className="flex h-7 w-20 items-center justify-center rounded-md bg-ink-900">
              <Line className="w-9 bg-white/80" />
            </span>
            <span className="h-7 w-14 rounded-md ring-1 ring-ink-200" />
          </div>
        </div>
      </div>
    </div>
  );
}
