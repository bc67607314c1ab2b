import type { Prisma } from "@/lib/db/generated/client";

// The spec's Contact (workspace spec §3: _id, firstname, lastname, email, company, job title, team),
// as every contact call answers it. `lastname` keeps the entity's spelling: the spec says the old
// create form misspelled the field and that the server contract's spelling wins; the server's own
// entity spells it `lastname`, so that is the contract here.

export const contactSelect = {
  id: true,
  teamId: true,
  firstname: true,
  lastname: true,
  email: true,
  company: true,
  jobTitle: true,
} as const satisfies Prisma.ContactSelect;

export type ContactRow = Prisma.ContactGetPayload<{ select: typeof contactSelect }>;

export interface ContactView {
  _id: string;
  id: string;
  firstname: string;
  lastname: string;
  email: string | null;
  company: string | null;
  jobTitle: string | null;
  /** The workspace's id. */
  team: string;
}

export function contactView(row: ContactRow): ContactView {
  return {
    _id: row.id,
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    company: row.company,
    jobTitle: row.jobTitle,
    team: row.teamId,
  };
}
