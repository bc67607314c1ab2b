// The groups of design templates (workspace spec §3), as the wire and the spec spell them. Kept apart
// from the schemas so browser code can list them without loading zod.
export const DESIGN_GROUPS = ["sales-and-promotion", "customized-presentation-and-offer", "project-and-event-management"] as const;
export type DesignGroup = (typeof DESIGN_GROUPS)[number];
