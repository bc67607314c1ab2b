import { redirect } from "next/navigation";

// Unknown URLs go to / (both specs), which leads to the documents screen or the login.
export default function Unknown() {
  redirect("/");
}
