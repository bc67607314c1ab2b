import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from "./icons";

export type AlertTone = "error" | "success" | "info" | "warning";

const TONES: Record<AlertTone, { box: string; icon: string; Icon: typeof InfoIcon }> = {
  error: { box: "border-danger-200 bg-danger-50 text-danger-800", icon: "text-danger-600", Icon: AlertCircleIcon },
  success: { box: "border-success-200 bg-success-50 text-success-800", icon: "text-success-600", Icon: CheckCircleIcon },
  info: { box: "border-accent-200 bg-accent-50 text-accent-800", icon: "text-accent-600", Icon: InfoIcon },
  warning: { box: "border-warning-200 bg-warning-50 text-warning-800", icon: "text-warning-600", Icon: AlertTriangleIcon },
};

export type AlertProps = Omit<ComponentProps<"div">, "title"> & {
  tone?: AlertTone;
  title?: ReactNode;
  /**
   * false inside a live region that is always rendered (the better way to announce a message that
   * appears later): the region announces, so the alert takes no role of its own.
   */
  live?: boolean;
};

export function Alert({ tone = "info", title, live = true, className, children, ...props }: AlertProps) {
  const { box, icon, Icon } = TONES[tone];
  return (
    // Errors interrupt the screen reader; everything else waits politely.
    <div
      role={live ? (tone === "error" ? "alert" : "status") : undefined}
      className={cx("flex gap-3 rounded-xl border px-4 py-3 text-sm leading-6", box, className)}
      {...props}
    >
      <Icon className={cx("mt-1 size-4 shrink-0", icon)} />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
