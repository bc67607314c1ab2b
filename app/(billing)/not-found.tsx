import { NotFoundNotice } from "@/components/shell/not-found-notice";

// notFound() on a plan page (an unknown /plan-stripe/{status}): the same page as in the shell.
export default function BillingNotFound() {
  return <NotFoundNotice />;
}
