import type { ReactNode } from "react";
import { Alert, type AlertProps } from "./alert";

export type FormErrorProps = Omit<AlertProps, "tone" | "children"> & {
  /** Nothing is rendered while the message is empty. */
  message?: ReactNode;
};

/** The message at the top of a form when submitting failed as a whole. */
export function FormError({ message, ...props }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert tone="error" {...props}>
      {message}
    </Alert>
  );
}
