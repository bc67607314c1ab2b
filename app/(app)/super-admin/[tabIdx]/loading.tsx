import { DelayedSpinner } from "@/components/ui";

/** While a tab's data loads: the tab bar stays (layout.tsx), a spinner shows after a short delay. */
export default function SuperAdminLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center text-ink-500" aria-busy="true">
      <DelayedSpinner size="lg" />
    </div>
  );
}
