import { brandImageRoutes } from "@/lib/teams/brand-image-routes";

export const { GET, POST, DELETE } = brandImageRoutes("logo");
