import type { BlockViewProps } from "../../definition";
import { CardList } from "../cards/card-list";
import type { CardsContent, CardsMeta } from "../cards/schema";

export function Cards2View({ block, context }: BlockViewProps<CardsContent, CardsMeta>) {
  return <CardList meta={block.metaData} context={context} layout="horizontal" />;
}
