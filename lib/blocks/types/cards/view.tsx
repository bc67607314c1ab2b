import type { BlockViewProps } from "../../definition";
import { CardList } from "./card-list";
import type { CardsContent, CardsMeta } from "./schema";

export function CardsView({ block, context }: BlockViewProps<CardsContent, CardsMeta>) {
  return <CardList meta={block.metaData} context={context} layout="vertical" />;
}
