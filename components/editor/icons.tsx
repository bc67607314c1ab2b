import { Icon, type IconProps } from "@/components/ui/icons";

// Line icons of the editor's own controls (the shared ones come from components/ui and components/documents).

export const GripIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="6" r="1" /><circle cx="15" cy="6" r="1" /><circle cx="9" cy="12" r="1" /><circle cx="15" cy="12" r="1" /><circle cx="9" cy="18" r="1" /><circle cx="15" cy="18" r="1" />
  </Icon>
);
export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}><path d="M12 19V5M6 11l6-6 6 6" /></Icon>
);
export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}><path d="M12 5v14M6 13l6 6 6-6" /></Icon>
);
export const IndentIcon = (props: IconProps) => (
  <Icon {...props}><path d="M3 6h18M11 12h10M11 18h10M3 10l4 3-4 3" /></Icon>
);
export const OutdentIcon = (props: IconProps) => (
  <Icon {...props}><path d="M3 6h18M11 12h10M11 18h10M7 10l-4 3 4 3" /></Icon>
);
export const BookmarkIcon = (props: IconProps) => (
  <Icon {...props}><path d="M6 3h12v18l-6-4-6 4z" /></Icon>
);
export const ListTreeIcon = (props: IconProps) => (
  <Icon {...props}><path d="M4 5h10M8 12h12M8 19h12M4 5v14M4 12h4M4 19h4" /></Icon>
);
export const ZoomInIcon = (props: IconProps) => (
  <Icon {...props}><circle cx="11" cy="11" r="7" /><path d="M21 21l-5-5M11 8v6M8 11h6" /></Icon>
);
export const ZoomOutIcon = (props: IconProps) => (
  <Icon {...props}><circle cx="11" cy="11" r="7" /><path d="M21 21l-5-5M8 11h6" /></Icon>
);
export const HelpIcon = (props: IconProps) => (
  <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M9.5 9a2.5 2.5 0 0 1 5 .5c0 2-2.5 2-2.5 4M12 17h.01" /></Icon>
);
export const LockSmallIcon = (props: IconProps) => (
  <Icon {...props}><rect x="5" y="11" width="14" height="9" rx="2" /><path d="M8 11V8a4 4 0 0 1 8 0v3" /></Icon>
);
export const UndoIcon = (props: IconProps) => (
  <Icon {...props}><path d="M9 14L4 9l5-5" /><path d="M4 9h11a5 5 0 0 1 0 10h-4" /></Icon>
);
export const RedoIcon = (props: IconProps) => (
  <Icon {...props}><path d="M15 14l5-5-5-5" /><path d="M20 9H9a5 5 0 0 0 0 10h4" /></Icon>
);
