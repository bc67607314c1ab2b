import type { BlockModule } from "../../definition";
import { logoImageDefinition, type LogoImageContent, type LogoImageMeta } from "./definition";
import { LogoImageView } from "./view";

export const logoImageBlock: BlockModule<LogoImageContent, LogoImageMeta> = { definition: logoImageDefinition, View: LogoImageView };
