// How a contact is named on screen (lists, the editor panel, dialogs). No server code here.

export interface NamedContact {
  firstname: string;
  lastname: string;
  company?: string | null;
  email?: string | null;
}

/** "Anna Rossi"; a contact whose names are blank (never stored, but read defensively) goes by company, then e-mail. */
export function contactName(contact: NamedContact): string {
  return `${contact.firstname} ${contact.lastname}`.trim() || contact.company?.trim() || contact.email?.trim() || "";
}
