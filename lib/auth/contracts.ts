import { z } from "zod";
import { defineContract } from "@/lib/http/contract";

// next-auth's own endpoints (session, csrf, providers, signin, signout, callback).
const params = z.object({ nextauth: z.string() });
export const authContracts = {
  nextAuthGet: defineContract({ method: "GET", path: "/api/auth/{nextauth}", tag: "Auth", auth: "public", summary: "next-auth endpoints: session, csrf, providers", params }),
  nextAuthPost: defineContract({ method: "POST", path: "/api/auth/{nextauth}", tag: "Auth", auth: "public", summary: "next-auth endpoints: signin, signout, callback", params }),
};
