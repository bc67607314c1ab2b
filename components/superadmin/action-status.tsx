"use client";

import { FormError } from "@/components/ui";
import { CheckCircleIcon } from "@/components/ui/icons";

/** Under a console form: the server's refusal, or a short confirmation once it went through. */
export function ActionStatus({ error, done, doneText }: { error: string | null; done: boolean; doneText: string }) {
  if (error) return <FormError message={error} />;
  return (
    <p role="status" className="min-h-5 text-sm text-success-700">
      {done && (
        <span className="inline-flex items-center gap-1.5">
          <CheckCircleIcon className="size-4" />
          {doneText}
        </span>
      )}
    </p>
  );
}
