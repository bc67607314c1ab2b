import { NotFoundNotice } from "@/components/shell/not-found-notice";

// notFound() outside the route groups (the dev mailbox when it is off), and the framework's last
// resort: the app's own page rather than the bare 404.
export default function NotFound() {
  return (
    <main id="content" className="flex min-h-dvh items-center justify-center">
      <NotFoundNotice />
    </main>
  );
}
