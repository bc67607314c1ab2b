"use client";

import type { BlockEditorProps } from "../../definition";
import { CardsBlockEditor } from "../cards/cards-editor";
import type { CardsContent, CardsMeta } from "../cards/schema";

export function Cards2Editor(props: BlockEditorProps<CardsContent, CardsMeta>) {
  return <CardsBlockEditor {...props} kind="cards2" layout="horizontal" />;
}
