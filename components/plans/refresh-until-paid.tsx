"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const EVERY_MS = 3000;
const TIMES = 5;

/**
 * After Stripe Checkout the browser may arrive before Stripe's webhook has activated the plan: the
 * page is fetched again a few times, and stops once the plan shows (this component is then gone).
 */
export function RefreshUntilPaid() {
  const router = useRouter();
  useEffect(() => {
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      router.refresh();
      if (count >= TIMES) window.clearInterval(timer);
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
