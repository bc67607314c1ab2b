import { NotFoundNotice } from "@/components/shell/not-found-notice";

// notFound() in a logged-in page (an unknown id, an operator's page for everyone else): a real page
// inside the shell, not the framework's bare 404.
export default function LoggedInNotFound() {
  return <NotFoundNotice />;
}
